import type { CardTransactionDeclineCode, CardTransactionType } from '../model';

/**
 * Reference rates to USD of the merchant currencies the card processor accepts: the mock server bills card
 * transactions abroad in USD at these rates (the original amount stays in the transaction's metadata), and the
 * simulator offers exactly these currencies.
 */
export const MERCHANT_USD_RATES: Readonly<Record<string, string>> = {
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

/**
 * Spec 02 §8 "Card transactions": the reason a declined or rejected card transaction carries, by type. The mock
 * server's card ledger records it; the simulator shows it before a decline step is sent.
 */
export const DECLINE_REASONS = {
  insufficientFunds: 'Insufficient funds or card limit exceeded',
  depositFund: 'Invalid deposit source or verification required',
  withdrawFund: 'Withdrawal limit exceeded or account verification needed',
  other: 'Transaction could not be processed',
} as const;

/**
 * The English text of every decline code of the contract (CardTransactionDeclineCode): the spec's per-type reasons,
 * the card's status, and the card's own controls (./card-controls.ts). The server records it as `declineReason`
 * next to the code; the app shows its own translation of the code.
 */
export const DECLINE_REASON_TEXTS = {
  insufficient_funds: DECLINE_REASONS.insufficientFunds,
  deposit_source: DECLINE_REASONS.depositFund,
  withdrawal_limit: DECLINE_REASONS.withdrawFund,
  not_processed: DECLINE_REASONS.other,
  card_frozen: 'Card is frozen',
  card_not_active: 'Card is not active',
  over_daily_limit: "Over the card's daily spending limit",
  over_monthly_limit: "Over the card's monthly spending limit",
  online_disabled: 'Online transactions are turned off for this card',
  contactless_disabled: 'Contactless transactions are turned off for this card',
  atm_disabled: 'ATM withdrawals are turned off for this card',
  foreign_currency_disabled: 'Foreign-currency transactions are turned off for this card',
} as const satisfies Record<CardTransactionDeclineCode, string>;

/** The decline code of a card transaction type (purchase, ATM withdrawal and fee: insufficient funds). */
export function declineCodeFor(type: CardTransactionType): CardTransactionDeclineCode {
  switch (type) {
    case 'purchase':
    case 'atm_withdrawal':
    case 'fee':
      return 'insufficient_funds';
    case 'deposit_fund':
      return 'deposit_source';
    case 'withdraw_fund':
      return 'withdrawal_limit';
    default:
      return 'not_processed';
  }
}

/** The decline reason of a card transaction type (spec 02 §8). */
export function declineReasonFor(type: CardTransactionType): string {
  return DECLINE_REASON_TEXTS[declineCodeFor(type)];
}
