import { randomBytes, randomUUID } from 'node:crypto';
import type * as z from 'zod';
import type {
  GetAccountBalanceQueryParams,
  ListAccountTransactionsQueryParams,
  TransferFundsBody,
} from '@contract-kit/zod';
import type { GetOnrampAvailabilityParams, CreateExchangeBody, EstimateExchangeBody, GetExchangeRateQueryParams, CreateOnrampSessionBody, GetOnrampProvidersQueryParams } from '@contract-kit/zod';
import type {
  CreateWithdrawalBody,
  GetCurrenciesParams,
  GetWithdrawalParams,
  ListWithdrawalsQueryParams,
} from '@contract-kit/zod';
import type {
  CompleteSimulatorOnrampOrderBody,
  CompleteSimulatorOnrampOrderParams,
  SetSimulatorWithdrawalStatusBody,
  SetSimulatorWithdrawalStatusParams,
  SimulateDepositBody,
} from '@contract-kit/zod';
import { Big, dec, toDecimalString } from '@contract-kit/money';
import type { Clock } from '../core/clock';
import type { Domain } from '../core/domain';
import { badRequest, conflict, errorResponse, forbidden, notFound, ok } from '../core/errors';
import { requireSession, type Handler, type HandlerContext, type MockResponse } from '../core/types';
import { serveOnrampPage } from '../pages/onramp';
import type {
  AccountRecord,
  AccountTransactionCategory,
  AccountTransactionRecord,
  ChainCurrencyRecord,
  OnrampSessionRecord,
  WithdrawalRecord,
} from '../store/records/wallet';
import '../store/records/wallet';
import type { UserRecord } from '../store/schema';
import type { Store } from '../store/store';
import {
  CURRENCY_NAMES,
  depositAddressesFor,
  ecoOf,
  ONRAMP_PROVIDER,
  seedWallet,
  txHashFor,
  USD_RATES,
} from '../store/seed/wallet';

/* ============================================================================================================
 * Business constants (spec 01 §5, §9) — the app has its own copies in its features' lib/constants.ts.
 * ========================================================================================================== */

/** Minimum withdrawal: 10 for tokens whose symbol contains USD, otherwise 0.001 (spec 01 §5, §9). */
export const USD_TOKEN_MINIMUM = '10';
export const OTHER_TOKEN_MINIMUM = '0.001';
/** The service layer's absolute minimum (spec 01 §5). */
export const ABSOLUTE_MINIMUM = '0.000001';
/** A rolling 24 h withdrawal limit, in USD at the mock's rates (the "limit/exceeded" error of spec 01 §8). */
export const DAILY_WITHDRAWAL_LIMIT_USD = '10000';
/** Exchange spread: 0.5 % (spec 02 §8: fallback amount × 1.005). */
export const EXCHANGE_SPREAD = '0.005';
export const QUOTE_VALIDITY_MS = 60_000;
export const RATE_VALIDITY_MS = 60_000;
export const ONRAMP_SESSION_VALIDITY_MS = 30 * 60_000;
/** At most this many widget sessions per user and minute (RATE_LIMIT_EXCEEDED beyond). */
export const ONRAMP_SESSIONS_PER_MINUTE = 10;

const ETHEREUM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const TRON_ADDRESS = /^T[0-9A-Za-z]{33}$/;

export function minimumWithdrawal(symbol: string): string {
  return symbol.toUpperCase().includes('USD') ? USD_TOKEN_MINIMUM : OTHER_TOKEN_MINIMUM;
}

export function isValidAddressFor(eco: 'ethereum' | 'tron', address: string): boolean {
  return eco === 'tron' ? TRON_ADDRESS.test(address) : ETHEREUM_ADDRESS.test(address);
}

/** Only enabled tokens that have a contract address are withdrawable (spec 01 §5). */
export function isWithdrawable(currency: Pick<ChainCurrencyRecord, 'enable' | 'contractAddress'>): boolean {
  return currency.enable && currency.contractAddress !== null && currency.contractAddress !== '';
}

/* ============================================================================================================
 * Ledger — exported for the other domains (cards fund from and repay to these accounts).
 * ========================================================================================================== */

export class InsufficientFundsError extends Error {
  constructor(readonly currency: string) {
    super('Insufficient balance');
    this.name = 'InsufficientFundsError';
  }
}

export function findAccount(store: Store, userId: string, currency: string): AccountRecord | undefined {
  return store.find('accounts', (account) => account.userId === userId && account.currency === currency);
}

export function listAccounts(store: Store, userId: string): AccountRecord[] {
  return store.filter('accounts', (account) => account.userId === userId).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.currency.localeCompare(b.currency));
}

