export { WithdrawalDialog } from './components/withdrawal-dialog';
export { WithdrawalStatusBadge } from './components/withdrawal-status-badge';
export { useWithdrawalAvailability, type FeatureAvailabilityState } from './hooks/use-withdrawal-availability';
