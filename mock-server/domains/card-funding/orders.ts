import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import type { CreateOrderBody, GetOrderFeesQueryParams } from '@contract-kit/zod';
import { dec, toDecimalString } from '@contract-kit/money';
import { UNSUPPORTED_ORDER_COUNTRIES } from '@contract-kit/rules/card-orders';
import { DEFAULT_ORDER_VOUCHER, isFirstTimeOrder, withVoucher } from '@contract-kit/rules/order-voucher';
import { badRequest, conflict, notFound, ok, ruleError } from '../../core/errors';
import type { MockResponse } from '../../core/types';
import type { Store } from '../../store/store';
import { listUserCards, saveCard, withOwnedCard } from '../cards/access';
import { emitBalanceChanged, findAccount, postMovement } from '../wallet/ledger';
import { orderFees } from './order-fees';
import type { CardOrderFeesRecord, CardOrderRecord } from './records';
import { costIn, insufficientBalance, masked } from './rules';

/**
 * Physical card orders (spec 02 §3 order form, §4, §8): fees by country and shipping method, the orders of a card, and
 * placing an order, paid from an account at the fee the user confirmed.
 */

const unsupportedCountry = (country: string) => ruleError(422, `Shipping to ${country} is not supported`, 'UnsupportedCountry');

/**
 * The fees a user is quoted and charged: by country and method, less the order voucher on a user's first physical
 * card order while the voucher is active (spec 02 §9: CARD10OFF is not) — the app's own rule (the contract kit's
 * order voucher).
 */
export function quotedOrderFees(store: Store, userId: string, country: string, shippingMethod: 'standard' | 'express'): CardOrderFeesRecord {
  return withVoucher(orderFees(country, shippingMethod), DEFAULT_ORDER_VOUCHER, isFirstTimeOrder(listUserCards(store, userId)));
}

export const getOrderFees = withOwnedCard<never, z.infer<typeof GetOrderFeesQueryParams>>((_card, user, { query, store }) => {
  const country = query.country.toUpperCase();
  if (UNSUPPORTED_ORDER_COUNTRIES.includes(country)) return unsupportedCountry(country);
  return ok({ success: true, data: quotedOrderFees(store, user.id, country, query.shippingMethod ?? 'standard') });
});

export const orderView = (order: CardOrderRecord) => ({
  id: order.id,
  cardId: order.cardId,
  status: order.status,
  firstName: order.firstName,
  lastName: order.lastName,
  phoneNumber: order.phoneNumber,
  dialCode: order.dialCode,
  email: order.email,
  ...(order.cardDesign ? { cardDesign: order.cardDesign } : {}),
  shippingAddress: {
    line1: order.shippingAddress.line1,
    ...(order.shippingAddress.line2 ? { line2: order.shippingAddress.line2 } : {}),
    city: order.shippingAddress.city,
    postalCode: order.shippingAddress.postalCode,
    country: order.shippingAddress.country,
  },
  shippingMethod: order.shippingMethod,
  routing: order.routing,
  fees: { ...order.fees },
  payment: { ...order.payment },
  createdAt: order.createdAt,
  updatedAt: order.updatedAt,
});

export const ordersOf = (store: Store, cardId: string) =>
  store.filter('cardOrders', (order) => order.cardId === cardId).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));

export const listCardOrders = withOwnedCard((card, _user, { store }) => ok({ success: true, data: ordersOf(store, card.id).map(orderView) }));

/** 409 FeesChanged (contract: CardOrderFeesChangedResponse): nothing charged; the current fees to confirm. */
function feesChanged(fees: CardOrderFeesRecord): MockResponse {
  const message = `The fees have changed: the total is now ${fees.totalFee} ${fees.currency}`;
  return {
    status: 409,
    body: { success: false, message, code: 'FeesChanged', error: { message, code: 'FeesChanged', details: { errorCode: 'FeesChanged', fees: { ...fees } } } },
  };
}

