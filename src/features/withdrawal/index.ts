import { lazyDialog } from '@/components/lazy-dialog';
// Code-split: the dialog's chunk loads when it first opens.
export const WithdrawalDialog = lazyDialog(() => import('./components/withdrawal-dialog').then((module) => module.WithdrawalDialog), 'WithdrawalDialog');
export { WithdrawalStatusBadge } from './components/withdrawal-status-badge';
export { useWithdrawalAvailability, type FeatureAvailabilityState } from './hooks/use-withdrawal-availability';
