import { resetPasswordDialog } from '@/features/auth/dialogs';
import { applyDialog } from '@/features/card-application/dialogs';
import { cardDepositDialog, cardStakeDialog, cardUnstakeDialog, cardWithdrawDialog, repayDialog } from '@/features/card-funding/dialogs';
import { applyProceedDialog, cardControlsDialog, changePinDialog, freezeDialog, physicalActivationDialog, unfreezeDialog } from '@/features/cards/dialogs';
import { depositDialog } from '@/features/deposit/dialogs';
import { paySafeDialog } from '@/features/paysafe/dialogs';
import { orderPhysicalCardDialog, shippingStatusDialog } from '@/features/physical-card/dialogs';
import { rewardsDialog } from '@/features/referral/dialogs';
import { changeEmailDialog, changePasswordDialog, devicesDialog, mfaDialog } from '@/features/security/dialogs';
import { insightsDialog } from '@/features/spending-insights/dialogs';
import { statementsDialog } from '@/features/statements/dialogs';
import { weChatDialog } from '@/features/support/dialogs';
import { transferDialog } from '@/features/transfer/dialogs';
import { withdrawalDialog } from '@/features/withdrawal/dialogs';
import { registerDialogs } from '@/lib/places';

/**
 * Every dialog a place can name, as its feature declares it (the feature's dialogs.ts): the dialog names and views
 * (src/lib/places.ts), the address's validation, the host that shows them (./dialogs.tsx) and their preloads all
 * come from this list. Adding a dialog: its declaration in its feature, and one line here.
 *
 * It ships with the sign-in screen (the route validates every address from the first one), so a declaration holds
 * only its place, a dynamic import and small functions: its feature's code stays in the dialog's chunk.
 */
export const DIALOGS = [
  depositDialog,
  transferDialog,
  withdrawalDialog,
  applyDialog,
  applyProceedDialog,
  statementsDialog,
  paySafeDialog,
  cardDepositDialog,
  cardStakeDialog,
  cardWithdrawDialog,
  cardUnstakeDialog,
  repayDialog,
  freezeDialog,
  unfreezeDialog,
  orderPhysicalCardDialog,
  shippingStatusDialog,
  physicalActivationDialog,
  changePinDialog,
  cardControlsDialog,
  insightsDialog,
  changePasswordDialog,
  changeEmailDialog,
  mfaDialog,
  devicesDialog,
  rewardsDialog,
  weChatDialog,
  resetPasswordDialog,
] as const;

declare module '@/lib/places' {
  interface DialogRegister {
    dialogs: typeof DIALOGS;
  }
}

registerDialogs(DIALOGS);
