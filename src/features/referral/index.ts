export { RewardsDropdown } from './components/rewards-dropdown';
export { RewardsPanel } from './components/rewards-panel';
export { useReferralCode } from './hooks/use-referral-code';
export { fallbackReferralCode } from './lib/fallback-code';
