import type { CardTransaction, CardTransactionDeclineCode } from '@contract-kit/model';
import { dec, isDecimalString } from '@contract-kit/money';

/**
 * Display rules of the card transaction history (spec 02 §4 "Card transactions", §8, §9). Pure functions over
 * the wire shape; unknown types and statuses from a newer backend are handled defensively.
 */

/** A message id of the catalogues (type-checked against en.json). */
export type MessageId = FormatjsIntl.Message['ids'];
/** A label is a message id, or already-humanized text for a value this client does not know. */
export type Label = { id: MessageId } | { text: string };

export type TypeCategory = 'purchase' | 'deposit' | 'withdraw' | 'other';

/**
 * Spec 02 §4: purchase → Purchase; payment, or deposit_fund with entry credit → Deposit Fund (+); refund, or
 * withdraw_fund with entry debit → Withdraw Fund (−); other types are humanized.
 */
export function typeCategory(tx: Pick<CardTransaction, 'type' | 'entry'>): TypeCategory {
  const type = String(tx.type);
  const entry = String(tx.entry);
  if (type === 'purchase') return 'purchase';
  if (type === 'payment' || (type === 'deposit_fund' && entry === 'credit')) return 'deposit';
  if (type === 'refund' || (type === 'withdraw_fund' && entry === 'debit')) return 'withdraw';
  return 'other';
}

