/**
 * Records of the cards domain: cards (with their server-side secrets), card transactions and PaySafe
 * approvals — plus the card ledger, the one place where a card transaction moves card balances. The
 * seed, the simulator step and (later) funding, repayment and statements all go through `applyToCard`,
 * so balances always equal the sum of what the transactions did.
 *
 * Money is a decimal string everywhere, as on the wire; card amounts are US dollars with 2 decimals.
 *
 * Balance model (spec 02 §3 "Card balance"):
 * - debit:  `deposit.current` is the settled balance; `deposit.available` is current minus pending holds;
 *           `deposit.limit` is the card's spending limit (the card face shows Used = limit − available).
 * - credit: `credit.current` is the staked collateral and equals `credit.limit`; `credit.used` is the
 *           outstanding amount (pending authorisations included); `credit.available` = limit − used.
 * The other balance of a card is all zeros.
 */
import { createHash, randomInt } from 'node:crypto';
import { Big, dec } from '../../../src/lib/money';
import type {
  Card,
  CardModel,
  CardNetwork,
  CardPhysicalStatus,
  CardStatus,
  CardTransaction,
  CardTransactionEntry,
  CardTransactionStatus,
  CardTransactionType,
  CardType,
  CardVerificationStatus,
  PaySafeApproval,
  PaySafeApprovalStatus,
} from '../../../src/api/generated/model';

declare module '../schema' {
  interface Collections {
    cards: CardRecord;
    cardTransactions: CardTransactionRecord;
    paySafeApprovals: PaySafeApprovalRecord;
  }
}

// ---------------------------------------------------------------------------------------------- records

export interface CardDepositBalanceRecord {
  available: string;
  limit: string;
  current: string;
}

export interface CardCreditBalanceRecord {
  limit: string;
  available: string;
  used: string;
  current: string;
}

export interface CardChainAddresses {
  /** Ethereum-family chains (Ethereum, Base, BSC, Optimism): 0x + 40 hex digits. */
  ethereum: string;
  /** Tron: base58check, T + 33 characters. */
  tron: string;
}

/** A debit or credit card (spec 02 §3 Card) with everything the server keeps about it. */
export interface CardRecord {
  id: string;
  userId: string;
  /** Primary name; '' until activateCardNew names the card. */
  name: string;
  lastFourDigits: string;
  model: CardModel;
  type: CardType;
  currency: 'USD';
  network: CardNetwork;
  status: CardStatus;
  /** The literal string 'null' when no physical card was ordered. */
  physicalStatus: CardPhysicalStatus;
  deposit: CardDepositBalanceRecord;
  credit: CardCreditBalanceRecord;
  createdAt: string;
  updatedAt: string;
  activatedAt: string | null;
  frozenAt: string | null;
  /**
   * Full card details. Server side only: never part of a Card view; answered only by getCredentials, for an
   * active card, to its owner, with Cache-Control no-store.
   */
  credentials: { pan: string; cvv: string; expiry: string };
  /** On-chain deposit (debit) / stake (credit) addresses of the card (getCardAddresses). */
  addresses: CardChainAddresses;
  /** On-chain repayment addresses (credit cards only; getCardRepaymentAddresses). */
  repaymentAddresses: CardChainAddresses | null;
  /** Identity verification of the application (spec 02 §4 wizard step 2); status null = not started. */
  verification: { status: CardVerificationStatus | null; url: string; updatedAt: string | null };
  /**
   * Funding of the application (wizard step 3). The card counts as funded once its funded amount
   * (deposit.current for debit, credit.current for credit) reaches `requiredAmount` (USD, the total the
   * client derives from the requirements); `fundedAt` records when that happened.
   */
  funding: { requiredAmount: string; fundedAt: string | null };
  /** Hash of the PIN set at physical activation (see hashPin); null before. */
  pinHash: string | null;
  /** Id of the physical card order (card-orders), null before one is placed. */
  physicalOrderId: string | null;
}

/** A transaction on a card (spec 02 §3 "Card transaction"; the contract's CardTransaction + owner). */
export interface CardTransactionRecord {
  id: string;
  userId: string;
  cardId: string;
  type: CardTransactionType;
  entry: CardTransactionEntry;
  /** Unsigned amount in USD (the card currency); the direction is `entry`. */
  amount: string;
  currency: 'USD';
  status: CardTransactionStatus;
  transactionDate: string;
  description: string;
  merchant: { name: string; city: string; country: string };
  /** Fees in USD, charged on top of a debit entry and taken off a credit entry. */
  fees: { tx: string; fx: string; atm: string };
  metadata: {
    tid: string;
    /** Amount in the merchant's currency (originalCurrency). */
    originalTransactionAmount: string;
    originalCurrency: string;
    /** What the card was billed: amount + fees (debit) or amount − fees (credit). */
    billAmount: string;
  };
  /** Why a declined or rejected transaction was refused; null otherwise. */
  declineReason: string | null;
  /** Insertion order (newest first ties on transactionDate break on it). */
  sequence: number;
}

