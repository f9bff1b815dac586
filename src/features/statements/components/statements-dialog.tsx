import { useIntl } from 'react-intl';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { useStatementsAccess } from '../hooks/use-statements-access';
import { StatementsPanel } from './statements-panel';

export interface StatementsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The card whose statements show (the card menu's card); the selector offers the others. */
  cardId?: string | undefined;
  /** The page and the card chosen inside, when the app keeps them in the address (see StatementsPanel). */
  page?: number;
  onPageChange?: (page: number) => void;
  onCardChange?: (cardId: string) => void;
}

/**
 * The statements modal (spec 02 §2 "Card statements … also shown inside a modal"). Each opening starts on the
 * given card and page (the app's place: `?dialog=statements&card=…&page=…`). Nothing renders while the statements feature
 * flag is off or no user with a profileId is signed in.
 */
export function StatementsDialog({ open, onClose, cardId, page, onPageChange, onCardChange }: StatementsDialogProps) {
  const intl = useIntl();
  const isEnabled = useStatementsAccess();
  if (!isEnabled) return null;
  return (
    <ResponsiveDialog open={open} onClose={onClose} title={intl.formatMessage({ id: 'statements.dialog.title' })} maxWidth="md">
      <StatementsPanel cardId={cardId} page={page} onPageChange={onPageChange} onCardChange={onCardChange} variant="plain" />
    </ResponsiveDialog>
  );
}
