import { useIntl } from 'react-intl';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { useStatementsAccess } from '../hooks/use-statements-access';
import { StatementsPanel } from './statements-panel';

export interface StatementsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The card whose statements show first (the card menu's card); the selector offers the others. */
  cardId?: string | undefined;
}

/**
 * The statements modal (spec 02 §2 "Card statements … also shown inside a modal"). Its content is unmounted when
 * it closes, so each opening starts on the given card and page 1. Nothing renders while the statements feature
 * flag is off or no user with a profileId is signed in.
 */
export function StatementsDialog({ open, onClose, cardId }: StatementsDialogProps) {
  const intl = useIntl();
  const isEnabled = useStatementsAccess();
  if (!isEnabled) return null;
  return (
    <ResponsiveDialog open={open} onClose={onClose} title={intl.formatMessage({ id: 'statements.dialog.title' })} maxWidth="md">
      <StatementsPanel cardId={cardId} variant="plain" />
    </ResponsiveDialog>
  );
}
