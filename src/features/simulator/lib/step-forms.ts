import { DECLINABLE_TYPES, MERCHANT_CURRENCIES, SHIPPING_STATUSES, STEP_TARGET, type Issue, type StepKind } from './engine';
import { CardTransactionChannel } from '@contract-kit/enums';
import { SHIPPING_PROGRESS } from '@contract-kit/rules/card-orders';
import { CARD_CRYPTO_CURRENCIES, TOKEN_ORDER } from '@contract-kit/rules/currencies';
import type { SimMessageId } from './messages';

/** The steps the step form sends (the clock and faults have their own panels). */
export const FORM_STEP_KINDS = [
  'purchase',
  'refund',
  'decline',
  'atm',
  'settle',
  'approval',
  'withdrawal',
  'deposit',
  'card-deposit',
  'push',
  'kyc',
  'shipping',
  'statement',
] as const satisfies readonly StepKind[];
export type FormStepKind = (typeof FORM_STEP_KINDS)[number];

export type FieldControl = 'text' | 'select' | 'integer';

export interface FieldSpec {
  /** Dotted path in the step (merchant.country, fees.fx). */
  name: string;
  label: SimMessageId;
  control: FieldControl;
  options?: readonly string[];
  /** May be left empty (the field is then not sent). */
  isOptional?: boolean;
  /** Monospace, wide (ids). */
  isWide?: boolean;
  /** The contract accepts an empty string (sent as ''). */
  allowsEmpty?: boolean;
}

const NETWORKS = ['ethereum', 'base', 'bsc', 'optimism', 'tron'] as const;

const merchantFields: FieldSpec[] = [
  { name: 'merchant.name', label: 'simulator.field.merchantName', control: 'text' },
  { name: 'merchant.city', label: 'simulator.field.merchantCity', control: 'text', allowsEmpty: true },
  { name: 'merchant.country', label: 'simulator.field.merchantCountry', control: 'text' },
];
const moneyFields: FieldSpec[] = [
  { name: 'amount', label: 'simulator.field.amount', control: 'text' },
  { name: 'currency', label: 'simulator.field.currency', control: 'select', options: MERCHANT_CURRENCIES },
];
/** How the card is used: card controls can switch online, contactless and ATM off (the contract's CardTransactionChannel). */
const channelField: FieldSpec = { name: 'channel', label: 'simulator.field.channel', control: 'select', options: Object.values(CardTransactionChannel) };
/** The merchant's category code (ISO 18245); left empty, the mock server gives the merchant's own or a default one. */
const mccField: FieldSpec = { name: 'mcc', label: 'simulator.field.mcc', control: 'text', isOptional: true };
const feeFields: FieldSpec[] = [
  { name: 'fees.tx', label: 'simulator.field.feeTx', control: 'text' },
  { name: 'fees.fx', label: 'simulator.field.feeFx', control: 'text' },
  { name: 'fees.atm', label: 'simulator.field.feeAtm', control: 'text' },
];

/** The form fields of each step, in order: exactly the step's contract fields. */
export const STEP_FIELDS: Readonly<Record<FormStepKind, readonly FieldSpec[]>> = {
  purchase: [...merchantFields, mccField, ...moneyFields, channelField, ...feeFields, { name: 'status', label: 'simulator.field.status', control: 'select', options: ['cleared', 'pending'] }],
  refund: [...merchantFields, mccField, ...moneyFields, ...feeFields, { name: 'status', label: 'simulator.field.status', control: 'select', options: ['cleared', 'pending'] }],
  decline: [
    ...merchantFields,
    ...moneyFields,
    ...feeFields,
    { name: 'transactionType', label: 'simulator.field.transactionType', control: 'select', options: DECLINABLE_TYPES },
    { name: 'status', label: 'simulator.field.status', control: 'select', options: ['declined', 'rejected'] },
  ],
  atm: [...merchantFields, mccField, ...moneyFields, channelField, ...feeFields, { name: 'status', label: 'simulator.field.status', control: 'select', options: ['cleared', 'pending'] }],
  settle: [
    { name: 'transaction', label: 'simulator.field.transaction', control: 'text', isWide: true },
    { name: 'status', label: 'simulator.field.settleStatus', control: 'select', options: ['cleared', 'declined', 'reversed'] },
  ],
  approval: [
    { name: 'merchantName', label: 'simulator.field.merchantName', control: 'text' },
    { name: 'transactionAmount', label: 'simulator.field.amount', control: 'text' },
    { name: 'transactionCurrency', label: 'simulator.field.currency', control: 'select', options: MERCHANT_CURRENCIES },
    { name: 'expiresInSeconds', label: 'simulator.field.expiresInSeconds', control: 'integer' },
  ],
  withdrawal: [
    { name: 'withdrawal', label: 'simulator.field.withdrawal', control: 'text', isWide: true },
    { name: 'status', label: 'simulator.field.withdrawalStatus', control: 'select', options: ['completed', 'failed'] },
    { name: 'reason', label: 'simulator.field.reason', control: 'text', isOptional: true },
  ],
  deposit: [
    { name: 'currency', label: 'simulator.field.currency', control: 'select', options: TOKEN_ORDER },
    { name: 'amount', label: 'simulator.field.amount', control: 'text' },
    { name: 'network', label: 'simulator.field.network', control: 'select', options: NETWORKS },
  ],
  'card-deposit': [
    { name: 'currency', label: 'simulator.field.currency', control: 'select', options: CARD_CRYPTO_CURRENCIES },
    { name: 'amount', label: 'simulator.field.amount', control: 'text' },
    { name: 'network', label: 'simulator.field.network', control: 'select', options: NETWORKS },
    { name: 'purpose', label: 'simulator.field.purpose', control: 'select', options: ['funding', 'repayment'] },
  ],
  push: [
    { name: 'title', label: 'simulator.field.title', control: 'text' },
    { name: 'body', label: 'simulator.field.body', control: 'text', isOptional: true },
    { name: 'url', label: 'simulator.field.url', control: 'text', isOptional: true },
  ],
  kyc: [{ name: 'status', label: 'simulator.field.verificationStatus', control: 'select', options: ['approved', 'rejected', 'under_review', 'completed'] }],
  shipping: [{ name: 'physicalStatus', label: 'simulator.field.physicalStatus', control: 'select', options: SHIPPING_STATUSES }],
  statement: [{ name: 'cycle', label: 'simulator.field.cycle', control: 'text' }],
};

