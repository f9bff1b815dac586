/**
 * Records of the card-funding domain: physical card orders, funding operations (deposit, stake, withdraw,
 * unstake, repayment — kept for idempotent references and the audit trail) and on-chain transfers to card
 * addresses. Money is a decimal string everywhere, as on the wire; card-side amounts are US dollars.
 */
import { Big, dec } from '@contract-kit/money';
import type {
  CardFundingCurrency,
  CardOperationType,
  CardPhysicalStatus,
  CardShippingMethod,
  SimulatorCardOnchainCurrency,
  SimulatorCardOnchainPurpose,
} from '@contract-kit/model';

declare module '../schema' {
  interface Collections {
    cardOrders: CardOrderRecord;
    cardOperations: CardOperationRecord;
    cardOnchainDeposits: CardOnchainDepositRecord;
  }
}

export interface CardOrderFeesRecord {
  baseFee: string;
  shippingFee: string;
  processingFee: string;
  totalFee: string;
  currency: 'USD';
}

/** A physical card order (spec 02 §3 "Order form"); its status mirrors the card's physicalStatus. */
export interface CardOrderRecord {
  id: string;
  userId: string;
  cardId: string;
  status: Exclude<CardPhysicalStatus, 'null'>;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  dialCode: string;
  email: string;
  cardDesign: string | null;
  shippingAddress: { line1: string; line2: string | null; city: string; postalCode: string; country: string };
  shippingMethod: CardShippingMethod;
  routing: string;
  fees: CardOrderFeesRecord;
  /** What was charged: the source account, its currency and the amount in that currency. */
  payment: { fromAccountId: string; fromCurrencyId: CardFundingCurrency; amount: string };
  createdAt: string;
  updatedAt: string;
}

/** One funding operation between the user's accounts and a card. */
export interface CardOperationRecord {
  id: string;
  userId: string;
  cardId: string;
  operation: CardOperationType;
  /** US dollars moved on the card. */
  amount: string;
  /** The account side: its currency and the amount in that currency (crypto at the SELL quote). */
  currency: CardFundingCurrency;
  sourceAmount: string;
  accountId: string;
  /** Client reference (DEPOSIT_…, STAKE_…): a repeated one on the same card answers 409. */
  reference: string | null;
  cardTransactionId: string;
  accountTransactionId: string;
  createdAt: string;
}

/** An on-chain transfer to one of a card's addresses (simulator step). */
export interface CardOnchainDepositRecord {
  id: string;
  userId: string;
  cardId: string;
  purpose: SimulatorCardOnchainPurpose;
  currency: SimulatorCardOnchainCurrency;
  amount: string;
  network: string;
  address: string;
  txHash: string;
  usdAmount: string;
  fee: string;
  creditedAmount: string;
  refundedAmount: string;
  createdAt: string;
}

// ---------------------------------------------------------------------------------------------- requirements

/**
 * Card requirements (spec 02 §3 "Card requirements", §9 — the same numbers as the client's fallback): minimum
 * activation amounts in USD and the direct (on-chain) funding fee rates.
 */
export const CARD_REQUIREMENTS = {
  activation: { credit: '50', debit: '25', stake: '1000', deposit: '100' },
  fees: { direct_deposit: '0.02', direct_stake: '0.015' },
} as const;

/**
 * Spec 02 §9 promotion: users created before 2025-09-03 who apply between 2025-09-04 19:30 and 2025-09-07
 * 23:59:59 have the required deposit or stake set to 100. The spec names no time zone: UTC here and in the app.
 */
export const PROMOTION = {
  usersCreatedBefore: Date.parse('2025-09-03T00:00:00.000Z'),
  appliedFrom: Date.parse('2025-09-04T19:30:00.000Z'),
  appliedUntil: Date.parse('2025-09-07T23:59:59.999Z'),
  minimum: '100',
} as const;

export function isPromotionApplicable(userCreatedAt: string, appliedAt: string): boolean {
  const created = Date.parse(userCreatedAt);
  const applied = Date.parse(appliedAt);
  return created < PROMOTION.usersCreatedBefore && applied >= PROMOTION.appliedFrom && applied <= PROMOTION.appliedUntil;
}

export interface DerivedRequirements {
  /** Minimum deposit (debit) or stake (credit) the card keeps after activation. */
  minimum: string;
  activationFee: string;
  /** Direct funding fee rate (direct_deposit for debit, direct_stake for credit). */
  feeRate: string;
  /** (minimum + activation fee) / (1 - fee), floored to cents (spec 02 §9). */
  totalRequired: string;
}

/** Spec 02 §9 required total, with the promotion; mirrors the app's card-application lib. */
export function deriveRequirements(model: 'debit' | 'credit', userCreatedAt: string, appliedAt: string): DerivedRequirements {
  const { activation, fees } = CARD_REQUIREMENTS;
  const minimum = isPromotionApplicable(userCreatedAt, appliedAt) ? PROMOTION.minimum : model === 'debit' ? activation.deposit : activation.stake;
  const activationFee = model === 'debit' ? activation.debit : activation.credit;
  const feeRate = model === 'debit' ? fees.direct_deposit : fees.direct_stake;
  const base = dec(minimum).plus(activationFee);
  const fee = dec(feeRate);
  const total = fee.gte(0) && fee.lt(1) ? base.div(dec(1).minus(fee)) : base;
  return { minimum, activationFee, feeRate, totalRequired: total.round(2, Big.roundDown).toFixed(2) };
}

// ---------------------------------------------------------------------------------------------- order fees

/** Spec 02 §9: country list excludes IN. */
export const UNSUPPORTED_ORDER_COUNTRIES: readonly string[] = ['IN'];
/** The card fee of a physical card (spec 02 §8 fallback: base 20.00). */
export const ORDER_BASE_FEE = '20.00';
/** Express handling (courier booking) per order. */
export const EXPRESS_PROCESSING_FEE = '1.50';

type ShippingZone = 'domestic' | 'northAmerica' | 'europe' | 'asiaPacific' | 'international';

const ZONES: Readonly<Record<string, ShippingZone>> = {
  US: 'domestic',
  CA: 'northAmerica',
  MX: 'northAmerica',
  ...Object.fromEntries(
    ['GB', 'IE', 'FR', 'DE', 'NL', 'BE', 'LU', 'ES', 'PT', 'IT', 'AT', 'CH', 'SE', 'NO', 'DK', 'FI', 'PL', 'CZ', 'GR'].map((code) => [code, 'europe' as const]),
  ),
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