/** The user's account for a currency, opened (with a zero balance) when it does not exist yet. */
export function ensureAccount(store: Store, clock: Clock, userId: string, currency: string): AccountRecord {
  const existing = findAccount(store, userId, currency);
  if (existing) return existing;
  const now = clock.now().toISOString();
  return store.put('accounts', {
    id: `acc-${currency.toLowerCase()}-${randomBytes(4).toString('hex')}`,
    userId,
    currency,
    balance: '0',
    alias: `${currency} account`,
    createdAt: now,
    updatedAt: now,
  });
}

export interface MovementInput {
  userId: string;
  currency: string;
  type: 'CREDIT' | 'DEBIT';
  amount: string | Big;
  description: string;
  category: AccountTransactionCategory;
  reference?: string;
}

/**
 * Moves money on one account and records the account transaction, atomically with the request's other
 * writes. A DEBIT above the balance throws InsufficientFundsError (check first to answer 422).
 */
export function postMovement(store: Store, clock: Clock, input: MovementInput): { account: AccountRecord; transaction: AccountTransactionRecord } {
  const amount = dec(input.amount);
  if (amount.lte(0)) throw new Error(`wallet: a movement needs a positive amount (got ${amount.toFixed()})`);
  const account = ensureAccount(store, clock, input.userId, input.currency);
  const balance = dec(account.balance);
  if (input.type === 'DEBIT' && amount.gt(balance)) throw new InsufficientFundsError(input.currency);
  const now = clock.now().toISOString();
  const updated = store.put('accounts', {
    ...account,
    balance: toDecimalString(input.type === 'CREDIT' ? balance.plus(amount) : balance.minus(amount)),
    updatedAt: now,
  });
  const transaction = store.put('accountTransactions', {
    id: `atx-${randomBytes(8).toString('hex')}`,
    userId: input.userId,
    accountId: account.id,
    currency: input.currency,
    type: input.type,
    amount: toDecimalString(amount),
    description: input.description.slice(0, 255),
    category: input.category,
    ...(input.reference ? { reference: input.reference } : {}),
    createdAt: now,
    seq: store.count('accountTransactions') + 1,
  });
  return { account: updated, transaction };
}

export function balancesOf(store: Store, userId: string): Record<string, { amount: string; accountId: string }> {
  const balances: Record<string, { amount: string; accountId: string }> = {};
  for (const account of listAccounts(store, userId)) balances[account.currency] = { amount: account.balance, accountId: account.id };
  return balances;
}

type Emit = HandlerContext['emit'];

export function emitBalanceChanged(store: Store, emit: Emit, userId: string): void {
  emit({ type: 'balance.changed', userId, payload: { balances: balancesOf(store, userId) } });
}

export function usdRate(symbol: string): Big | null {
  const rate = USD_RATES[symbol];
  return rate === undefined ? null : dec(rate);
}

/* ============================================================================================================
 * Views (the contract's shapes)
 * ========================================================================================================== */

const transactionView = (record: AccountTransactionRecord) => ({
  id: record.id,
  type: record.type,
  accountType: record.currency,
  amount: record.amount,
  description: record.description,
  createdAt: record.createdAt,
  category: record.category,
  ...(record.reference ? { reference: record.reference } : {}),
});

export const withdrawalView = (record: WithdrawalRecord) => ({
  id: record.id,
  createdAt: record.createdAt,
  amount: record.amount,
  status: record.status,
  currency: { symbol: record.currency, name: record.currencyName },
  to: { address: record.toAddress },
  blockchainId: record.blockchainId,
  ...(record.txHash ? { txHash: record.txHash } : {}),
  ...(record.status === 'failed' && record.reason ? { reason: record.reason } : {}),
});

const currencyView = (record: ChainCurrencyRecord) => ({
  symbol: record.symbol,
  name: record.name,
  enable: record.enable,
  contractAddress: record.contractAddress,
});

const byNewest = <T extends { createdAt: string; id: string }>(a: T, b: T) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/* ============================================================================================================
 * Accounts: balances, addresses, transactions, transfer
 * ========================================================================================================== */

const getAccountBalance: Handler<never, z.infer<typeof GetAccountBalanceQueryParams>> = (context) => {
  const { user } = requireSession(context);
  if (context.query.profileId !== undefined && context.query.profileId !== user.profileId) return forbidden();
  return ok({ success: true, balances: balancesOf(context.store, user.id), updatedAt: context.clock.now().toISOString() });
};

const getAccountAddresses: Handler = (context) => {
  const { user } = requireSession(context);
  return ok({ success: true, data: depositAddressesFor(user.id) });
};

const listAccountTransactions: Handler<never, z.infer<typeof ListAccountTransactionsQueryParams>> = (context) => {
  const { user } = requireSession(context);
  const { skip, take } = context.query;
  const all = context.store.filter('accountTransactions', (record) => record.userId === user.id).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.seq - a.seq);
  return ok({ transactions: all.slice(skip, skip + take).map(transactionView), skip, take, total: all.length });
};