/** A payment waiting for the cardholder's approval (spec 02 §3 "PaySafe approval"). */
export interface PaySafeApprovalRecord {
  id: string;
  userId: string;
  cardId: string;
  merchantName: string;
  transactionAmount: string;
  transactionCurrency: string;
  createdAt: string;
  expiredAt: string;
  status: PaySafeApprovalStatus;
  ref: string;
  /** When it was approved, rejected or expired. */
  decidedAt: string | null;
}

// ---------------------------------------------------------------------------------------------- views

/** The contract's Card: never the owner, secrets, addresses or application internals. */
export function cardView(card: CardRecord): Card {
  return {
    id: card.id,
    name: card.name,
    lastFourDigits: card.lastFourDigits,
    model: card.model,
    type: card.type,
    currency: card.currency,
    network: card.network,
    status: card.status,
    physicalStatus: card.physicalStatus,
    deposit: { ...card.deposit },
    credit: { ...card.credit },
    createdAt: card.createdAt,
    updatedAt: card.updatedAt,
    ...(card.activatedAt ? { activatedAt: card.activatedAt } : {}),
  };
}

export function cardTransactionView(tx: CardTransactionRecord): CardTransaction {
  return {
    id: tx.id,
    cardId: tx.cardId,
    type: tx.type,
    entry: tx.entry,
    amount: tx.amount,
    currency: tx.currency,
    status: tx.status,
    transactionDate: tx.transactionDate,
    description: tx.description,
    merchant: { ...tx.merchant },
    fees: { ...tx.fees },
    metadata: { ...tx.metadata },
    ...(tx.declineReason ? { declineReason: tx.declineReason } : {}),
  };
}

export function approvalView(approval: PaySafeApprovalRecord): PaySafeApproval {
  return {
    id: approval.id,
    cardId: approval.cardId,
    merchantName: approval.merchantName,
    transactionAmount: approval.transactionAmount,
    transactionCurrency: approval.transactionCurrency,
    createdAt: approval.createdAt,
    expiredAt: approval.expiredAt,
    status: approval.status,
    ref: approval.ref,
  };
}

/** Newest first: by transaction date, then by insertion order. */
export function compareCardTransactionsNewestFirst(a: CardTransactionRecord, b: CardTransactionRecord): number {
  return b.transactionDate.localeCompare(a.transactionDate) || b.sequence - a.sequence;
}

// ---------------------------------------------------------------------------------------------- status rules

/** Spec 02 §4: initialized and pending_* are application states (the app's own rule, src/lib/card-availability.ts). */
export { isApplicationStatus } from '../../../src/lib/card-availability';

/** Cards that exist as a payment instrument (physical activation and PIN changes are allowed on them). */
export function isIssuedForPhysicalActions(status: CardStatus): boolean {
  return status === 'active' || status === 'frozen';
}

// ---------------------------------------------------------------------------------------------- money

const ZERO = '0.00';
export const DEBIT_CARD_SPENDING_LIMIT = '5000.00';

/** USD cents, half-up (prices and conversions); balances are sums of such amounts and stay exact. */
export function usd(value: Big | string): string {
  return dec(value).round(2, Big.roundHalfUp).toFixed(2);
}

export const zeroDeposit = (limit = ZERO): CardDepositBalanceRecord => ({ available: ZERO, limit: usd(limit), current: ZERO });
export const zeroCredit = (): CardCreditBalanceRecord => ({ limit: ZERO, available: ZERO, used: ZERO, current: ZERO });

/**
 * Reference rates to USD of the merchant currencies the simulator and seed accept (card transactions abroad
 * are billed in USD at these rates; the original amount stays in metadata).
 */
export const REFERENCE_USD_RATES: Readonly<Record<string, string>> = {
  USD: '1',
  EUR: '1.08',
  GBP: '1.27',
  JPY: '0.0067',
  CNY: '0.138',
  HKD: '0.128',
  SGD: '0.745',
  AUD: '0.66',
  CAD: '0.73',
  CHF: '1.13',
  TWD: '0.031',
  KRW: '0.00073',
  THB: '0.028',
  AED: '0.2723',
};

export function toUsd(amount: string, currency: string): string | null {
  const rate = REFERENCE_USD_RATES[currency.toUpperCase()];
  return rate ? usd(dec(amount).times(rate)) : null;
}

