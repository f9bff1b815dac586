import type { WithdrawalFailureCode } from '@contract-kit/model';
/**
 * Records of the wallet domain: currency accounts and their movements, chains and their currencies,
 * external withdrawals, on-chain deposits, exchange quotes and on-ramp widget sessions.
 * Money is a decimal string everywhere, as on the wire.
 *
 * Money conservation: for every currency, the sum of the account balances plus the amounts held by
 * processing withdrawals changes only through deposits, on-ramp credits, completed withdrawals (money
 * leaving to the outside world) and exchanges (which move value between currencies). Transfers between
 * users and the creation or failure of a withdrawal never change it.
 */

/** One currency account of a user (spec 02 §3 "Source account": id, alias, currencyId, balance, accountId). */
export interface AccountRecord {
  id: string;
  userId: string;
  currency: string;
  /** Available balance (held withdrawal amounts are already taken off). */
  balance: string;
  alias: string;
  createdAt: string;
  updatedAt: string;
}

export type AccountTransactionCategory = 'deposit' | 'withdrawal' | 'transfer' | 'exchange' | 'onramp' | 'card' | 'adjustment';

/** One movement on a currency account (spec 01 §3 Account transaction). */
export interface AccountTransactionRecord {
  id: string;
  userId: string;
  accountId: string;
  /** The currency of the account that moved (the contract's accountType). */
  currency: string;
  type: 'CREDIT' | 'DEBIT';
  /** Unsigned; the direction is given by type. */
  amount: string;
  description: string;
  category: AccountTransactionCategory;
  reference?: string;
  createdAt: string;
  /** Tie-breaker for movements with the same timestamp (newest first). */
  seq: number;
}

/** A supported chain (spec 01 §3 Blockchain). */
export interface BlockchainRecord {
  id: string;
  eco: 'ethereum' | 'tron';
  name: string;
  fullname: string;
  network: 'mainnet' | 'testnet';
  order: number;
}

/** A currency on one chain (spec 01 §3 Currency). id = `${blockchainId}:${symbol}`. */
export interface ChainCurrencyRecord {
  id: string;
  blockchainId: string;
  symbol: string;
  name: string;
  enable: boolean;
  contractAddress: string | null;
  order: number;
}

export type WithdrawalStatusValue = 'processing' | 'completed' | 'failed';

/** An external withdrawal (spec 01 §3 Withdrawal). While processing, `amount` is held off the balance. */
export interface WithdrawalRecord {
  id: string;
  userId: string;
  accountId: string;
  blockchainId: string;
  currency: string;
  currencyName: string;
  amount: string;
  /** The network fee, taken from the amount. */
  fee: string;
  toAddress: string;
  description: string | null;
  status: WithdrawalStatusValue;
  reason: string | null;
  reasonCode: WithdrawalFailureCode | null;
  txHash: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An on-chain deposit credited to an account address (simulator step and seeded history). */
export interface DepositRecord {
  id: string;
  userId: string;
  accountId: string;
  currency: string;
  amount: string;
  network: string;
  address: string;
  txHash: string;
  createdAt: string;
}

/** An exchange quote valid until expiresAt (spec 02 §3 Exchange quote). */
export interface ExchangeQuoteRecord {
  id: string;
  userId: string;
  baseCurrencyId: string;
  quoteCurrencyId: string;
  type: 'BUY' | 'SELL';
  amount: string;
  baseAmount: string;
  effectiveRate: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

/** A widget session of the on-ramp provider; `completed` once its order credited the account. */
export interface OnrampSessionRecord {
  id: string;
  userId: string;
  providerId: string;
  cryptoCurrency: string;
  network: string;
  fiatCurrency: string;
  fiatAmount: string | null;
  walletAddress: string;
  theme: 'dark' | 'light';
  language: 'en' | 'zh-CN' | 'zh-TW';
  /** Origin of the app that embeds the widget (the page posts its events there). */
  parentOrigin: string | null;
  orderId: string;
  status: 'open' | 'completed';
  fee: string | null;
  cryptoAmount: string | null;
  createdAt: string;
  expiresAt: string;
  completedAt: string | null;
}

declare module '../../store/schema' {
  interface Collections {
    accounts: AccountRecord;
    accountTransactions: AccountTransactionRecord;
    blockchains: BlockchainRecord;
    chainCurrencies: ChainCurrencyRecord;
    withdrawals: WithdrawalRecord;
    deposits: DepositRecord;
    exchangeQuotes: ExchangeQuoteRecord;
    onrampSessions: OnrampSessionRecord;
  }
}