/** "atm_withdrawal" → "Atm Withdrawal": the generic humanization of an unknown value. */
export function humanize(value: string): string {
  return value
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** Message ids of the type labels we know; null → humanize the raw type. */
const OTHER_TYPE_IDS: Readonly<Partial<Record<string, MessageId>>> = {
  atm_withdrawal: 'cardTransactions.type.atmWithdrawal',
  fee: 'cardTransactions.type.fee',
  reversal: 'cardTransactions.type.reversal',
  deposit_fund: 'cardTransactions.type.depositFund',
  withdraw_fund: 'cardTransactions.type.withdrawFund',
};

export function typeLabel(tx: Pick<CardTransaction, 'type' | 'entry'>): Label {
  switch (typeCategory(tx)) {
    case 'purchase':
      return { id: 'cardTransactions.type.purchase' };
    case 'deposit':
      return { id: 'cardTransactions.type.depositFund' };
    case 'withdraw':
      return { id: 'cardTransactions.type.withdrawFund' };
    default: {
      const id = OTHER_TYPE_IDS[String(tx.type)];
      return id ? { id } : { text: humanize(String(tx.type)) };
    }
  }
}

/**
 * Spec 02 §4: Deposit Fund is shown with +, Withdraw Fund with − (a real minus sign). Every other row shows its
 * direction too, from its entry (a fee or a purchase without a sign could be read as money in):
 * a debit entry takes money from the card (−), a credit entry brings money to it (+).
 */
export function amountSign(tx: Pick<CardTransaction, 'type' | 'entry'>): '+' | '−' {
  const category = typeCategory(tx);
  if (category === 'deposit') return '+';
  if (category === 'withdraw') return '−';
  return String(tx.entry) === 'credit' ? '+' : '−';
}

export type StatusTone = 'success' | 'warning' | 'error' | 'neutral';

/** Spec 02 §4: cleared/clear green, pending orange, declined/rejected red, other grey. */
export function statusTone(status: string): StatusTone {
  switch (status.toLowerCase()) {
    case 'cleared':
    case 'clear':
      return 'success';
    case 'pending':
      return 'warning';
    case 'declined':
    case 'rejected':
      return 'error';
    default:
      return 'neutral';
  }
}

const STATUS_IDS: Readonly<Partial<Record<string, MessageId>>> = {
  cleared: 'cardTransactions.status.cleared',
  clear: 'cardTransactions.status.clear',
  pending: 'cardTransactions.status.pending',
  declined: 'cardTransactions.status.declined',
  rejected: 'cardTransactions.status.rejected',
  reversed: 'cardTransactions.status.reversed',
};

export function statusLabel(status: string): Label {
  const id = STATUS_IDS[status.toLowerCase()];
  return id ? { id } : { text: humanize(status) };
}

export function isRefused(status: string): boolean {
  return statusTone(status) === 'error';
}

/**
 * The reasons of the card's own controls (the contract's CardTransactionDeclineCode), each
 * with its text; the other codes keep the spec's reason by type.
 */
const CONTROL_DECLINE_IDS: Partial<Record<CardTransactionDeclineCode, MessageId>> = {
  over_daily_limit: 'cardTransactions.decline.overDailyLimit',
  over_monthly_limit: 'cardTransactions.decline.overMonthlyLimit',
  online_disabled: 'cardTransactions.decline.onlineDisabled',
  contactless_disabled: 'cardTransactions.decline.contactlessDisabled',
  atm_disabled: 'cardTransactions.decline.atmDisabled',
  foreign_currency_disabled: 'cardTransactions.decline.foreignCurrencyDisabled',
};

/** The text of a decline by the card's controls, or null when the decline has another reason. */
export function controlDeclineId(tx: Pick<CardTransaction, 'declineCode'>): MessageId | null {
  return (tx.declineCode && CONTROL_DECLINE_IDS[tx.declineCode]) || null;
}

/**
 * Spec 02 §8: the reason shown for a declined or rejected transaction, by type: purchase, deposit fund,
 * withdraw fund, other — unless the card's controls declined it, which names its own reason (over the daily limit …).
 */
export function declineReasonId(tx: Pick<CardTransaction, 'type' | 'entry' | 'declineCode'>): MessageId {
  const byControls = controlDeclineId(tx);
  if (byControls) return byControls;
  switch (typeCategory(tx)) {
    case 'purchase':
      return 'cardTransactions.decline.purchase';
    case 'deposit':
      return 'cardTransactions.decline.depositFund';
    case 'withdraw':
      return 'cardTransactions.decline.withdrawFund';
    default:
      return 'cardTransactions.decline.other';
  }
}

export interface FeeBreakdown {
  originalAmount: string;
  originalCurrency: string | undefined;
  tx: string;
  fx: string;
  /** Only when non-zero (spec 02 §9). */
  atm: string | null;
  /** The bill (statement) amount, only when any fee is non-zero (spec 02 §9). */
  statementAmount: string | null;
}

const present = (value: unknown): value is string => typeof value === 'string' && isDecimalString(value);
const nonZero = (value: string) => !dec(value).eq(0);

/**
 * Spec 02 §9: the fee breakdown shows when fees, the original amount and the bill amount exist; the ATM fee
 * shows when non-zero; the statement amount shows when any fee is non-zero. Null when it does not show.
 */
export function feeBreakdown(tx: Partial<Pick<CardTransaction, 'fees' | 'metadata'>>): FeeBreakdown | null {
  const fees = tx.fees;
  const metadata = tx.metadata;
  if (!fees || !metadata || !present(metadata.originalTransactionAmount) || !present(metadata.billAmount)) return null;
  const tx_ = present(fees.tx) ? fees.tx : '0';
  const fx = present(fees.fx) ? fees.fx : '0';
  const atm = present(fees.atm) ? fees.atm : '0';
  const hasFee = [tx_, fx, atm].some(nonZero);
  return {
    originalAmount: metadata.originalTransactionAmount,
    originalCurrency: metadata.originalCurrency,
    tx: tx_,
    fx,
    atm: nonZero(atm) ? atm : null,
    statementAmount: hasFee ? metadata.billAmount : null,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Spec 02 §4: expanded rows show the date as dd/mm/yyyy with the time (local time, 24-hour). */
export function formatDayMonthYearTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

/** Collapsed rows show a relative time: the largest whole unit between then and now (negative = in the past). */
export function relativeTime(iso: string, nowMs: number): { value: number; unit: RelativeUnit } {
  // A past event never reads as the future: a transaction dated after "now" (the server's clock ahead of the
  // device's, or a row newer than the last re-read of "now") reads "now".
  const seconds = Math.min(0, Math.round((Date.parse(iso) - nowMs) / 1000)) || 0;
  const abs = Math.abs(seconds);
  const toward = (divisor: number) => Math.trunc(seconds / divisor);
  if (abs < 60) return { value: seconds, unit: 'second' };
  if (abs < 3600) return { value: toward(60), unit: 'minute' };
  if (abs < 86_400) return { value: toward(3600), unit: 'hour' };
  if (abs < 30 * 86_400) return { value: toward(86_400), unit: 'day' };
  if (abs < 365 * 86_400) return { value: toward(30 * 86_400), unit: 'month' };
  return { value: toward(365 * 86_400), unit: 'year' };
}