const findUserByEmail = (store: Store, email: string): UserRecord | undefined => {
  const wanted = email.trim().toLowerCase();
  return store.find('users', (candidate) => candidate.email === wanted);
};

const rule = (status: number, message: string, code: string) => errorResponse(status, message, { code, errorCode: code });

const transferFunds: Handler<never, never, z.infer<typeof TransferFundsBody>> = (context) => {
  const { user } = requireSession(context);
  const { store, clock, body } = context;
  const currency = body.currency;
  const amount = dec(body.amount);
  if (currency === 'USD') return rule(422, 'USD cannot be transferred to another user', 'CurrencyNotTransferable');
  const recipientEmail = body.destinationEmail.trim().toLowerCase();
  if (recipientEmail === user.email) return rule(422, 'You cannot transfer to yourself', 'SelfTransfer');
  const recipient = findUserByEmail(store, recipientEmail);
  if (!recipient) return rule(404, 'Recipient not found', 'RecipientNotFound');
  const account = findAccount(store, user.id, currency);
  if (!account || amount.gt(dec(account.balance))) return rule(422, 'Insufficient balance', 'InsufficientBalance');

  const id = `trf-${randomBytes(6).toString('hex')}`;
  const note = body.description?.trim();
  const suffix = note ? `: ${note}` : '';
  const shown = toDecimalString(amount);
  postMovement(store, clock, { userId: user.id, currency, type: 'DEBIT', amount, description: `Transfer to ${recipient.email}${suffix}`, category: 'transfer', reference: id });
  postMovement(store, clock, { userId: recipient.id, currency, type: 'CREDIT', amount, description: `Transfer from ${user.email}${suffix}`, category: 'transfer', reference: id });
  emitBalanceChanged(store, context.emit, user.id);
  emitBalanceChanged(store, context.emit, recipient.id);
  return ok({
    success: true,
    data: {
      message: `Transfer of ${shown} ${currency} to ${recipient.email} completed`,
      id,
      currency,
      amount: shown,
      destinationEmail: recipient.email,
      ...(note ? { description: note } : {}),
      createdAt: clock.now().toISOString(),
    },
  });
};

/* ============================================================================================================
 * Crypto: blockchains, currencies, withdrawals
 * ========================================================================================================== */

const sortedChains = (store: Store) => store.list('blockchains').sort((a, b) => a.order - b.order);

const getBlockchains: Handler = ({ store }) =>
  ok({ success: true, data: sortedChains(store).map(({ id, eco, name, fullname, network }) => ({ id, eco, name, fullname, network })) });

const getCurrencies: Handler<z.infer<typeof GetCurrenciesParams>> = ({ store, params }) => {
  if (!store.get('blockchains', params.id)) return notFound('Blockchain not found');
  const currencies = store.filter('chainCurrencies', (record) => record.blockchainId === params.id).sort((a, b) => a.order - b.order);
  return ok({ success: true, data: currencies.map(currencyView) });
};

const listWithdrawals: Handler<never, z.infer<typeof ListWithdrawalsQueryParams>> = (context) => {
  const { user } = requireSession(context);
  const { skip, take } = context.query;
  const all = context.store.filter('withdrawals', (record) => record.userId === user.id).sort(byNewest);
  return ok({ success: true, data: { data: all.slice(skip, skip + take).map(withdrawalView), skip, take, total: all.length } });
};

const getWithdrawal: Handler<z.infer<typeof GetWithdrawalParams>> = (context) => {
  const { user } = requireSession(context);
  const record = context.store.get('withdrawals', context.params.id);
  if (!record || record.userId !== user.id) return notFound('Withdrawal not found');
  return ok({ success: true, data: withdrawalView(record) });
};

/** USD value of the user's withdrawals (processing or completed) created in the last 24 h. */
function withdrawnLastDay(store: Store, userId: string, nowMs: number): Big {
  let total = new Big(0);
  for (const record of store.values('withdrawals')) {
    if (record.userId !== userId || record.status === 'failed') continue;
    if (nowMs - Date.parse(record.createdAt) > 86_400_000) continue;
    total = total.plus(dec(record.amount).times(usdRate(record.currency) ?? 1));
  }
  return total;
}

const sameAddress = (eco: 'ethereum' | 'tron', a: string, b: string) => (eco === 'ethereum' ? a.toLowerCase() === b.toLowerCase() : a === b);

