import type * as z from 'zod';
import type { CreateExchangeBody, EstimateExchangeBody, GetExchangeRateQueryParams } from '@contract-kit/zod';
import { dec, toDecimalString, type Big } from '@contract-kit/money';
import { isCardCryptoCurrency, isFundingCurrency } from '@contract-kit/rules/currencies';
import { notFound, ok, ruleError, tooManyDecimals } from '../../core/errors';
import { requireSession, type Handler } from '../../core/types';
import { randomHex } from '../../store/ids';
import { emitBalanceChanged, findAccount, postMovement } from './ledger';
import { pairRate, QUOTE_VALIDITY_MS, quote, RATE_VALIDITY_MS } from './rules';

/** Exchange (spec 01 §7, spec 02 §8): rates, quotes valid for a minute, and exchanges against USD. */

export const getExchangeRate: Handler<never, z.infer<typeof GetExchangeRateQueryParams>> = ({ query, clock }) => {
  const rate = pairRate(query.baseCurrency, query.quoteCurrency);
  if (!rate || rate.lte(0)) return notFound(`No exchange rate for ${query.baseCurrency}/${query.quoteCurrency}`);
  const expiresAt = new Date(clock.nowMs() + RATE_VALIDITY_MS).toISOString();
  const value = toDecimalString(rate);
  // Volatile coins answer the nested shape (rate.rate) that some backends use; the client reads both.
  const nested = !isFundingCurrency(query.baseCurrency);
  return ok({
    success: true,
    rate: nested ? { rate: value, expiresAt } : value,
    baseCurrency: query.baseCurrency,
    quoteCurrency: query.quoteCurrency,
    expiresAt,
  });
};

export const estimateExchange: Handler<never, never, z.infer<typeof EstimateExchangeBody>> = (context) => {
  const { user } = requireSession(context);
  const { body, store, clock } = context;
  const precise = tooManyDecimals(body.amount, body.quoteCurrencyId);
  if (precise) return precise;
  const amount = dec(body.amount);
  const result = quote(body.baseCurrencyId, body.type, amount);
  if (!result || result.baseAmount.lte(0)) return ruleError(422, `Exchange for ${body.baseCurrencyId} is temporarily unavailable`, 'ExchangeUnavailable');
  const now = clock.nowMs();
  const record = store.put('exchangeQuotes', {
    id: `q-${randomHex(6)}`,
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

export const createExchange: Handler<never, never, z.infer<typeof CreateExchangeBody>> = (context) => {
  const { user } = requireSession(context);
  const { body, store, clock } = context;
  if (body.quoteCurrencyId !== 'USD' || !isCardCryptoCurrency(body.baseCurrencyId)) {
    return ruleError(422, 'Only USDT, USDC and LOOK can be exchanged against USD', 'UnsupportedPair');
  }
  const precise = tooManyDecimals(body.amount, body.quoteCurrencyId);
  if (precise) return precise;
  const amount = dec(body.amount);
  let effectiveRate: Big;
  let baseAmount: Big;
  let quoteId: string | undefined;
  if (body.quoteId) {
    const saved = store.get('exchangeQuotes', body.quoteId);
    if (!saved || saved.userId !== user.id) return notFound('Quote not found');
    if (saved.usedAt || Date.parse(saved.expiresAt) <= clock.nowMs()) return ruleError(422, 'Quote has expired', 'QuoteExpired');
    if (saved.baseCurrencyId !== body.baseCurrencyId || saved.type !== body.type || !dec(saved.amount).eq(amount)) {
      return ruleError(422, 'The quote does not match this exchange', 'QuoteMismatch');
    }
    effectiveRate = dec(saved.effectiveRate);
    baseAmount = dec(saved.baseAmount);
    quoteId = saved.id;
    store.put('exchangeQuotes', { ...saved, usedAt: clock.now().toISOString() });
  } else {
    const fresh = quote(body.baseCurrencyId, body.type, amount);
    if (!fresh) return ruleError(422, `Exchange for ${body.baseCurrencyId} is temporarily unavailable`, 'ExchangeUnavailable');
    ({ effectiveRate, baseAmount } = fresh);
  }
  const [debitCurrency, debitAmount, creditCurrency, creditAmount] = body.type === 'SELL' ? [body.baseCurrencyId, baseAmount, 'USD', amount] : ['USD', amount, body.baseCurrencyId, baseAmount];
  const source = findAccount(store, user.id, debitCurrency);
  if (!source || debitAmount.gt(dec(source.balance))) return ruleError(422, 'Insufficient balance', 'InsufficientBalance');
  if (creditAmount.lte(0)) return ruleError(422, 'The amount is too small to exchange', 'AmountTooSmall');
  const id = `ex-${randomHex(6)}`;
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