/** Spec 02 §8: the reasons shown for declined or rejected card transactions, by type. */
export function declineReasonFor(type: CardTransactionType): string {
  switch (type) {
    case 'purchase':
    case 'atm_withdrawal':
    case 'fee':
      return 'Insufficient funds or card limit exceeded';
    case 'deposit_fund':
      return 'Invalid deposit source or verification required';
    case 'withdraw_fund':
      return 'Withdrawal limit exceeded or account verification needed';
    default:
      return 'Transaction could not be processed';
  }
}

/** Default direction of a type (simulator contract): credit for payment, refund, deposit_fund, reversal. */
export function defaultEntryFor(type: CardTransactionType): CardTransactionEntry {
  return type === 'payment' || type === 'refund' || type === 'deposit_fund' || type === 'reversal' ? 'credit' : 'debit';
}

export interface LedgerInput {
  type: CardTransactionType;
  entry: CardTransactionEntry;
  /** USD amount (2 decimals). */
  amount: string;
  status: CardTransactionStatus;
  fees: { tx: string; fx: string; atm: string };
}

export interface LedgerResult {
  /** The card's balances after the transaction (unchanged when nothing moved). */
  deposit: CardDepositBalanceRecord;
  credit: CardCreditBalanceRecord;
  /** The status the transaction is recorded with (a debit above what is available becomes declined). */
  status: CardTransactionStatus;
  declineReason: string | null;
  /** amount + fees (debit) or amount − fees (credit). */
  billAmount: string;
  moved: boolean;
}

/**
 * The collateral of a credit card that can be unstaked now (getCredit's `releasable`): the staked amount less what
 * backs used credit and pending holds, i.e. `available`, never above the staked `current` nor below 0. Unstake is
 * refused above it; the app offers it as the maximum.
 */
export function releasableCollateral(credit: Pick<CardRecord['credit'], 'available' | 'current'>): string {
  const available = dec(credit.available);
  const releasable = available.gt(credit.current) ? dec(credit.current) : available;
  return usd(releasable.lt(0) ? '0' : releasable);
}

export function totalFees(fees: { tx: string; fx: string; atm: string }): Big {
  return dec(fees.tx).plus(fees.fx).plus(fees.atm);
}

/**
 * The card ledger. Only cleared and pending transactions move balances:
 * - a debit entry (purchase, ATM withdrawal, fee, withdraw_fund …) costs amount + fees; above what is available
 *   (debit: deposit.available; credit: credit.available) it is recorded as declined with the spec's reason.
 *   On a debit card a pending debit only holds `available`; a cleared one also lowers `current`. On a credit
 *   card both raise `used` — except withdraw_fund (unstaking), which lowers the collateral (current, limit).
 * - a credit entry brings amount − fees. Cleared: on a debit card it raises current and available; on a
 *   credit card deposit_fund (staking) raises the collateral, anything else (payment, refund, reversal) pays
 *   down `used` (never below 0). Pending credits are not available before they clear.
 * - a non-active issued card (frozen, blocked …) declines every debit entry.
 * Declined, rejected and reversed transactions move nothing.
 */
export function applyToCard(card: Pick<CardRecord, 'model' | 'status' | 'deposit' | 'credit'>, input: LedgerInput): LedgerResult {
  const fees = totalFees(input.fees);
  const amount = dec(input.amount);
  const isDebit = input.entry === 'debit';
  const net = amount.minus(fees);
  const billAmount = usd(isDebit ? amount.plus(fees) : net.lt(0) ? '0' : net);
  const unchanged: LedgerResult = {
    deposit: { ...card.deposit },
    credit: { ...card.credit },
    status: input.status,
    declineReason: input.status === 'declined' || input.status === 'rejected' ? declineReasonFor(input.type) : null,
    billAmount,
    moved: false,
  };
  if (input.status !== 'cleared' && input.status !== 'pending') return unchanged;

  const decline = (reason: string): LedgerResult => ({ ...unchanged, status: 'declined', declineReason: reason });
  const bill = dec(billAmount);

  if (isDebit) {
    if (card.status !== 'active') return decline(card.status === 'frozen' ? 'Card is frozen' : 'Card is not active');
    if (card.model === 'debit') {
      const available = dec(card.deposit.available);
      if (bill.gt(available)) return decline(declineReasonFor(input.type));
      const current = input.status === 'cleared' ? dec(card.deposit.current).minus(bill) : dec(card.deposit.current);
      return { ...unchanged, deposit: { ...card.deposit, available: usd(available.minus(bill)), current: usd(current) }, moved: true };
    }
    const available = dec(card.credit.available);
    if (bill.gt(available)) return decline(declineReasonFor(input.type));
    if (input.type === 'withdraw_fund') {
      const collateral = usd(dec(card.credit.current).minus(bill));
      return { ...unchanged, credit: { ...card.credit, current: collateral, limit: collateral, available: usd(available.minus(bill)) }, moved: true };
    }
    return { ...unchanged, credit: { ...card.credit, used: usd(dec(card.credit.used).plus(bill)), available: usd(available.minus(bill)) }, moved: true };
  }

  if (input.status === 'pending' || bill.eq(0)) return unchanged;
  if (card.model === 'debit') {
    return {
      ...unchanged,
      deposit: { ...card.deposit, current: usd(dec(card.deposit.current).plus(bill)), available: usd(dec(card.deposit.available).plus(bill)) },
      moved: true,
    };
  }
  if (input.type === 'deposit_fund') {
    const collateral = usd(dec(card.credit.current).plus(bill));
    return { ...unchanged, credit: { ...card.credit, current: collateral, limit: collateral, available: usd(dec(card.credit.available).plus(bill)) }, moved: true };
  }
  const used = dec(card.credit.used);
  const paid = bill.gt(used) ? used : bill;
  if (paid.eq(0)) return unchanged;
  return {
    ...unchanged,
    credit: { ...card.credit, used: usd(used.minus(paid)), available: usd(dec(card.credit.available).plus(paid)) },
    moved: true,
  };
}