const createWithdrawal: Handler<never, never, z.infer<typeof CreateWithdrawalBody>> = (context) => {
  const { user } = requireSession(context);
  const { store, clock, body } = context;
  if (!user.withdrawalAvailable) {
    return rule(403, user.withdrawalReason ?? 'Withdrawals are not available for your account', 'WithdrawalUnavailable');
  }
  const chain = store.get('blockchains', body.blockchainId);
  if (!chain) return notFound(`Blockchain ${body.blockchainId} not found`);
  const currency = store.get('chainCurrencies', `${chain.id}:${body.currency}`);
  if (!currency) return notFound(`Currency ${body.currency} not found on blockchain ${chain.id}`);
  if (!isWithdrawable(currency)) return rule(422, `${currency.symbol} cannot be withdrawn on ${chain.name} right now`, 'CurrencyNotWithdrawable');
  const account = findAccount(store, user.id, currency.symbol);
  if (body.fromAccountId !== undefined && (!account || account.id !== body.fromAccountId)) return notFound('Account not found');
  if (!isValidAddressFor(chain.eco, body.toAddress)) return rule(422, `Invalid destination address for ${chain.name}`, 'InvalidAddress');

  const amount = dec(body.amount);
  const minimum = dec(minimumWithdrawal(currency.symbol));
  if (amount.lt(ABSOLUTE_MINIMUM) || amount.lt(minimum)) {
    return rule(422, `Amount is below the minimum withdrawal of ${minimum.toFixed()} ${currency.symbol}`, 'AmountTooSmall');
  }

  // Spec 01 §9 "identical in-flight withdrawals are merged": retries of one submission share its Idempotency-Key
  // and get its answer (mock-server/core/idempotency.ts); a new submission is a new withdrawal.
  const description = body.description?.trim() || null;
  if (!account || amount.gt(dec(account.balance))) return rule(422, 'Insufficient balance for withdrawal', 'InsufficientBalance');
  const usd = amount.times(usdRate(currency.symbol) ?? 1);
  if (withdrawnLastDay(store, user.id, clock.nowMs()).plus(usd).gt(DAILY_WITHDRAWAL_LIMIT_USD)) {
    return rule(422, `Daily withdrawal limit of ${DAILY_WITHDRAWAL_LIMIT_USD} USD exceeded`, 'LimitExceeded');
  }

  const now = clock.now().toISOString();
  const id = `wd-${randomBytes(6).toString('hex')}`;
  // The amount is held at once: it leaves the balance now and comes back only if the withdrawal fails.
  postMovement(store, clock, {
    userId: user.id,
    currency: currency.symbol,
    type: 'DEBIT',
    amount,
    description: `Withdrawal to ${body.toAddress} (${chain.name})`,
    category: 'withdrawal',
    reference: id,
  });
  const record = store.put('withdrawals', {
    id,
    userId: user.id,
    accountId: account.id,
    blockchainId: chain.id,
    currency: currency.symbol,
    currencyName: CURRENCY_NAMES[currency.symbol] ?? currency.name,
    amount: toDecimalString(amount),
    toAddress: body.toAddress,
    description,
    status: 'processing',
    reason: null,
    txHash: null,
    createdAt: now,
    updatedAt: now,
  });
  context.emit({ type: 'withdrawal.status-changed', userId: user.id, id, payload: withdrawalView(record) });
  emitBalanceChanged(store, context.emit, user.id);
  return ok({ success: true, data: withdrawalView(record) }, 201);
};

/** Moves a processing withdrawal to completed or failed (failed gives the held amount back). */
export function settleWithdrawal(
  store: Store,
  clock: Clock,
  emit: Emit,
  id: string,
  status: 'completed' | 'failed',
  reason?: string,
): MockResponse {
  const record = store.get('withdrawals', id);
  if (!record) return notFound('Withdrawal not found');
  if (record.status !== 'processing') return conflict(`Withdrawal is already ${record.status}`);
  const now = clock.now().toISOString();
  const updated = store.put('withdrawals', {
    ...record,
    status,
    reason: status === 'failed' ? reason?.trim() || 'Withdrawal rejected by the blockchain' : null,
    txHash: status === 'completed' ? txHashFor(ecoOf(record.blockchainId), `${record.id}:${now}`) : null,
    updatedAt: now,
  });
  if (status === 'failed') {
    postMovement(store, clock, {
      userId: record.userId,
      currency: record.currency,
      type: 'CREDIT',
      amount: record.amount,
      description: `Refund of failed withdrawal ${record.id}`,
      category: 'withdrawal',
      reference: record.id,
    });
  }
  emit({ type: 'withdrawal.status-changed', userId: record.userId, id: record.id, payload: withdrawalView(updated) });
  if (status === 'failed') emitBalanceChanged(store, emit, record.userId);
  return ok(withdrawalView(updated));
}

const setSimulatorWithdrawalStatus: Handler<z.infer<typeof SetSimulatorWithdrawalStatusParams>, never, z.infer<typeof SetSimulatorWithdrawalStatusBody>> = (context) =>
  settleWithdrawal(context.store, context.clock, context.emit, context.params.id, context.body.status, context.body.reason);

