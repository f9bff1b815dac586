export { AccountPanel } from './components/account-panel';
export { useAccountActivity, useRefreshWallet, useUsdRates, useWalletBalances, walletBalancesQueryOptions } from './hooks/use-wallet';
export { cryptoSymbols, parseRate, tokenDisplayName } from './lib/balances';
