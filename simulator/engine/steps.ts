import * as z from 'zod';
import type { OperationId } from '@contract-kit/operations';
import {
  CreateSimulatorFaultBody,
  SetSimulatorCardControlsBody,
  SetSimulatorCardShippingBody,
  SetSimulatorCardVerificationBody,
  SetSimulatorClockBody,
  SetSimulatorWithdrawalStatusBody,
  SettleSimulatorCardTransactionBody,
  SimulateApprovalBody,
  SimulateCardOnchainDepositBody,
  SimulateCardTransactionBody,
  SimulateDepositBody,
  SimulatePushBody,
  SimulateStatementGenerationBody,
} from '@contract-kit/zod';
import type { CallInput, SimulatorClient } from './client';
import { invalid } from './errors';
import { check, type Issue } from './validation';

/**
 * The simulator's steps: each is one act of the outside world (a card network, a blockchain, an identity
 * provider, a courier, the calendar) performed on the mock server through /api/simulator/*.
 *
 * A step's fields are the contract's request fields (the same zod schemas, generated from the contract), with
 * the target named by `card`, `user`, `withdrawal` or `transaction` instead of the path or body id. `push` sends a
 * test notification to the browsers a user subscribed to push notifications. A step is
 * checked before it is sent: `validateStep` names each wrong field (`amount: Must be a decimal number …`), and
 * the request built from it is checked again against the operation's schemas (`body.merchant.country: …`).
 */

/** A card, user, withdrawal or transaction id as the contract allows it (Id: 1–64 characters). */
export const TargetId = z.string().min(1).max(64);

const cardTransactionFields = SimulateCardTransactionBody.omit({ cardId: true, type: true, entry: true, status: true });

export const PurchaseStep = cardTransactionFields.extend({
  kind: z.literal('purchase'),
  card: TargetId,
  /** A pending purchase holds the amount until a settle step clears it. */
  status: z.enum(['cleared', 'pending']).optional(),
});
export const RefundStep = cardTransactionFields.extend({
  kind: z.literal('refund'),
  card: TargetId,
  status: z.enum(['cleared', 'pending']).optional(),
});
/** Types a decline can be recorded on; the reason shown follows the type (spec 02 §8 "Card transactions"). */
export const DECLINABLE_TYPES = ['purchase', 'atm_withdrawal', 'fee', 'deposit_fund', 'withdraw_fund', 'payment', 'refund', 'reversal'] as const;
export const DeclineStep = cardTransactionFields.extend({
  kind: z.literal('decline'),
  card: TargetId,
  transactionType: z.enum(DECLINABLE_TYPES).optional(),
  status: z.enum(['declined', 'rejected']).optional(),
});
export const AtmStep = cardTransactionFields.extend({
  kind: z.literal('atm'),
  card: TargetId,
  status: z.enum(['cleared', 'pending']).optional(),
});
export const SettleStep = SettleSimulatorCardTransactionBody.extend({
  kind: z.literal('settle'),
  transaction: TargetId,
});
export const ApprovalStep = SimulateApprovalBody.omit({ cardId: true, expiresInSeconds: true }).extend({
  kind: z.literal('approval'),
  card: TargetId,
  expiresInSeconds: SimulateApprovalBody.shape.expiresInSeconds.unwrap().optional(),
});
export const WithdrawalStep = SetSimulatorWithdrawalStatusBody.extend({
  kind: z.literal('withdrawal'),
  withdrawal: TargetId,
});
export const DepositStep = SimulateDepositBody.omit({ userId: true, email: true }).extend({
  kind: z.literal('deposit'),
  /** The user's e-mail or id. */
  user: z.string().min(1).max(255),
});
export const CardDepositStep = SimulateCardOnchainDepositBody.omit({ purpose: true }).extend({
  kind: z.literal('card-deposit'),
  card: TargetId,
  purpose: SimulateCardOnchainDepositBody.shape.purpose.unwrap().optional(),
});
/** A test push notification to the browsers the user subscribed (title, body, url: a path of the app). */
export const PushStep = SimulatePushBody.omit({ userId: true, email: true }).extend({
  kind: z.literal('push'),
  /** The user's e-mail or id. */
  user: z.string().min(1).max(255),
});
export const KycStep = SetSimulatorCardVerificationBody.extend({ kind: z.literal('kyc'), card: TargetId });
export const ShippingStep = SetSimulatorCardShippingBody.extend({ kind: z.literal('shipping'), card: TargetId });
/** The card's spending limits and switches, as its issuer sets them (card controls: a scenario can then cross a limit). */
export const CardControlsStep = SetSimulatorCardControlsBody.extend({ kind: z.literal('card-controls'), card: TargetId });
export const StatementStep = SimulateStatementGenerationBody.extend({ kind: z.literal('statement'), card: TargetId });
export const ClockStep = SetSimulatorClockBody.extend({ kind: z.literal('clock') });
export const FaultStep = CreateSimulatorFaultBody.extend({ kind: z.literal('fault') });
export const ClearFaultsStep = z.strictObject({ kind: z.literal('clear-faults') });