/* ============================================================================================================
 * Availability
 * ========================================================================================================== */

const getWithdrawalAvailability: Handler<z.infer<typeof GetOnrampAvailabilityParams>> = (context) => {
  const { user } = requireSession(context);
  if (context.params.userId !== user.id) return forbidden();
  return ok({ available: user.withdrawalAvailable, reason: user.withdrawalAvailable ? null : (user.withdrawalReason ?? 'Withdrawals are not available for your account') });
};

const getOnrampAvailability: Handler<z.infer<typeof GetOnrampAvailabilityParams>> = (context) => {
  const { user } = requireSession(context);
  if (context.params.userId !== user.id) return forbidden();
  return ok({ available: user.onrampAvailable, reason: user.onrampAvailable ? null : (user.onrampReason ?? 'Service not available in your region') });
};

/* ============================================================================================================
 * Exchange
 * ========================================================================================================== */

const EXCHANGEABLE = new Set(['USDT', 'USDC', 'LOOK']);

function pairRate(base: string, quote: string): Big | null {
  const b = usdRate(base);
  const q = usdRate(quote);
  if (!b || !q || q.eq(0)) return null;
  return b.div(q).round(18, Big.roundDown);
}

const getExchangeRate: Handler<never, z.infer<typeof GetExchangeRateQueryParams>> = ({ query, clock }) => {
  const rate = pairRate(query.baseCurrency, query.quoteCurrency);
  if (!rate || rate.lte(0)) return notFound(`No exchange rate for ${query.baseCurrency}/${query.quoteCurrency}`);
  const expiresAt = new Date(clock.nowMs() + RATE_VALIDITY_MS).toISOString();
  const value = toDecimalString(rate);
  // Volatile coins answer the nested shape (rate.rate) that some backends use; the client reads both.
  const nested = !['USD', 'USDT', 'USDC', 'LOOK'].includes(query.baseCurrency);
  return ok({
    success: true,
    rate: nested ? { rate: value, expiresAt } : value,
    baseCurrency: query.baseCurrency,
    quoteCurrency: query.quoteCurrency,
    expiresAt,
  });
};

interface Quote {
  effectiveRate: Big;
  baseAmount: Big;
}

/** SELL: the base needed to obtain `amount` of USD; BUY: the base bought with `amount` of USD. */
function quote(base: string, type: 'BUY' | 'SELL', amount: Big): Quote | null {
  const rate = usdRate(base);
  if (!rate) return null;
  if (type === 'SELL') {
    const effectiveRate = rate.times(dec('1').minus(EXCHANGE_SPREAD));
    return { effectiveRate, baseAmount: amount.div(effectiveRate).round(6, Big.roundUp) };
  }
  const effectiveRate = rate.times(dec('1').plus(EXCHANGE_SPREAD));
  return { effectiveRate, baseAmount: amount.div(effectiveRate).round(6, Big.roundDown) };
}

const estimateExchange: Handler<never, never, z.infer<typeof EstimateExchangeBody>> = (context) => {
  const { user } = requireSession(context);
  const { body, store, clock } = context;
  const amount = dec(body.amount);
  const result = quote(body.baseCurrencyId, body.type, amount);
  if (!result || result.baseAmount.lte(0)) return rule(422, `Exchange for ${body.baseCurrencyId} is temporarily unavailable`, 'ExchangeUnavailable');
  const now = clock.nowMs();
  const record = store.put('exchangeQuotes', {
    id: `q-${randomBytes(6).toString('hex')}`,
    userId: user.id,
    baseCurrencyId: body.baseCurrencyId,
    quoteCurrencyId: body.quoteCurrencyId,
    type: body.type,
    amount: toDecimalString(amount),
    baseAmount: toDecimalString(result.baseAmount),
    effectiveRate: toDecimalString(result.effectiveRate),
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + QUOTE_VALIDITY_MS).toISOString(),
    usedAt: null,
  });
  return ok({
    success: true,
    data: {
      quoteId: record.id,
      effectiveRate: record.effectiveRate,
      amount: record.amount,
      baseAmount: record.baseAmount,
      type: record.type,
      expiresAt: record.expiresAt,
    },
  });
};

