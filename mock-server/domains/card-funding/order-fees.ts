import { dec } from '@contract-kit/money';
import { ORDER_BASE_FEE } from '@contract-kit/rules/card-orders';
import type { CardOrderFeesRecord } from './records';

/**
 * The fees of a physical card order: the card fee (the contract kit's ORDER_BASE_FEE, the app's fallback too), a
 * shipping fee by zone and method, and a processing fee for express handling.
 */

/** Express handling (courier booking) per order. */
export const EXPRESS_PROCESSING_FEE = '1.50';

type ShippingZone = 'domestic' | 'northAmerica' | 'europe' | 'asiaPacific' | 'international';

const ZONES: Readonly<Record<string, ShippingZone>> = {
  US: 'domestic',
  CA: 'northAmerica',
  MX: 'northAmerica',
  ...Object.fromEntries(['GB', 'IE', 'FR', 'DE', 'NL', 'BE', 'LU', 'ES', 'PT', 'IT', 'AT', 'CH', 'SE', 'NO', 'DK', 'FI', 'PL', 'CZ', 'GR'].map((code) => [code, 'europe' as const])),
  ...Object.fromEntries(['CN', 'HK', 'MO', 'TW', 'JP', 'KR', 'SG', 'MY', 'TH', 'VN', 'PH', 'ID', 'AU', 'NZ'].map((code) => [code, 'asiaPacific' as const])),
};

/** Shipping fee in USD by zone and method. */
const SHIPPING_FEES: Readonly<Record<ShippingZone, { standard: string; express: string }>> = {
  domestic: { standard: '5.00', express: '25.00' },
  northAmerica: { standard: '12.00', express: '35.00' },
  europe: { standard: '15.00', express: '45.00' },
  asiaPacific: { standard: '18.00', express: '50.00' },
  international: { standard: '25.00', express: '60.00' },
};

export function orderFees(country: string, shippingMethod: 'standard' | 'express'): CardOrderFeesRecord {
  const zone = ZONES[country.toUpperCase()] ?? 'international';
  const shippingFee = SHIPPING_FEES[zone][shippingMethod];
  const processingFee = shippingMethod === 'express' ? EXPRESS_PROCESSING_FEE : '0.00';
  const totalFee = dec(ORDER_BASE_FEE).plus(shippingFee).plus(processingFee).toFixed(2);
  return { baseFee: ORDER_BASE_FEE, shippingFee, processingFee, totalFee, currency: 'USD' };
}
