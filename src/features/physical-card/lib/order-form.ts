import { isApiError } from '@/api/errors';
import type { CardOrderFees } from '@contract-kit/model';
import { isValidEmail } from '@contract-kit/rules/email';
import { isDecimalString } from '@contract-kit/money';
import { DEFAULT_ORDER_VOUCHER, isFirstTimeOrder, withVoucher, type OrderVoucher } from '@contract-kit/rules/order-voucher';
import { COUNTRY_DIAL_CODES, DEFAULT_COUNTRY, DEFAULT_SHIPPING_METHOD } from './physical-card-constants';
import { UNSUPPORTED_ORDER_COUNTRIES, FALLBACK_ORDER_FEES } from '@contract-kit/rules/card-orders';

/** Step 1 of the order (spec 02 §3 "Order form"). */
export interface OrderForm {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  dialCode: string;
  email: string;
  line1: string;
  line2: string;
  city: string;
  postalCode: string;
  country: string;
  shippingMethod: 'standard' | 'express';
}

export type OrderField = keyof Omit<OrderForm, 'shippingMethod'>;

/** Spec 02 §5: firstName, lastName, phoneNumber, dialCode, email, line1, city, postalCode, country; line2 optional. */
export const REQUIRED_ORDER_FIELDS: readonly OrderField[] = ['firstName', 'lastName', 'phoneNumber', 'dialCode', 'email', 'line1', 'city', 'postalCode', 'country'];

/** The required fields that are empty (after trimming): highlighted with 'Please fill in all required fields'. */
export function missingOrderFields(form: OrderForm): OrderField[] {
  return REQUIRED_ORDER_FIELDS.filter((field) => form[field].trim() === '');
}

/** The contract's e-mail rule (the one the server validates the order with). */
export const isEmailValid = (email: string) => isValidEmail(email);

/**
 * The current fees of a 409 FeesChanged answer to createOrder (contract: CardOrderFeesChangedResponse): the
 * confirmed total was not the fee, nothing was charged, these are to be shown and confirmed. Null for any other
 * failure.
 */
export function changedOrderFees(error: unknown): CardOrderFees | null {
  if (!isApiError(error) || error.status !== 409 || error.errorCode !== 'FeesChanged') return null;
  const fees = error.details['fees'];
  if (typeof fees !== 'object' || fees === null) return null;
  const raw = fees as Record<string, unknown>;
  const amount = (value: unknown) => (typeof value === 'string' && isDecimalString(value) ? value : null);
  const [baseFee, shippingFee, processingFee, totalFee] = [amount(raw['baseFee']), amount(raw['shippingFee']), amount(raw['processingFee']), amount(raw['totalFee'])];
  if (baseFee === null || shippingFee === null || processingFee === null || totalFee === null || raw['currency'] !== 'USD') return null;
  return { baseFee, shippingFee, processingFee, totalFee, currency: 'USD' };
}

/** Phone numbers keep their digits only. */
export const sanitizePhone = (value: string) => value.replace(/\D/g, '').slice(0, 15);

/** Spec 02 §5 / §9: the country list excludes IN. */
export function orderCountries(): string[] {
  return Object.keys(COUNTRY_DIAL_CODES).filter((code) => !UNSUPPORTED_ORDER_COUNTRIES.includes(code));
}

/** The dialling codes offered (unique, as listed). */
export function dialCodes(): string[] {
  return [...new Set(orderCountries().map((code) => COUNTRY_DIAL_CODES[code] ?? ''))].filter(Boolean);
}

export function initialOrderForm(user: { fullname?: string | null; email?: string } | null | undefined): OrderForm {
  const [firstName = '', ...rest] = (user?.fullname ?? '').trim().split(/\s+/).filter(Boolean);
  return {
    firstName,
    lastName: rest.join(' '),
    phoneNumber: '',
    dialCode: COUNTRY_DIAL_CODES[DEFAULT_COUNTRY] ?? '+1',
    email: user?.email ?? '',
    line1: '',
    line2: '',
    city: '',
    postalCode: '',
    country: DEFAULT_COUNTRY,
    shippingMethod: DEFAULT_SHIPPING_METHOD,
  };
}

/**
 * Spec 02 §8 fee fallback (base 20.00, total 20.00 USD) for the user's order: less the order voucher on a first-time
 * order while it is active (§9 CARD10OFF is not; contract-kit/rules/order-voucher.ts, the server's rule too). `isFirstTimeOrderForced`
 * is the development testing flag of §6.
 */
export function fallbackOrderFees(cards: readonly { physicalStatus: string }[], isFirstTimeOrderForced: boolean, voucher: OrderVoucher = DEFAULT_ORDER_VOUCHER): CardOrderFees {
  return withVoucher(FALLBACK_ORDER_FEES, voucher, isFirstTimeOrder(cards, isFirstTimeOrderForced));
}
