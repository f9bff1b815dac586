/**
 * Card funding (spec 02 §4 "Funding, staking, repayment", §5, §8, §9): deposit and stake (direct crypto on-chain or
 * account balance), withdraw and unstake in USD, credit repayment (on-chain or USD balance), and the parts the
 * application wizard's funding step shares: the on-chain panel, the account funding form, exchange quotes with the
 * 0.5 % crypto buffer and the card requirements with their fallback.
 */
import { lazyDialog } from '@/components/lazy-dialog';
export { AccountFundingForm, type AccountFundingInput } from './components/account-funding-form';
// Code-split: the dialog's chunk loads when it first opens.
export const FundCardDialog = lazyDialog(() => import('./components/fund-card-dialog').then((module) => module.FundCardDialog), 'FundCardDialog');
export { FundingMethodTabs, type FundingMethod } from './components/funding-method-tabs';
export { OnchainFundingPanel, type OnchainSelection } from './components/onchain-funding-panel';
// Code-split: the dialog's chunk loads when it first opens.
export const RepayDialog = lazyDialog(() => import('./components/repay-dialog').then((module) => module.RepayDialog), 'RepayDialog');
// Code-split: the dialog's chunk loads when it first opens.
export const WithdrawDialog = lazyDialog(() => import('./components/withdraw-dialog').then((module) => module.WithdrawDialog), 'WithdrawDialog');
export { useCardRequirements } from './hooks/use-card-requirements';
export { useDebouncedValue, useExchangeQuote } from './hooks/use-exchange-quote';
export { useAccountDepositToCard } from './hooks/use-funding-mutations';
export { useRefreshAfterFunding } from './hooks/use-refresh-after-funding';
export { useSourceAccounts } from './hooks/use-source-accounts';
export { bufferedCryptoAmount, displayCryptoAmount, formatPercent, fundingReference, parseUsdAmount } from './lib/amounts';
export { serverMessage } from './lib/errors';
export { directFeeRate } from './lib/requirements';
