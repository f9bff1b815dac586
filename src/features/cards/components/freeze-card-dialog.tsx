import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useFreezeCard, useUnfreezeCard } from '@/api/generated/endpoints/cards/cards';
import type { Card } from '@contract-kit/model';
import { ResponsiveDialog, type DialogOpenProps } from '@/components/responsive-dialog';
import { useToast } from '@/components/toast-provider';
import { serverMessageOf } from '@/api/errors';

const TEXT = {
  freeze: { title: 'cards.freeze.title', body: 'cards.freeze.body', confirm: 'cards.freeze.confirm', success: 'cards.freeze.success' },
  unfreeze: { title: 'cards.unfreeze.title', body: 'cards.unfreeze.body', confirm: 'cards.unfreeze.confirm', success: 'cards.unfreeze.success' },
} as const;

interface FreezeCardDialogProps extends DialogOpenProps {
  card: Card;
  /** freeze an active card or unfreeze a frozen one */
  mode: 'freeze' | 'unfreeze';
}

/** Freeze / unfreeze confirmation (spec 02 §2 "freeze/unfreeze confirmation"). */
export function FreezeCardDialog({ card, mode, ...dialog }: FreezeCardDialogProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const freeze = useFreezeCard();
  const unfreeze = useUnfreezeCard();
  const mutation = mode === 'freeze' ? freeze : unfreeze;
  const ids = TEXT[mode];

  const confirm = () => {
    mutation.mutate(
      { id: card.id },
      {
        // The cards are re-read by the refresh table's row (also after a refusal: the card may have changed elsewhere).
        onSuccess: () => {
          toast({ title: intl.formatMessage({ id: ids.success }), variant: 'success' });
          dialog.onClose();
        },
      },
    );
  };

  return (
    <ResponsiveDialog
      {...dialog}
      isCloseDisabled={mutation.isPending}
      onExited={() => {
        freeze.reset();
        unfreeze.reset();
      }}
      maxWidth="xs"
      title={intl.formatMessage({ id: ids.title })}
      actions={
        <DialogActions>
          <Button onClick={dialog.onClose} disabled={mutation.isPending}>
            {intl.formatMessage({ id: 'cards.cancel' })}
          </Button>
          <Button variant="contained" color={mode === 'freeze' ? 'error' : 'primary'} onClick={confirm} loading={mutation.isPending}>
            {intl.formatMessage({ id: ids.confirm })}
          </Button>
        </DialogActions>
      }
    >
      <Typography>{intl.formatMessage({ id: ids.body }, { lastFour: card.lastFourDigits })}</Typography>
      {mutation.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {serverMessageOf(mutation.error) ?? intl.formatMessage({ id: 'cards.error.actionFailed' })}
        </Alert>
      ) : null}
    </ResponsiveDialog>
  );
}
