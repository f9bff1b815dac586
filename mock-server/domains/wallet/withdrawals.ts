import type * as z from 'zod';
import type { WithdrawalFailureCode } from '@contract-kit/model';
import type {
  CreateWithdrawalBody,
  ExportWithdrawalsQueryParams,
  GetCurrenciesParams,
  GetOnrampAvailabilityParams,
  GetWithdrawalFeeQueryParams,
  GetWithdrawalParams,
  ListWithdrawalsQueryParams,
} from '@contract-kit/zod';
import { Big, dec, toDecimalString } from '@contract-kit/money';
import { ABSOLUTE_MINIMUM, isAboveFee, isValidAddress, isWithdrawable, minimumWithdrawal, withdrawalFailureCode } from '@contract-kit/rules/wallet';
import type { Clock } from '../../core/clock';
import { conflict, forbidden, notFound, ok, ruleError, tooManyDecimals } from '../../core/errors';
import { csvDownload, filterOf, recordMatcher } from '../../core/list-filter';
import { requireSession, type Emit, type Handler, type MockResponse } from '../../core/types';
import { randomHex, txHashFor } from '../../store/ids';
import type { Store } from '../../store/store';
import { CURRENCY_NAMES, ecoOf } from './catalogue';
import { WITHDRAWAL_COLUMNS, withdrawalFilterRow } from './exports';
import { emitBalanceChanged, findAccount, postMovement } from './ledger';
import { DAILY_WITHDRAWAL_LIMIT_USD, usdRate, withdrawalFee } from './rules';
import { byNewest, currencyView, withdrawalView } from './views';

/**
 * Crypto (spec 01 §3–§7): chains and their currencies, withdrawals with their availability, minimums, address
 * formats and daily limit, and how a processing withdrawal completes or fails.
 */

const sortedChains = (store: Store) => store.list('blockchains').sort((a, b) => a.order - b.order);

export const getBlockchains: Handler = ({ store }) => ok({ success: true, data: sortedChains(store).map(({ id, eco, name, fullname, network }) => ({ id, eco, name, fullname, network })) });

export const getCurrencies: Handler<z.infer<typeof GetCurrenciesParams>> = ({ store, params }) => {
  if (!store.get('blockchains', params.id)) return notFound('Blockchain not found');
  const currencies = store.filter('chainCurrencies', (record) => record.blockchainId === params.id).sort((a, b) => a.order - b.order);
  return ok({ success: true, data: currencies.map(currencyView) });
};

export const listWithdrawals: Handler<never, z.infer<typeof ListWithdrawalsQueryParams>> = (context) => {
  const { user } = requireSession(context);
  const { skip, take } = context.query;
  const filter = filterOf('withdrawals', context.query);
  if (!filter.ok) return filter.response;
  const matches = recordMatcher(filter.filter, withdrawalFilterRow);
  const all = context.store.filter('withdrawals', (record) => record.userId === user.id && matches(record)).sort(byNewest);
  return ok({ success: true, data: { data: all.slice(skip, skip + take).map(withdrawalView), skip, take, total: all.length } });
};

/** exportWithdrawals: the withdrawals the filter picks (every page, in recorded order) as a CSV file streamed from the store. */
export const exportWithdrawals: Handler<never, z.infer<typeof ExportWithdrawalsQueryParams>> = (context) => {
  const { user } = requireSession(context);
  const filter = filterOf('withdrawals', context.query);
  if (!filter.ok) return filter.response;
  const matches = recordMatcher(filter.filter, withdrawalFilterRow);
  const filename = `withdrawals-${context.clock.now().toISOString().slice(0, 10)}.csv`;
  return csvDownload(filename, WITHDRAWAL_COLUMNS, context.store.values('withdrawals'), (record) => record.userId === user.id && matches(record));
};

export const getWithdrawal: Handler<z.infer<typeof GetWithdrawalParams>> = (context) => {
  const { user } = requireSession(context);
  const record = context.store.get('withdrawals', context.params.id);
  if (!record || record.userId !== user.id) return notFound('Withdrawal not found');
  return ok({ success: true, data: withdrawalView(record) });
};

