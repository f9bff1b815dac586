import { FormattedMessage } from 'react-intl';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { RewardsPanel } from './rewards-panel';

interface RewardsDialogProps {
  open: boolean;
  onClose: () => void;
  userId: string | null | undefined;
}

/** Spec 02 §2 rewards dialog: referral code and statistics (0 referrals, 0 LOOK earned). */
export function RewardsDialog({ open, onClose, userId }: RewardsDialogProps) {
  return (
    <ResponsiveDialog open={open} onClose={onClose} maxWidth="xs" title={<FormattedMessage id="referral.dialog.title" />}>
      {open && <RewardsPanel userId={userId} />}
    </ResponsiveDialog>
  );
}