/** A step with every target and amount decided: what the engine sends. */
export const Step = z.discriminatedUnion('kind', [
  PurchaseStep,
  RefundStep,
  DeclineStep,
  AtmStep,
  SettleStep,
  ApprovalStep,
  WithdrawalStep,
  DepositStep,
  CardDepositStep,
  PushStep,
  KycStep,
  ShippingStep,
  CardControlsStep,
  StatementStep,
  ClockStep,
  FaultStep,
  ClearFaultsStep,
]);
export type Step = z.infer<typeof Step>;
export type StepKind = Step['kind'];
export type StepOf<K extends StepKind> = Extract<Step, { kind: K }>;

/** Every kind of step, in the order of the registry above (Step): what the CLI's --list and --help name. */
export const STEP_KINDS: readonly StepKind[] = Step.options.map((option) => option.shape.kind.value);

/** What each kind of step needs named: a card, a user, a withdrawal or a card transaction. */
export const STEP_TARGET: Readonly<Record<StepKind, 'card' | 'user' | 'withdrawal' | 'transaction' | null>> = {
  purchase: 'card',
  refund: 'card',
  decline: 'card',
  atm: 'card',
  settle: 'transaction',
  approval: 'card',
  withdrawal: 'withdrawal',
  deposit: 'user',
  'card-deposit': 'card',
  push: 'user',
  kyc: 'card',
  shipping: 'card',
  'card-controls': 'card',
  statement: 'card',
  clock: null,
  fault: null,
  'clear-faults': null,
};

/** Every physical card status a shipping step may set (their order: SHIPPING_PROGRESS of @contract-kit/rules/card-orders). */
export const SHIPPING_STATUSES = SetSimulatorCardShippingBody.shape.physicalStatus.options;

/** Checks a step against its kind's schema (the contract's fields); the issues name the step's fields. */
export function validateStep(step: unknown): Issue[] {
  const result = check(Step, step);
  return result.ok ? [] : result.issues;
}

/** The step, parsed, or an `invalid` error naming each wrong field. */
export function parseStep(step: unknown, context = 'Step'): Step {
  const result = check(Step, step);
  if (!result.ok) throw invalid(context, result.issues);
  return result.value;
}

export interface StepRequest {
  operationId: OperationId;
  input: CallInput;
}

const withoutUndefined = <T extends Record<string, unknown>>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;

