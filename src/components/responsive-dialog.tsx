import CloseIcon from '@mui/icons-material/Close';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useHoldPlace } from './place-provider';
import { useDialogLevel } from './use-dialog-level';

/**
 * What a dialog is given by whoever shows it (the app's dialog host, a parent): whether it is open, and how to ask it
 * to close. A dialog built on ResponsiveDialog passes them on as they are (`<ResponsiveDialog {...dialog} …>`) and
 * adds what is its own, such as when it may not be closed.
 */
export interface DialogOpenProps {
  open: boolean;
  onClose: () => void;
}

interface ResponsiveDialogProps extends DialogOpenProps {
  title: ReactNode;
  children: ReactNode;
  /** Footer (DialogActions) when wanted. */
  actions?: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  /** Prevents closing (while a request that must not be abandoned runs) — by its button, Escape, or the browser's Back. */
  isCloseDisabled?: boolean;
  /** Called after the closing transition ends (reset state here). */
  onExited?: () => void;
  /** Removes the content padding (tabs, full-bleed frames). */
  disableGutters?: boolean;
  /**
   * The children are the dialog's whole body — their own DialogContent and DialogActions — for a body whose
   * actions change with its own steps (the MFA set-up). Without it, the children are the content and `actions` the footer.
   */
  hasOwnBody?: boolean;
}

/**
 * Keeps a scrolling content area reachable with the keyboard (WCAG 2.1.1, axe scrollable-region-focusable):
 * while the content overflows, it is a focusable region named by the dialog title, so that a dialog
 * without controls in its long content can still be scrolled with the arrow keys.
 */
function useScrollableRegion() {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const [isScrollable, setScrollable] = useState(false);
  useEffect(() => {
    if (!node) return;
    const measure = () => setScrollable(node.scrollHeight > node.clientHeight + 1);
    measure();
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resizes?.observe(node);
    const mutations = new MutationObserver(measure);
    mutations.observe(node, { childList: true, subtree: true, characterData: true });
    return () => {
      resizes?.disconnect();
      mutations.disconnect();
    };
  }, [node]);
  return [setNode, isScrollable] as const;
}

/**
 * A dialog with a title and a close button; full-screen on small screens (below the `sm` breakpoint). Opened inside
 * the dialog a place names, it is a place of its own: Back closes it (and only it).
 */
export function ResponsiveDialog({ open, onClose, title, children, actions, maxWidth = 'sm', isCloseDisabled = false, onExited, disableGutters = false, hasOwnBody = false }: ResponsiveDialogProps) {
  const intl = useIntl();
  const theme = useTheme();
  const isFullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const [setContentNode, isContentScrollable] = useScrollableRegion();
  useHoldPlace(open && isCloseDisabled);
  const withLevel = useDialogLevel(open, onClose);
  return withLevel(
    <Dialog open={open} onClose={isCloseDisabled ? undefined : onClose} fullScreen={isFullScreen} fullWidth maxWidth={maxWidth} aria-labelledby={titleId} slotProps={{ transition: { onExited } }}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={intl.formatMessage({ id: 'components.dialog.close' })} onClick={onClose} disabled={isCloseDisabled} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      {hasOwnBody ? (
        children
      ) : (
        <DialogContent ref={setContentNode} dividers sx={disableGutters ? { p: 0 } : undefined} {...(isContentScrollable ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } : {})}>
          {children}
        </DialogContent>
      )}
      {actions}
    </Dialog>,
  );
}