const createExchange: Handler<never, never, z.infer<typeof CreateExchangeBody>> = (context) => {
  const { user } = requireSession(context);
  const { body, store, clock } = context;
  if (body.quoteCurrencyId !== 'USD' || !EXCHANGEABLE.has(body.baseCurrencyId)) {
    return rule(422, 'Only USDT, USDC and LOOK can be exchanged against USD', 'UnsupportedPair');
  }
  const amount = dec(body.amount);
  let effectiveRate: Big;
  let baseAmount: Big;
  let quoteId: string | undefined;
  if (body.quoteId) {
    const saved = store.get('exchangeQuotes', body.quoteId);
    if (!saved || saved.userId !== user.id) return notFound('Quote not found');
    if (saved.usedAt || Date.parse(saved.expiresAt) <= clock.nowMs()) return rule(422, 'Quote has expired', 'QuoteExpired');
    if (saved.baseCurrencyId !== body.baseCurrencyId || saved.type !== body.type || !dec(saved.amount).eq(amount)) {
      return rule(422, 'The quote does not match this exchange', 'QuoteMismatch');
    }
    effectiveRate = dec(saved.effectiveRate);
    baseAmount = dec(saved.baseAmount);
    quoteId = saved.id;
    store.put('exchangeQuotes', { ...saved, usedAt: clock.now().toISOString() });
  } else {
    const fresh = quote(body.baseCurrencyId, body.type, amount);
    if (!fresh) return rule(422, `Exchange for ${body.baseCurrencyId} is temporarily unavailable`, 'ExchangeUnavailable');
    ({ effectiveRate, baseAmount } = fresh);
  }
  const [debitCurrency, debitAmount, creditCurrency, creditAmount] =
    body.type === 'SELL' ? [body.baseCurrencyId, baseAmount, 'USD', amount] : ['USD', amount, body.baseCurrencyId, baseAmount];
  const source = findAccount(store, user.id, debitCurrency);
  if (!source || debitAmount.gt(dec(source.balance))) return rule(422, 'Insufficient balance', 'InsufficientBalance');
  if (creditAmount.lte(0)) return rule(422, 'The amount is too small to exchange', 'AmountTooSmall');
  const id = `ex-${randomBytes(6).toString('hex')}`;
  const label = `Exchange ${toDecimalString(debitAmount)} ${debitCurrency} to ${creditCurrency}`;
  postMovement(store, clock, { userId: user.id, currency: debitCurrency, type: 'DEBIT', amount: debitAmount, description: label, category: 'exchange', reference: id });
  postMovement(store, clock, { userId: user.id, currency: creditCurrency, type: 'CREDIT', amount: creditAmount, description: label, category: 'exchange', reference: id });
  emitBalanceChanged(store, context.emit, user.id);
  return ok({
    success: true,
    data: {
      id,
      ...(quoteId ? { quoteId } : {}),
      baseCurrencyId: body.baseCurrencyId,
      quoteCurrencyId: body.quoteCurrencyId,
      type: body.type,
      amount: toDecimalString(amount),
      baseAmount: toDecimalString(baseAmount),
      effectiveRate: toDecimalString(effectiveRate),
      createdAt: clock.now().toISOString(),
    },
  });
};

/* ============================================================================================================
 * On-ramp
 * ========================================================================================================== */

const providerView = () => {
  const { orderPrefix: _prefix, environment: _environment, ...provider } = ONRAMP_PROVIDER;
  return { ...provider, supportedCurrencies: [...provider.supportedCurrencies], supportedNetworks: [...provider.supportedNetworks], supportedFiatCurrencies: [...provider.supportedFiatCurrencies], features: [...provider.features] };
};

/** The provider delivers a currency on a network only where the chain has it enabled. */
function providerSupports(store: Store, crypto?: string, network?: string, fiat?: string): boolean {
  const provider = ONRAMP_PROVIDER;
  if (crypto && !(provider.supportedCurrencies as readonly string[]).includes(crypto)) return false;
  if (network && !(provider.supportedNetworks as readonly string[]).includes(network)) return false;
  if (fiat && !(provider.supportedFiatCurrencies as readonly string[]).includes(fiat)) return false;
  if (crypto && network) {
    const currency = store.get('chainCurrencies', `${network}:${crypto}`);
    if (!currency?.enable) return false;
  }
  return true;
}

const onrampUnavailable = (user: UserRecord) =>
  rule(403, user.onrampReason ?? 'Service not available in your region', 'UNSUPPORTED_REGION');

const getOnrampProviders: Handler<never, z.infer<typeof GetOnrampProvidersQueryParams>> = (context) => {
  const { user } = requireSession(context);
  if (!user.onrampAvailable) return onrampUnavailable(user);
  const { cryptoCurrency, network, fiatCurrency } = context.query;
  const data = providerSupports(context.store, cryptoCurrency, network, fiatCurrency) ? [providerView()] : [];
  return ok({ success: true, data });
};

function originOf(request: HandlerContext['request']): string {
  const host = request.headers['x-forwarded-host'] ?? request.headers['host'] ?? '127.0.0.1:4010';
  const protocol = request.headers['x-forwarded-proto'] ?? 'http';
  return `${protocol.split(',')[0]?.trim() ?? 'http'}://${host.split(',')[0]?.trim() ?? host}`;
}