/**
 * What a step acts on: the selected card, the selected user, or an item the form names itself (a transaction to
 * settle, a withdrawal): the engine's STEP_TARGET, which says what each step targets.
 */
export const STEP_NEEDS = Object.fromEntries(
  FORM_STEP_KINDS.map((kind) => {
    const target = STEP_TARGET[kind];
    return [kind, target === 'card' || target === 'user' ? target : 'none'];
  }),
) as Readonly<Record<FormStepKind, 'card' | 'user' | 'none'>>;

export type FormValues = Record<string, string>;

/** Sensible first values of each form (the tester changes what matters). */
export function defaultValues(kind: FormStepKind, context: { cycle: string; transaction?: string; withdrawal?: string; physicalStatus?: string }): FormValues {
  const fees = { 'fees.tx': '0', 'fees.fx': '0', 'fees.atm': '0' };
  const coffee = { 'merchant.name': 'Blue Bottle Coffee', 'merchant.city': 'Oakland', 'merchant.country': 'US', currency: 'USD' };
  switch (kind) {
    case 'purchase':
      return { ...coffee, amount: '4.75', channel: 'in_store', ...fees, status: 'cleared' };
    case 'refund':
      return { 'merchant.name': 'Amazon Marketplace', 'merchant.city': 'Seattle', 'merchant.country': 'US', currency: 'USD', amount: '19.99', ...fees, status: 'cleared' };
    case 'decline':
      return { 'merchant.name': 'Apple.com', 'merchant.city': 'Cupertino', 'merchant.country': 'US', currency: 'USD', amount: '1299.00', ...fees, transactionType: 'purchase', status: 'declined' };
    case 'atm':
      return { 'merchant.name': 'Chase ATM', 'merchant.city': 'New York', 'merchant.country': 'US', currency: 'USD', amount: '100.00', channel: 'atm', ...fees, 'fees.atm': '2.50', status: 'cleared' };
    case 'settle':
      return { transaction: context.transaction ?? '', status: 'cleared' };
    case 'approval':
      return { merchantName: 'Amazon Marketplace', transactionAmount: '129.99', transactionCurrency: 'USD', expiresInSeconds: '300' };
    case 'withdrawal':
      return { withdrawal: context.withdrawal ?? '', status: 'completed', reason: '' };
    case 'deposit':
      return { currency: 'USDT', amount: '250.00', network: 'tron' };
    case 'card-deposit':
      return { currency: 'USDT', amount: '130', network: 'tron', purpose: 'funding' };
    case 'push':
      return { title: 'Test notification', body: 'Push notifications reach this browser.', url: '/' };
    case 'kyc':
      return { status: 'approved' };
    case 'shipping':
      return { physicalStatus: nextShippingStatus(context.physicalStatus) };
    case 'statement':
      return { cycle: context.cycle };
  }
}

/** The next status of a physical card along its journey (pending_approval … fulfilled). */
export function nextShippingStatus(current: string | undefined): string {
  const index = SHIPPING_PROGRESS.indexOf(current as (typeof SHIPPING_PROGRESS)[number]);
  return SHIPPING_PROGRESS[Math.min(index + 1, SHIPPING_PROGRESS.length - 1)] ?? SHIPPING_PROGRESS[0];
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  node[parts[parts.length - 1] as string] = value;
}

/**
 * The step the form describes: its fields (empty optional ones left out; integers as numbers when they are
 * numbers, as typed otherwise, so validation names the problem) and its target.
 */
export function buildStep(kind: FormStepKind, values: FormValues, target: { cardId?: string; user?: string }): Record<string, unknown> {
  const step: Record<string, unknown> = { kind };
  for (const field of STEP_FIELDS[kind]) {
    const raw = (values[field.name] ?? '').trim();
    if (raw === '' && (field.isOptional || field.name === 'currency' || field.name === 'transactionType')) continue;
    const value = field.control === 'integer' && /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
    setPath(step, field.name, raw === '' && !field.allowsEmpty ? undefined : value);
  }
  const needs = STEP_NEEDS[kind];
  if (needs === 'card') step['card'] = target.cardId ?? '';
  if (needs === 'user') step['user'] = target.user ?? '';
  return step;
}

/** Issues by form field; issues of the target (card, user) under `target`. */
export function issuesByField(issues: readonly Issue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path === 'card' || issue.path === 'user' ? 'target' : issue.path;
    out[key] ??= issue.message;
  }
  return out;
}

/** The current billing month (UTC) of an instant, YYYY-MM. */
export function cycleOf(at: Date): string {
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}
