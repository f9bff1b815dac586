/** The dialog's code, a chunk of its own: the app's dialog host loads it when the address names the dialog. */
export const loadWithdrawalDialog = () => import('./components/withdrawal-dialog').then((module) => module.WithdrawalDialog);
export type { WithdrawalTab } from './components/withdrawal-dialog';
export { WithdrawalStatusBadge } from './components/withdrawal-status-badge';
export { useWithdrawalAvailability, type FeatureAvailabilityState } from './hooks/use-withdrawal-availability';
export { WithdrawalNotices } from './components/withdrawal-notices';