/** The contract request a (parsed) step becomes. */
export function requestOf(step: Step): StepRequest {
  switch (step.kind) {
    case 'purchase':
    case 'refund':
    case 'atm':
    case 'decline': {
      const { kind, card, ...fields } = step;
      const type = kind === 'purchase' ? 'purchase' : kind === 'refund' ? 'refund' : kind === 'atm' ? 'atm_withdrawal' : ((step.kind === 'decline' ? step.transactionType : undefined) ?? 'purchase');
      const status = kind === 'decline' ? (step.status ?? 'declined') : fields.status;
      const { transactionType: _ignored, ...rest } = fields as typeof fields & { transactionType?: string };
      return { operationId: 'simulateCardTransaction', input: { body: withoutUndefined({ ...rest, cardId: card, type, status }) } };
    }
    case 'settle':
      return { operationId: 'settleSimulatorCardTransaction', input: { params: { id: step.transaction }, body: { status: step.status } } };
    case 'approval': {
      const { kind: _kind, card, ...fields } = step;
      return { operationId: 'simulateApproval', input: { body: withoutUndefined({ ...fields, cardId: card }) } };
    }
    case 'withdrawal':
      return { operationId: 'setSimulatorWithdrawalStatus', input: { params: { id: step.withdrawal }, body: withoutUndefined({ status: step.status, reason: step.reason }) } };
    case 'deposit': {
      const { kind: _kind, user, ...fields } = step;
      const who = user.includes('@') ? { email: user } : { userId: user };
      return { operationId: 'simulateDeposit', input: { body: { ...fields, ...who } } };
    }
    case 'push': {
      const { kind: _kind, user, ...fields } = step;
      const who = user.includes('@') ? { email: user } : { userId: user };
      return { operationId: 'simulatePush', input: { body: withoutUndefined({ ...fields, ...who }) } };
    }
    case 'card-deposit': {
      const { kind: _kind, card, ...fields } = step;
      return { operationId: 'simulateCardOnchainDeposit', input: { params: { id: card }, body: withoutUndefined(fields) } };
    }
    case 'kyc':
      return { operationId: 'setSimulatorCardVerification', input: { params: { id: step.card }, body: { status: step.status } } };
    case 'shipping':
      return { operationId: 'setSimulatorCardShipping', input: { params: { id: step.card }, body: { physicalStatus: step.physicalStatus } } };
    case 'card-controls': {
      const { kind: _kind, card, ...fields } = step;
      return { operationId: 'setSimulatorCardControls', input: { params: { id: card }, body: withoutUndefined(fields) } };
    }
    case 'statement':
      return { operationId: 'simulateStatementGeneration', input: { params: { id: step.card }, body: { cycle: step.cycle } } };
    case 'clock': {
      const { kind: _kind, ...fields } = step;
      return { operationId: 'setSimulatorClock', input: { body: withoutUndefined(fields) } };
    }
    case 'fault': {
      const { kind: _kind, ...fields } = step;
      return { operationId: 'createSimulatorFault', input: { body: withoutUndefined(fields) } };
    }
    case 'clear-faults':
      return { operationId: 'clearSimulatorFaults', input: {} };
  }
}

/** What a step did, for logs, the recorder and later steps (`@name` references). */
export interface StepOutcome {
  step: Step;
  operationId: OperationId;
  /** The answer's body, as the contract describes it. */
  response: unknown;
  /** The created or changed entity: a card transaction, an approval, a withdrawal, a deposit, a card, a statement, a fault. */
  entityId: string | undefined;
  /** Its status afterwards (cleared, declined, pending, completed, pending_activation, shipped …) when it has one. */
  status: string | undefined;
  /** The card the step acted on, when there is one. */
  cardId: string | undefined;
  at: number;
}

const asRecord = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
const stringField = (value: unknown, key: string) => {
  const field = asRecord(value)[key];
  return typeof field === 'string' ? field : undefined;
};

function entityOf(step: Step, response: unknown): { entityId: string | undefined; status: string | undefined; cardId: string | undefined } {
  const data = asRecord(response)['data'];
  switch (step.kind) {
    case 'deposit':
      return { entityId: stringField(data, 'id'), status: 'credited', cardId: undefined };
    case 'card-deposit':
      return { entityId: stringField(data, 'id'), status: stringField(asRecord(data)['card'], 'status'), cardId: step.card };
    case 'push': {
      const sent = asRecord(data)['sent'];
      const failed = asRecord(data)['failed'];
      const delivered = typeof sent === 'number' ? sent : 0;
      // Delivered of all the user's subscriptions (no words: the page shows it in its own language).
      return { entityId: undefined, status: `${delivered}/${delivered + (typeof failed === 'number' ? failed : 0)}`, cardId: undefined };
    }
    case 'kyc':
      return { entityId: step.card, status: stringField(asRecord(asRecord(asRecord(data)['verification'])['data']), 'status') ?? step.status, cardId: step.card };
    case 'shipping':
      return { entityId: step.card, status: stringField(data, 'physicalStatus'), cardId: step.card };
    case 'card-controls':
      return { entityId: step.card, status: stringField(data, 'status'), cardId: step.card };
    case 'statement':
      return { entityId: stringField(data, 'id'), status: stringField(data, 'status'), cardId: step.card };
    case 'clock':
      return { entityId: undefined, status: stringField(response, 'now'), cardId: undefined };
    case 'clear-faults':
      return { entityId: undefined, status: undefined, cardId: undefined };
    default:
      return { entityId: stringField(response, 'id'), status: stringField(response, 'status'), cardId: stringField(response, 'cardId') };
  }
}

