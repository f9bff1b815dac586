import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Card } from '@contract-kit/model';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { applicationStatusMessageId } from '../lib/card-status';
import { APPLY_STATUS_DELAY_MS } from '../lib/cards-constants';

interface ApplyProceedDialogProps {
  card: Card;
  open: boolean;
  onClose: () => void;
  /** Called once the 1.2 s 'analysing' delay has passed: resume the application wizard. */
  onProceed: (card: Card) => void;
}

/**
 * apply_proceed (spec 02 §4): continuing an application shows its status text (ready for activation, pending
 * verification, pending funding, in progress) and an 'analysing' step of 1.2 s, then resumes the wizard.
 */
export function ApplyProceedDialog({ card, open, onClose, onProceed }: ApplyProceedDialogProps) {
  const intl = useIntl();
  const latest = useRef({ card, onProceed, onClose });
  useEffect(() => {
    latest.current = { card, onProceed, onClose };
  });
  // The card to resume once this dialog has finished closing: the wizard opens only then, so that two modal
  // dialogs never overlap (MUI's modal manager could otherwise leave the wizard hidden from screen readers).
  const proceedAfterExit = useRef<Card | null>(null);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => {
      proceedAfterExit.current = latest.current.card;
      latest.current.onClose();
    }, APPLY_STATUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);
  const onExited = () => {
    const current = proceedAfterExit.current;
    proceedAfterExit.current = null;
    if (!current) return;
    try {
      latest.current.onProceed(current);
    } catch (error) {
      console.error('cards: resuming the application failed', error);
    }
  };

  return (
    <ResponsiveDialog open={open} onClose={onClose} onExited={onExited} maxWidth="xs" title={intl.formatMessage({ id: 'cards.applyProceed.title' })}>
      <Stack spacing={2} sx={{ py: 1 }} role="status">
        <Typography variant="label">{intl.formatMessage({ id: 'cards.applyProceed.status' }, { status: intl.formatMessage({ id: applicationStatusMessageId(card.status) }) })}</Typography>
        <Typography color="text.secondary">{intl.formatMessage({ id: 'cards.applyProceed.analysing' })}</Typography>
        <LinearProgress aria-label={intl.formatMessage({ id: 'cards.applyProceed.analysing' })} />
      </Stack>
    </ResponsiveDialog>
  );
}