function parentOriginOf(request: HandlerContext['request']): string | null {
  const origin = request.headers['origin'];
  if (origin && origin !== 'null') return origin;
  const referer = request.headers['referer'];
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

const createOnrampSession: Handler<never, never, z.infer<typeof CreateOnrampSessionBody>> = (context) => {
  const { user } = requireSession(context);
  const { store, clock, body, request } = context;
  if (!user.onrampAvailable) return onrampUnavailable(user);
  if (body.providerId !== ONRAMP_PROVIDER.id) return notFound('Provider not found');
  const now = clock.nowMs();
  const recent = store.filter('onrampSessions', (session) => session.userId === user.id && now - Date.parse(session.createdAt) < 60_000).length;
  if (recent >= ONRAMP_SESSIONS_PER_MINUTE) {
    return errorResponse(429, 'Too many requests, please try again later', { code: 'RATE_LIMIT_EXCEEDED', errorCode: 'RATE_LIMIT_EXCEEDED', retryAfterSeconds: 60 });
  }
  const invalid = (message: string) => rule(422, message, 'INVALID_CONFIG');
  if (!providerSupports(store, body.cryptoCurrency, body.network, body.fiatCurrency)) {
    return invalid(`${ONRAMP_PROVIDER.displayName} does not deliver ${body.cryptoCurrency} on ${body.network} for ${body.fiatCurrency}`);
  }
  const expected = depositAddressesFor(user.id)[ecoOf(body.network)];
  if (!sameAddress(ecoOf(body.network), expected, body.walletAddress)) return invalid('The wallet address is not your deposit address on this network');
  if (body.fiatAmount !== undefined) {
    const fiat = dec(body.fiatAmount);
    if (fiat.lt(ONRAMP_PROVIDER.limits.min) || fiat.gt(ONRAMP_PROVIDER.limits.max)) {
      return invalid(`Amount must be between ${ONRAMP_PROVIDER.limits.min} and ${ONRAMP_PROVIDER.limits.max} ${body.fiatCurrency}`);
    }
  }
  const code = randomBytes(6).toString('hex');
  const id = `ors-${code}`;
  const theme = body.theme ?? 'dark';
  const language = body.language ?? 'en';
  const record: OnrampSessionRecord = store.put('onrampSessions', {
    id,
    userId: user.id,
    providerId: ONRAMP_PROVIDER.id,
    cryptoCurrency: body.cryptoCurrency,
    network: body.network,
    fiatCurrency: body.fiatCurrency,
    fiatAmount: body.fiatAmount ?? null,
    walletAddress: body.walletAddress,
    theme,
    language,
    parentOrigin: parentOriginOf(request),
    orderId: `${ONRAMP_PROVIDER.orderPrefix}-${code.toUpperCase()}`,
    status: 'open',
    fee: null,
    cryptoAmount: null,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + ONRAMP_SESSION_VALIDITY_MS).toISOString(),
    completedAt: null,
  });
  const widgetUrl = `${originOf(request)}/mock-pages/onramp/${encodeURIComponent(id)}?theme=${theme}&lang=${language}`;
  return ok(
    {
      success: true,
      data: { sessionId: record.id, widgetUrl, expiresAt: record.expiresAt, orderPrefix: ONRAMP_PROVIDER.orderPrefix, environment: ONRAMP_PROVIDER.environment },
    },
    201,
  );
};

/** The provider fee (fiat × percentage + fixed, rounded up to cents) and the crypto delivered for the rest. */
export function onrampOutcome(fiatAmount: string, fiatCurrency: string, cryptoCurrency: string): { fee: Big; cryptoAmount: Big } | null {
  const fiat = dec(fiatAmount);
  const fee = fiat.times(ONRAMP_PROVIDER.fees.percentage).plus(ONRAMP_PROVIDER.fees.fixed).round(2, Big.roundUp);
  const fiatRate = usdRate(fiatCurrency === 'USD' ? 'USD' : fiatCurrency) ?? dec('1');
  const cryptoRate = usdRate(cryptoCurrency);
  if (!cryptoRate) return null;
  const cryptoAmount = fiat.minus(fee).times(fiatRate).div(cryptoRate).round(6, Big.roundDown);
  return { fee, cryptoAmount };
}

