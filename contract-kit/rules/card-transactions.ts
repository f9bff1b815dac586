import type { CardTransactionType } from '../model';

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

/** The decline reason of a card transaction type (purchase, ATM withdrawal and fee: insufficient funds). */
export function declineReasonFor(type: CardTransactionType): string {
  switch (type) {
    case 'purchase':
    case 'atm_withdrawal':
    case 'fee':
      return DECLINE_REASONS.insufficientFunds;
    case 'deposit_fund':
      return DECLINE_REASONS.depositFund;
    case 'withdraw_fund':
      return DECLINE_REASONS.withdrawFund;
    default:
      return DECLINE_REASONS.other;
  }
}
