import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useDialogLevel, useHoldPlace } from '@/components/place-provider';

interface DialogShellProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Blocks closing (backdrop, Escape, the close button) while a request is in flight. */
  isBusy?: boolean;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Called once the close transition has finished (reset state there, so nothing flickers). */
  onExited?: () => void;
}

/** A titled dialog with a close button; full screen on phones (spec 02 §9: works at 360 px). */
export function DialogShell({ open, onClose, title, children, isBusy = false, maxWidth = 'xs', onExited }: DialogShellProps) {
  const intl = useIntl();
  const theme = useTheme();
  const isFullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const close = () => {
    if (!isBusy) onClose();
  };
  // While a request is in flight, Back does not close it either.
  useHoldPlace(open && isBusy);
  const withLevel = useDialogLevel(open, onClose);
  return withLevel(
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={isFullScreen}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label={intl.formatMessage({ id: 'security.common.close' })}
        onClick={close}
        disabled={isBusy}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseOutlined />
      </IconButton>
      {children}
    </Dialog>,
  );
}
