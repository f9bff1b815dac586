import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useActivatePhysicalCard } from '@/api/generated/endpoints/cards/cards';
import type { Card } from '@contract-kit/model';
import { ResponsiveDialog, type DialogOpenProps } from '@/components/responsive-dialog';
import { PIN_LENGTH } from '../lib/cards-constants';
import { PinField } from './pin-field';

interface PhysicalActivationDialogProps extends DialogOpenProps {
  card: Card;
}

/**
 * Physical card activation (spec 02 §4 "shipped: physical card activation (set a 6-digit PIN), then a success
 * dialog 'Card Activated Successfully'"). Failure: 'physicalActivationFailed' with the server's reason.
 */
export function PhysicalActivationDialog({ card, ...dialog }: PhysicalActivationDialogProps) {
  const intl = useIntl();
  const mutation = useActivatePhysicalCard();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pin.length !== PIN_LENGTH) {
      setError(intl.formatMessage({ id: 'cards.pin.error.length' }));
      return;
    }
    setError(null);
    mutation.mutate(
      { id: card.id, data: { pin } },
      {
        // The card (its physical status) is re-read by the refresh table's row.
        onSuccess: () => setPin(''),
      },
    );
  };

  const isActivated = mutation.isSuccess;
  return (
    <ResponsiveDialog
      {...dialog}
      isCloseDisabled={mutation.isPending}
      onExited={() => {
        setPin('');
        setError(null);
        mutation.reset();
      }}
      maxWidth="xs"
      title={intl.formatMessage({ id: isActivated ? 'cards.physicalActivation.success' : 'cards.physicalActivation.title' })}
      actions={
        <DialogActions>
          {isActivated ? (
            <Button variant="contained" onClick={dialog.onClose} autoFocus>
              {intl.formatMessage({ id: 'cards.done' })}
            </Button>
          ) : (
            <>
              <Button onClick={dialog.onClose} disabled={mutation.isPending}>
                {intl.formatMessage({ id: 'cards.cancel' })}
              </Button>
              <Button type="submit" form={`physical-activation-${card.id}`} variant="contained" loading={mutation.isPending}>
                {intl.formatMessage({ id: 'cards.physicalActivation.submit' })}
              </Button>
            </>
          )}
        </DialogActions>
      }
    >
      {isActivated ? (
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} role="status">
          <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
          <Typography>{intl.formatMessage({ id: 'cards.physicalActivation.successBody' }, { lastFour: card.lastFourDigits })}</Typography>
        </Stack>
      ) : (
        <Stack component="form" id={`physical-activation-${card.id}`} onSubmit={submit} noValidate spacing={2} sx={{ pt: 1 }}>
          <Typography>{intl.formatMessage({ id: 'cards.physicalActivation.body' }, { lastFour: card.lastFourDigits })}</Typography>
          <PinField
            name="pin"
            label={intl.formatMessage({ id: 'cards.pin.label' })}
            value={pin}
            onChange={setPin}
            error={error}
            helperText={intl.formatMessage({ id: 'cards.pin.helper' })}
            disabled={mutation.isPending}
            autoFocus
          />
          {mutation.isError ? (
            <Alert severity="error">
              {intl.formatMessage({ id: 'cards.physicalActivation.failed' })}
              {mutation.error.message ? intl.formatMessage({ id: 'app.error.detail' }, { detail: mutation.error.message }) : null}
            </Alert>
          ) : null}
        </Stack>
      )}
    </ResponsiveDialog>
  );
}
