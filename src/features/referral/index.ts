/** The dialog's code, a chunk of its own: the app's dialog host loads it when the address names the dialog. */
export const loadRewardsDialog = () => import('./components/rewards-dialog').then((module) => module.RewardsDialog);
export { RewardsDropdown } from './components/rewards-dropdown';
export { RewardsPanel } from './components/rewards-panel';
export { useReferralCode } from './hooks/use-referral-code';
export { fallbackReferralCode } from './lib/fallback-code';