// ---------------------------------------------------------------------------------------------- secrets and ids

/** A source of integers in [0, max): faker in seeds, crypto.randomInt at run time. */
export type RandomInt = (max: number) => number;
export const secureRandomInt: RandomInt = (max) => randomInt(max);

const digits = (count: number, random: RandomInt) => Array.from({ length: count }, () => String(random(10))).join('');

/** Completes a 15-digit prefix with its Luhn check digit. */
export function withLuhnCheckDigit(prefix: string): string {
  let total = 0;
  for (let i = 0; i < prefix.length; i++) {
    let digit = Number(prefix[prefix.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return `${prefix}${(10 - (total % 10)) % 10}`;
}

export function isLuhnValid(pan: string): boolean {
  return /^\d{13,19}$/.test(pan) && withLuhnCheckDigit(pan.slice(0, -1)) === pan;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  while (value > 0n) {
    out = BASE58[Number(value % 58n)] + out;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

const randomBytesFrom = (count: number, random: RandomInt) => Buffer.from(Array.from({ length: count }, () => random(256)));

/** A valid-format Ethereum address (lower-case hex, which needs no EIP-55 checksum). */
export function evmAddress(random: RandomInt): string {
  return `0x${randomBytesFrom(20, random).toString('hex')}`;
}

/** A valid Tron address: base58check of 0x41 + 20 bytes. */
export function tronAddress(random: RandomInt): string {
  const payload = Buffer.concat([Buffer.from([0x41]), randomBytesFrom(20, random)]);
  const checksum = createHash('sha256').update(createHash('sha256').update(payload).digest()).digest().subarray(0, 4);
  return base58(Buffer.concat([payload, checksum]));
}

/** Issuer prefixes: debit cards on Visa (4…), credit cards on Mastercard (5…). */
export const NETWORK_BY_MODEL: Readonly<Record<CardModel, CardNetwork>> = { debit: 'visa', credit: 'mastercard' };
const BIN_BY_NETWORK: Readonly<Record<CardNetwork, string>> = { visa: '453201', mastercard: '542418' };

/** Card number, CVV, expiry (MM/YY, `years` after `issuedAt`) and chain addresses of a new card. */
export function newCardSecrets(model: CardModel, issuedAt: Date, random: RandomInt, years = 4) {
  const network = NETWORK_BY_MODEL[model];
  const pan = withLuhnCheckDigit(`${BIN_BY_NETWORK[network]}${digits(9, random)}`);
  const expiryMonth = String(issuedAt.getUTCMonth() + 1).padStart(2, '0');
  const expiryYear = String((issuedAt.getUTCFullYear() + years) % 100).padStart(2, '0');
  return {
    network,
    lastFourDigits: pan.slice(-4),
    credentials: { pan, cvv: digits(3, random), expiry: `${expiryMonth}/${expiryYear}` },
    addresses: { ethereum: evmAddress(random), tron: tronAddress(random) },
    repaymentAddresses: model === 'credit' ? { ethereum: evmAddress(random), tron: tronAddress(random) } : null,
  };
}

/** A 12-digit processor transaction id. */
export const processorTid = (random: RandomInt) => `${1 + random(9)}${digits(11, random)}`;

/** PaySafe processor reference: PS-YYYYMMDD-NNNNNN. */
export function paySafeRef(at: Date, random: RandomInt): string {
  return `PS-${at.toISOString().slice(0, 10).replaceAll('-', '')}-${digits(6, random)}`;
}

/** PINs are never stored in clear: a salted SHA-256 bound to the card. */
export function hashPin(cardId: string, pin: string): string {
  return createHash('sha256').update(`lookcard-pin:${cardId}:${pin}`).digest('base64url');
}
