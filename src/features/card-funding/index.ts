/**
 * Card funding (spec 02 §4 "Funding, staking, repayment", §5, §8, §9): deposit and stake (direct crypto on-chain or
 * account balance), withdraw and unstake in USD, credit repayment (on-chain or USD balance), and the parts the
 * application wizard's funding step shares: the on-chain panel, the account funding form, exchange quotes with the
 * 0.5 % crypto buffer and the card requirements with their fallback.
 */
export { AccountFundingForm, type AccountFundingInput } from './components/account-funding-form';
/** The dialog's code, a chunk of its own: the app's dialog host loads it when the address names the dialog. */
export const loadFundCardDialog = () => import('./components/fund-card-dialog').then((module) => module.FundCardDialog);
export { FundingMethodTabs, type FundingMethod } from './components/funding-method-tabs';
export { OnchainFundingPanel, type OnchainSelection } from './components/onchain-funding-panel';
/** The dialog's code, a chunk of its own: the app's dialog host loads it when the address names the dialog. */
export const loadRepayDialog = () => import('./components/repay-dialog').then((module) => module.RepayDialog);
/** The dialog's code, a chunk of its own: the app's dialog host loads it when the address names the dialog. */
export const loadWithdrawDialog = () => import('./components/withdraw-dialog').then((module) => module.WithdrawDialog);
export { useCardRequirements } from './hooks/use-card-requirements';
export { useDebouncedValue, useExchangeQuote } from './hooks/use-exchange-quote';
export { useAccountDepositToCard } from './hooks/use-funding-mutations';
export { useSourceAccounts } from './hooks/use-source-accounts';
export { bufferedCryptoAmount, displayCryptoAmount, formatPercent, fundingReference, parseUsdAmount } from './lib/amounts';
export { directFeeRate } from './lib/requirements';