const completeSimulatorOnrampOrder: Handler<z.infer<typeof CompleteSimulatorOnrampOrderParams>, never, z.infer<typeof CompleteSimulatorOnrampOrderBody>> = (context) => {
  const { store, clock, params, body } = context;
  const session = store.get('onrampSessions', params.sessionId);
  if (!session) return notFound('On-ramp session not found');
  if (session.status === 'completed') return conflict('This session has already completed an order');
  if (Date.parse(session.expiresAt) <= clock.nowMs()) return rule(422, 'The payment session has expired', 'TRANSACTION_FAILED');
  const fiat = dec(body.fiatAmount);
  const { min, max } = ONRAMP_PROVIDER.limits;
  if (fiat.lt(min) || fiat.gt(max)) return rule(422, `Amount must be between ${min} and ${max} ${session.fiatCurrency}`, 'TRANSACTION_FAILED');
  const outcome = onrampOutcome(body.fiatAmount, session.fiatCurrency, session.cryptoCurrency);
  if (!outcome || outcome.cryptoAmount.lte(0)) return rule(422, 'Payment could not be processed', 'PAYMENT_FAILED');
  const now = clock.now().toISOString();
  const { account } = postMovement(store, clock, {
    userId: session.userId,
    currency: session.cryptoCurrency,
    type: 'CREDIT',
    amount: outcome.cryptoAmount,
    description: `Card purchase via ${ONRAMP_PROVIDER.displayName} (${toDecimalString(fiat)} ${session.fiatCurrency})`,
    category: 'onramp',
    reference: session.orderId,
  });
  const completed = store.put('onrampSessions', {
    ...session,
    status: 'completed',
    fiatAmount: toDecimalString(fiat),
    fee: toDecimalString(outcome.fee),
    cryptoAmount: toDecimalString(outcome.cryptoAmount),
    completedAt: now,
  });
  context.emit({
    type: 'deposit.credited',
    userId: session.userId,
    id: session.orderId,
    payload: { currency: session.cryptoCurrency, amount: toDecimalString(outcome.cryptoAmount), accountId: account.id },
  });
  emitBalanceChanged(store, context.emit, session.userId);
  return ok({
    success: true,
    data: {
      orderId: completed.orderId,
      sessionId: completed.id,
      status: 'completed',
      fiatAmount: fiat.toFixed(2),
      fiatCurrency: completed.fiatCurrency,
      fee: toDecimalString(outcome.fee),
      cryptoAmount: toDecimalString(outcome.cryptoAmount),
      cryptoCurrency: completed.cryptoCurrency,
      network: completed.network,
      walletAddress: completed.walletAddress,
      completedAt: now,
    },
  });
};

/* ============================================================================================================
 * Simulator: on-chain deposits
 * ========================================================================================================== */

const simulateDeposit: Handler<never, never, z.infer<typeof SimulateDepositBody>> = (context) => {
  const { store, clock, body } = context;
  if (!body.userId && !body.email) {
    return badRequest('userId or email is required', [{ path: 'body.userId', message: 'userId or email is required' }], 'UserRequired');
  }
  const user = body.userId ? store.get('users', body.userId) : findUserByEmail(store, body.email ?? '');
  if (!user || (body.email && user.email !== body.email.trim().toLowerCase())) return notFound('User not found');
  const chain = store.get('blockchains', body.network);
  const currency = store.get('chainCurrencies', `${body.network}:${body.currency}`);
  if (!chain || !currency?.enable) return rule(422, `${body.currency} is not available on ${body.network}`, 'UnsupportedCurrency');
  const amount = dec(body.amount);
  const address = depositAddressesFor(user.id)[chain.eco];
  const id = `dep-${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const txHash = txHashFor(chain.eco, `${id}:${clock.nowMs()}`);
  const { account } = postMovement(store, clock, {
    userId: user.id,
    currency: currency.symbol,
    type: 'CREDIT',
    amount,
    description: `Deposit on ${chain.name}`,
    category: 'deposit',
    reference: txHash,
  });
  const createdAt = clock.now().toISOString();
  store.put('deposits', { id, userId: user.id, accountId: account.id, currency: currency.symbol, amount: toDecimalString(amount), network: chain.id, address, txHash, createdAt });
  context.emit({ type: 'deposit.credited', userId: user.id, id, payload: { currency: currency.symbol, amount: toDecimalString(amount), accountId: account.id } });
  emitBalanceChanged(store, context.emit, user.id);
  return ok(
    {
      success: true,
      data: { id, userId: user.id, accountId: account.id, currency: currency.symbol, amount: toDecimalString(amount), network: chain.id, address, txHash, balance: account.balance, createdAt },
    },
    201,
  );
};

/* ============================================================================================================
 * The domain
 * ========================================================================================================== */

export const walletDomain: Domain = {
  name: 'wallet',
  handlers: {
    getAccountBalance,
    getAccountAddresses,
    transferFunds,
    listAccountTransactions,
    getBlockchains,
    getCurrencies,
    listWithdrawals,
    createWithdrawal,
    getWithdrawal,
    getWithdrawalAvailability,
    getOnrampAvailability,
    createExchange,
    getExchangeRate,
    estimateExchange,
    getOnrampProviders,
    createOnrampSession,
    setSimulatorWithdrawalStatus,
    simulateDeposit,
    completeSimulatorOnrampOrder,
  } as Domain['handlers'],
  seed: seedWallet,
  page: (req, res, url, services) => serveOnrampPage(req, res, url, services),
};
