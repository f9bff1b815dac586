// The one module that may: the Hint's popup, a chunk of its own (see the production code's no-restricted-imports).
// eslint-disable-next-line no-restricted-imports
import Tooltip from '@mui/material/Tooltip';

// The Hint's popup (src/components/hint.tsx), a chunk of its own: only this module imports MUI's Tooltip.

export interface HintPopupProps {
  id: string;
  title: string;
  /** The trigger the popup is placed against. */
  anchor: HTMLElement;
  open: boolean;
  placement: 'top' | 'bottom';
  /** The pointer on the popup keeps it shown (hoverable, WCAG 1.4.13). */
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}

/**
 * MUI's Tooltip, shown and hidden by its Hint (open is controlled) and placed against the Hint's trigger: its own
 * child is a hidden stand-in, so the trigger is never re-rendered or re-mounted by the popup's arrival.
 */
export default function HintPopup({ id, title, anchor, open, placement, onPointerEnter, onPointerLeave }: HintPopupProps) {
  return (
    <Tooltip id={id} title={title} open={open} placement={placement} slotProps={{ popper: { anchorEl: anchor, onPointerEnter, onPointerLeave } }}>
      <span hidden />
    </Tooltip>
  );
}