/** getWithdrawalFee: the network fee of a withdrawable currency on a chain (shown before the user confirms). */
export const getWithdrawalFee: Handler<never, z.infer<typeof GetWithdrawalFeeQueryParams>> = (context) => {
  requireSession(context);
  const { blockchainId, currency } = context.query;
  const chain = context.store.get('blockchains', blockchainId);
  if (!chain) return notFound(`Blockchain ${blockchainId} not found`);
  const record = context.store.get('chainCurrencies', `${chain.id}:${currency}`);
  if (!record || !isWithdrawable(record)) return notFound(`Currency ${currency} not found on blockchain ${chain.id}`);
  return ok({ success: true, data: { blockchainId: chain.id, currency: record.symbol, fee: withdrawalFee(chain.id, record.symbol).toFixed() } });
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

export const createWithdrawal: Handler<never, never, z.infer<typeof CreateWithdrawalBody>> = (context) => {
  const { user } = requireSession(context);
  const { store, clock, body } = context;
  if (!user.withdrawalAvailable) {
    return ruleError(403, user.withdrawalReason ?? 'Withdrawals are not available for your account', 'WithdrawalUnavailable');
  }
  const chain = store.get('blockchains', body.blockchainId);
  if (!chain) return notFound(`Blockchain ${body.blockchainId} not found`);
  const currency = store.get('chainCurrencies', `${chain.id}:${body.currency}`);
  if (!currency) return notFound(`Currency ${body.currency} not found on blockchain ${chain.id}`);
  if (!isWithdrawable(currency)) return ruleError(422, `${currency.symbol} cannot be withdrawn on ${chain.name} right now`, 'CurrencyNotWithdrawable');
  const account = findAccount(store, user.id, currency.symbol);
  if (body.fromAccountId !== undefined && (!account || account.id !== body.fromAccountId)) return notFound('Account not found');
  if (!isValidAddress(chain.eco, body.toAddress)) return ruleError(422, `Invalid destination address for ${chain.name}`, 'InvalidAddress');

  const precise = tooManyDecimals(body.amount, currency.symbol);
  if (precise) return precise;
  const amount = dec(body.amount);
  const minimum = dec(minimumWithdrawal(currency.symbol));
  if (amount.lt(ABSOLUTE_MINIMUM) || amount.lt(minimum)) {
    return ruleError(422, `Amount is below the minimum withdrawal of ${minimum.toFixed()} ${currency.symbol}`, 'AmountTooSmall');
  }
  // The fee the user confirmed is the fee taken, or nothing leaves.
  const fee = withdrawalFee(chain.id, currency.symbol);
  const feeView = { blockchainId: chain.id, currency: currency.symbol, fee: fee.toFixed() };
  if (body.confirmedFee !== undefined && !dec(body.confirmedFee).eq(fee)) {
    // 409 FeeChanged (contract: WithdrawalFeeChangedResponse): nothing left the balance; the current fee to confirm.
    const message = `The network fee is now ${fee.toFixed()} ${currency.symbol}`;
    return { status: 409, body: { success: false, message, code: 'FeeChanged', error: { message, code: 'FeeChanged', details: { errorCode: 'FeeChanged', fee: feeView } } } };
  }
  if (!isAboveFee(amount, fee)) {
    return ruleError(422, `Amount must be more than the network fee of ${fee.toFixed()} ${currency.symbol}`, 'AmountTooSmall');
  }

  // Spec 01 §9 "identical in-flight withdrawals are merged": retries of one submission share its Idempotency-Key
  // and get its answer (mock-server/core/idempotency.ts); a new submission is a new withdrawal.
  const description = body.description?.trim() || null;
  if (!account || amount.gt(dec(account.balance))) return ruleError(422, 'Insufficient balance for withdrawal', 'InsufficientBalance');
  const usd = amount.times(usdRate(currency.symbol) ?? 1);
  if (withdrawnLastDay(store, user.id, clock.nowMs()).plus(usd).gt(DAILY_WITHDRAWAL_LIMIT_USD)) {
    return ruleError(422, `Daily withdrawal limit of ${DAILY_WITHDRAWAL_LIMIT_USD} USD exceeded`, 'LimitExceeded');
  }

  const now = clock.now().toISOString();
  const id = `wd-${randomHex(6)}`;
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
    fee: fee.toFixed(),
    toAddress: body.toAddress,
    description,
    status: 'processing',
    reason: null,
    reasonCode: null,
    txHash: null,
    createdAt: now,
    updatedAt: now,
  });
  context.emit({ type: 'withdrawal.status-changed', userId: user.id, id, payload: withdrawalView(record) });
  emitBalanceChanged(store, context.emit, user.id);
  return ok({ success: true, data: withdrawalView(record) }, 201);
};

/** Moves a processing withdrawal to completed or failed (failed gives the held amount back). */
export function settleWithdrawal(store: Store, clock: Clock, emit: Emit, id: string, status: 'completed' | 'failed', reason?: string, reasonCode?: WithdrawalFailureCode): MockResponse {
  const record = store.get('withdrawals', id);
  if (!record) return notFound('Withdrawal not found');
  if (record.status !== 'processing') return conflict(`Withdrawal is already ${record.status}`);
  const now = clock.now().toISOString();
  const updated = store.put('withdrawals', {
    ...record,
    status,
    reason: status === 'failed' ? reason?.trim() || 'Withdrawal rejected by the blockchain' : null,
    reasonCode: status === 'failed' ? (reasonCode ?? withdrawalFailureCode(reason ?? '')) : null,
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

export const getWithdrawalAvailability: Handler<z.infer<typeof GetOnrampAvailabilityParams>> = (context) => {
  const { user } = requireSession(context);
  if (context.params.userId !== user.id) return forbidden();
  return ok({ available: user.withdrawalAvailable, reason: user.withdrawalAvailable ? null : (user.withdrawalReason ?? 'Withdrawals are not available for your account') });
};

export const getOnrampAvailability: Handler<z.infer<typeof GetOnrampAvailabilityParams>> = (context) => {
  const { user } = requireSession(context);
  if (context.params.userId !== user.id) return forbidden();
  return ok({ available: user.onrampAvailable, reason: user.onrampAvailable ? null : (user.onrampReason ?? 'Service not available in your region') });
};
