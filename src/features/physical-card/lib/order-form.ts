import { COUNTRY_DIAL_CODES, DEFAULT_COUNTRY, DEFAULT_SHIPPING_METHOD, EXCLUDED_COUNTRIES } from './constants';

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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmailValid = (email: string) => EMAIL.test(email.trim()) && email.trim().length <= 255;

/** Phone numbers keep their digits only. */
export const sanitizePhone = (value: string) => value.replace(/\D/g, '').slice(0, 15);

/** Spec 02 §5 / §9: the country list excludes IN. */
export function orderCountries(): string[] {
  return Object.keys(COUNTRY_DIAL_CODES).filter((code) => !EXCLUDED_COUNTRIES.includes(code));
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
