import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useChangePin } from '@/api/generated/endpoints/cards/cards';
import type { Card } from '@contract-kit/model';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { CHANGE_PIN_WAIT_MS, PIN_LENGTH } from '../lib/cards-constants';
import { PinField } from './pin-field';

interface ChangePinDialogProps {
  card: Card;
  open: boolean;
  onClose: () => void;
}

type FieldErrors = { pin?: string; confirm?: string };

/**
 * Change PIN (spec 02 §4 "fulfilled: change PIN", §5 "PIN"): a new PIN and its confirmation, 6 digits each and
 * equal ('PINs do not match'). Success shows a message, waits 3 s, then refreshes the cards and closes.
 */
export function ChangePinDialog({ card, open, onClose }: ChangePinDialogProps) {
  const intl = useIntl();
  const mutation = useChangePin();
  const [pin, setPin] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isDone, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const reset = () => {
    clearTimeout(timer.current);
    setPin('');
    setConfirmation('');
    setErrors({});
    setDone(false);
    mutation.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {};
    if (pin.length !== PIN_LENGTH) next.pin = intl.formatMessage({ id: 'cards.pin.error.length' });
    if (confirmation.length !== PIN_LENGTH) next.confirm = intl.formatMessage({ id: 'cards.pin.error.length' });
    else if (confirmation !== pin) next.confirm = intl.formatMessage({ id: 'cards.pin.error.mismatch' });
    setErrors(next);
    if (next.pin || next.confirm) return;
    mutation.mutate(
      { id: card.id, data: { pin } },
      {
        onSuccess: () => {
          setDone(true);
          setPin('');
          setConfirmation('');
          // The cards were re-read already (the refresh table's row); the dialog closes after the spec's 3 s.
          timer.current = setTimeout(onClose, CHANGE_PIN_WAIT_MS);
        },
      },
    );
  };

  const isBusy = mutation.isPending || isDone;
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      isCloseDisabled={isBusy}
      onExited={reset}
      maxWidth="xs"
      title={intl.formatMessage({ id: 'cards.changePin.title' })}
      actions={
        isDone ? null : (
          <DialogActions>
            <Button onClick={onClose} disabled={isBusy}>
              {intl.formatMessage({ id: 'cards.cancel' })}
            </Button>
            <Button type="submit" form={`change-pin-${card.id}`} variant="contained" loading={mutation.isPending}>
              {intl.formatMessage({ id: 'cards.changePin.submit' })}
            </Button>
          </DialogActions>
        )
      }
    >
      {isDone ? (
        <Stack spacing={2} role="status">
          <Alert severity="success">{intl.formatMessage({ id: 'cards.changePin.success' })}</Alert>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <CircularProgress size={18} aria-hidden />
            <Typography color="text.secondary">{intl.formatMessage({ id: 'cards.changePin.refreshing' })}</Typography>
          </Stack>
        </Stack>
      ) : (
        <Stack component="form" id={`change-pin-${card.id}`} onSubmit={submit} noValidate spacing={2} sx={{ pt: 1 }}>
          <Typography>{intl.formatMessage({ id: 'cards.changePin.body' }, { lastFour: card.lastFourDigits })}</Typography>
          <PinField
            name="pin"
            label={intl.formatMessage({ id: 'cards.pin.newLabel' })}
            value={pin}
            onChange={setPin}
            error={errors.pin}
            helperText={intl.formatMessage({ id: 'cards.pin.helper' })}
            disabled={mutation.isPending}
            autoFocus
          />
          <PinField
            name="confirmPin"
            label={intl.formatMessage({ id: 'cards.pin.confirmLabel' })}
            value={confirmation}
            onChange={setConfirmation}
            error={errors.confirm}
            disabled={mutation.isPending}
          />
          {mutation.isError ? (
            <Alert severity="error">
              {intl.formatMessage({ id: 'cards.changePin.failed' })}
              {mutation.error.message ? intl.formatMessage({ id: 'app.error.detail' }, { detail: mutation.error.message }) : null}
            </Alert>
          ) : null}
        </Stack>
      )}
    </ResponsiveDialog>
  );
}
