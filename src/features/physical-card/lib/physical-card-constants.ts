/**
 * Spec constants of the physical card order (spec 02 §3, §5, §8, §9); the fallback fees, the excluded countries and
 * the shipping statuses, which the mock server applies too, are in @contract-kit/rules/card-orders.
 */
import type { CardFundingCurrency } from '@contract-kit/model';

/** §5 payment currencies USD, USDT, USDC, LOOK: @contract-kit/rules/currencies' FUNDING_CURRENCIES. */
export type PaymentCurrency = CardFundingCurrency;
/** §3 order form defaults: country US, shipping standard, routing direct. */
export const DEFAULT_COUNTRY = 'US';
export const SHIPPING_METHODS = ['standard', 'express'] as const;
export const DEFAULT_SHIPPING_METHOD = 'standard';
export const DEFAULT_ROUTING = 'direct';
export const DEFAULT_CARD_DESIGN = 'classic-black';

/** Countries cards are shipped to, with their international dialling codes (IN is listed, then excluded). */
export const COUNTRY_DIAL_CODES: Readonly<Record<string, string>> = {
  US: '+1',
  CA: '+1',
  MX: '+52',
  BR: '+55',
  AR: '+54',
  CL: '+56',
  CO: '+57',
  PE: '+51',
  GB: '+44',
  IE: '+353',
  FR: '+33',
  DE: '+49',
  NL: '+31',
  BE: '+32',
  LU: '+352',
  ES: '+34',
  PT: '+351',
  IT: '+39',
  AT: '+43',
  CH: '+41',
  SE: '+46',
  NO: '+47',
  DK: '+45',
  FI: '+358',
  PL: '+48',
  CZ: '+420',
  GR: '+30',
  TR: '+90',
  AE: '+971',
  SA: '+966',
  IL: '+972',
  EG: '+20',
  ZA: '+27',
  NG: '+234',
  KE: '+254',
  IN: '+91',
  CN: '+86',
  HK: '+852',
  MO: '+853',
  TW: '+886',
  JP: '+81',
  KR: '+82',
  SG: '+65',
  MY: '+60',
  TH: '+66',
  VN: '+84',
  PH: '+63',
  ID: '+62',
  AU: '+61',
  NZ: '+64',
};
