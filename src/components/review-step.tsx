import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DetailList } from './detail-list';
import { OfflineFormAlert } from './offline-form-alert';

export interface ReviewStepProps {
  heading: string;
  /** Shown above the details (e.g. a fee that changed since the form). */
  notice?: ReactNode;
  /** The DetailRows: what leaves, to whom or where, the fee, what arrives. */
  children: ReactNode;
  /** That pressing the button sends the money for good. */
  finalNote: string;
  /** The send's error (a mutation's `error`): the step says so when it was not sent for want of a connection. */
  error: unknown;
  editLabel: string;
  confirmLabel: string;
  onEdit: () => void;
  onConfirm: () => void;
  /** Sending (the spinner) or done: both buttons wait. */
  isPending: boolean;
  isLocked?: boolean;
  /** Another tab of the dialog is shown: the step keeps its place, hidden. */
  hidden?: boolean;
  contentProps?: Record<string, string>;
}

/**
 * The step between a money form and the money leaving (transfer, withdrawal): the details as a description list, the
 * note that this is final, and Edit beside the button that sends. The form keeps its input while this shows.
 */
export function ReviewStep({ heading, notice, children, finalNote, error, editLabel, confirmLabel, onEdit, onConfirm, isPending, isLocked = false, hidden = false, contentProps }: ReviewStepProps) {
  const isWaiting = isPending || isLocked;
  return (
    <>
      <DialogContent {...contentProps} hidden={hidden}>
        <Stack spacing={2}>
          <Typography component="h3" variant="subtitle1">
            {heading}
          </Typography>
          {notice}
          <DetailList>{children}</DetailList>
          <Typography variant="body2" color="text.secondary">
            {finalNote}
          </Typography>
          <OfflineFormAlert error={error} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ pt: 2 }} hidden={hidden}>
        <Button onClick={onEdit} disabled={isWaiting}>
          {editLabel}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={isWaiting} startIcon={isPending ? <CircularProgress size={18} color="inherit" /> : undefined}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </>
  );
}
