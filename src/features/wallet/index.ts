export { AccountPanel } from './components/account-panel';
export { useAccountActivity, useRefreshWallet, useUsdRates, useWalletBalances } from './hooks/use-wallet';
export { cryptoSymbols, parseRate, tokenDisplayName } from './lib/balances';