const REQUIRED_TEXT_FIELDS = ['firstName', 'lastName', 'phoneNumber', 'email'] as const;
const REQUIRED_ADDRESS_FIELDS = ['line1', 'city', 'postalCode', 'country'] as const;

export const createOrder = withOwnedCard<z.infer<typeof CreateOrderBody>>((card, user, context) => {
  const { store, clock, emit, body } = context;
  const issues = [
    ...REQUIRED_TEXT_FIELDS.filter((field) => body[field].trim() === '').map((field) => ({ path: `body.${field}`, message: 'Required' })),
    ...REQUIRED_ADDRESS_FIELDS.filter((field) => body.shippingAddress[field].trim() === '').map((field) => ({ path: `body.shippingAddress.${field}`, message: 'Required' })),
  ];
  if (!/^\d{4,15}$/.test(body.phoneNumber.replace(/[\s-]/g, ''))) issues.push({ path: 'body.phoneNumber', message: 'Digits only (4 to 15)' });
  if (issues.length > 0) return badRequest('Please fill in all required fields', issues, 'ValidationError');
  if (card.status !== 'active') return ruleError(422, 'Card is not active', 'CardNotActive');
  if (card.physicalStatus !== 'null') return conflict('A physical card has already been ordered', 'OrderExists');
  const country = body.shippingAddress.country.toUpperCase();
  if (UNSUPPORTED_ORDER_COUNTRIES.includes(country)) return unsupportedCountry(country);
  const currency = body.fromCurrencyId;
  const accountOfCurrency = findAccount(store, user.id, currency);
  if (!accountOfCurrency) return ruleError(422, 'No account available for payment', 'NoPaymentAccount');
  if (accountOfCurrency.id !== body.fromAccountId) return notFound('Account not found for currency');
  const shippingMethod = body.shippingMethod ?? 'standard';
  const fees = quotedOrderFees(store, user.id, country, shippingMethod);
  // The user is charged the fee they confirmed, or nothing: a different one (changed, or the client's fallback)
  // is answered with the current fees to confirm again.
  if (!dec(body.confirmedTotalFee).eq(fees.totalFee)) return feesChanged(fees);
  const cost = costIn(currency, fees.totalFee);
  if (!cost) return ruleError(422, `${currency} cannot pay for a card order`, 'UnsupportedCurrency');
  if (cost.gt(accountOfCurrency.balance)) return insufficientBalance(currency, cost, accountOfCurrency.balance);
  const now = clock.now().toISOString();
  const id = `ord-${randomUUID()}`;
  postMovement(store, clock, {
    userId: user.id,
    currency,
    type: 'DEBIT',
    amount: cost,
    description: `Physical card order for ${card.model} card ${masked(card)}`,
    category: 'card',
    reference: id,
  });
  const order: CardOrderRecord = store.put('cardOrders', {
    id,
    userId: user.id,
    cardId: card.id,
    status: 'pending_approval',
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    phoneNumber: body.phoneNumber.replace(/[\s-]/g, ''),
    dialCode: body.dialCode,
    email: body.email.trim(),
    cardDesign: body.cardDesign?.trim() || null,
    shippingAddress: {
      line1: body.shippingAddress.line1.trim(),
      line2: body.shippingAddress.line2?.trim() || null,
      city: body.shippingAddress.city.trim(),
      postalCode: body.shippingAddress.postalCode.trim(),
      country,
    },
    shippingMethod,
    routing: body.routing?.trim() || 'direct',
    fees,
    payment: { fromAccountId: accountOfCurrency.id, fromCurrencyId: currency, amount: toDecimalString(cost) },
    createdAt: now,
    updatedAt: now,
  });
  saveCard(store, emit, { ...card, type: 'PHYSICAL', physicalStatus: 'pending_approval', physicalOrderId: order.id, updatedAt: now });
  emitBalanceChanged(store, emit, user.id);
  return ok({ success: true, message: 'Order created', data: orderView(order) }, 201);
});
