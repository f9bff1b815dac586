export { WithdrawalStatusBadge } from './components/withdrawal-status-badge';
export { useWithdrawalAvailability, type FeatureAvailabilityState } from './hooks/use-withdrawal-availability';
export { WithdrawalNotices } from './components/withdrawal-notices';