/**
 * Checks and sends one step. Throws a SimulatorError: `invalid` (nothing sent; `issues` name the step's fields),
 * `http` (the mock server refused it), `network` or `contract`.
 */
export async function sendStep(client: SimulatorClient, step: unknown, signal?: AbortSignal): Promise<StepOutcome> {
  const parsed = parseStep(step, `Step ${asRecord(step)['kind'] === undefined ? '' : String(asRecord(step)['kind'])}`.trim());
  const { operationId, input } = requestOf(parsed);
  const response = await client.call(operationId, { ...input, signal });
  return { step: parsed, operationId, response, ...entityOf(parsed, response), at: Date.now() };
}

/** The limits and switched-off channels of a card-controls step, in English. */
function describeControls(step: StepOf<'card-controls'>): string {
  const off = (['online', 'contactless', 'atm', 'foreignCurrency'] as const).filter((name) => !step[name]);
  const parts = [`daily limit ${step.dailyLimit ?? 'none'}`, `monthly limit ${step.monthlyLimit ?? 'none'}`, off.length ? `off: ${off.join(', ')}` : 'all channels on'];
  return parts.join(', ');
}

/** One line in English describing a step (CLI progress). */
export function describeStep(step: Step): string {
  switch (step.kind) {
    case 'purchase':
    case 'refund':
    case 'atm':
    case 'decline':
      return `${step.kind} ${step.amount} ${step.currency ?? 'USD'}${step.channel ? ` (${step.channel})` : ''} at ${step.merchant.name}${step.mcc ? ` [MCC ${step.mcc}]` : ''}${step.merchant.city ? `, ${step.merchant.city}` : ''} (${step.merchant.country}) on card ${step.card}`;
    case 'settle':
      return `settle card transaction ${step.transaction} as ${step.status}`;
    case 'approval':
      return `PaySafe approval of ${step.transactionAmount} ${step.transactionCurrency} at ${step.merchantName} on card ${step.card} (expires in ${step.expiresInSeconds ?? 300} s)`;
    case 'withdrawal':
      return `withdrawal ${step.withdrawal} → ${step.status}${step.reason ? ` (${step.reason})` : ''}`;
    case 'deposit':
      return `on-chain deposit of ${step.amount} ${step.currency} on ${step.network} to ${step.user}`;
    case 'push':
      return `test push notification "${step.title}" to ${step.user}'s browsers${step.url ? ` (opens ${step.url})` : ''}`;
    case 'card-deposit':
      return `on-chain ${step.purpose ?? 'funding'} transfer of ${step.amount} ${step.currency} on ${step.network} to card ${step.card}`;
    case 'kyc':
      return `identity verification of card ${step.card} → ${step.status}`;
    case 'shipping':
      return `physical card of ${step.card} → ${step.physicalStatus}`;
    case 'card-controls':
      return `card controls of ${step.card}: ${describeControls(step)}`;
    case 'statement':
      return `statement ${step.cycle} of card ${step.card}`;
    case 'clock':
      return step.set ? `clock set to ${step.set}${step.advanceSeconds ? ` + ${step.advanceSeconds} s` : ''}` : `clock + ${step.advanceSeconds ?? 0} s`;
    case 'fault':
      return `fault on ${step.operationId}${step.status ? ` → ${step.status}` : ''}${step.latencyMs ? ` +${step.latencyMs} ms` : ''}${step.drop ? ' (drop)' : ''}`;
    case 'clear-faults':
      return 'clear all faults';
  }
}
