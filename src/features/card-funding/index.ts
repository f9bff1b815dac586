/**
 * Card funding (spec 02 §4 "Funding, staking, repayment", §5, §8, §9): deposit and stake (direct crypto on-chain or
 * account balance), withdraw and unstake in USD, credit repayment (on-chain or USD balance), and the parts the
 * application wizard's funding step shares: the on-chain panel, the account funding form, exchange quotes with the
 * 0.5 % crypto buffer and the card requirements with their fallback.
 */
export { AccountFundingForm, type AccountFundingInput } from './components/account-funding-form';
export { FundingMethodTabs, type FundingMethod } from './components/funding-method-tabs';
export { OnchainFundingPanel, type OnchainSelection } from './components/onchain-funding-panel';
export { useCardRequirements } from './hooks/use-card-requirements';
export { useDebouncedValue, useExchangeQuote } from './hooks/use-exchange-quote';
export { useAccountDepositToCard } from './hooks/use-funding-mutations';
export { useSourceAccounts } from './hooks/use-source-accounts';
export { bufferedCryptoAmount, displayCryptoAmount, formatPercent, fundingReference, parseUsdAmount } from './lib/amounts';
export { directFeeRate } from './lib/requirements';
