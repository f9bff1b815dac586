import * as z from 'zod';
import { dec } from '@contract-kit/money';
import type { SimulatorClient, SimulatorUser, SimulatorUserCard } from './client';
import { invalid, SimulatorError } from './errors';
import { ATM_OPERATORS, MERCHANT_CATEGORIES, MERCHANTS, ZERO_DECIMAL_CURRENCIES, type CatalogueMerchant } from './merchants';
import { SeededRandom, seedFromString } from './random';
import {
  ApprovalStep,
  AtmStep,
  CardControlsStep,
  CardDepositStep,
  ClearFaultsStep,
  ClockStep,
  DeclineStep,
  DepositStep,
  FaultStep,
  KycStep,
  PurchaseStep,
  PushStep,
  RefundStep,
  sendStep,
  SettleStep,
  ShippingStep,
  StatementStep,
  WithdrawalStep,
  type Step,
  type StepOutcome,
} from './steps';
import { check, type Issue } from './validation';

/**
 * Scenario files (simulator/scenarios/*.json): a named list of steps with delays, replayed deterministically from
 * a seed. Besides literal values (exactly a step's fields), a scenario step may leave things to the engine:
 *
 * - `card`: a card id, or `debit` / `credit` (the user's first active card of that model), `application` (the
 *   user's newest card still in application), `physical` (the user's newest card with a physical card ordered
 *   and not yet delivered), or `@name` (the card of an earlier step named with `as`). Absent: the run's card.
 * - `user` (deposit): an e-mail or id; absent: the run's user.
 * - `transaction` (settle): a card transaction id, `@name` (an earlier step's transaction) or `latest` (the
 *   user's newest pending one; the default). `withdrawal`: an id or `latest` (the newest processing one; default).
 * - `amount` / `transactionAmount`: a decimal string or `{min, max}` (drawn with the seed).
 * - `merchant`: `{name, city, country}`, `"random"` or `{category}` (drawn from the catalogue; it also brings
 *   the merchant's currency and a typical amount when those are absent). `merchantName` (approval): a name or
 *   `"random"`.
 * - `cycle` (statement): `YYYY-MM`, `current` or `previous` (by the mock server's clock).
 * - `delayMs`: wait before the step (scaled by the run's speed); `as`: a name later steps refer to with `@name`.
 */

const NAME = /^[a-z][a-z0-9-]{0,31}$/;
const DecimalString = z.string().regex(/^(0|[1-9]\d*)(\.\d{1,18})?$/, 'Must be a decimal number as a string (e.g. "12.50")');
const AmountSpec = z.union([DecimalString, z.strictObject({ min: DecimalString, max: DecimalString })]);
const MerchantSpec = z.union([PurchaseStep.shape.merchant, z.literal('random'), z.strictObject({ category: z.enum(MERCHANT_CATEGORIES) })]);
const TargetSpec = z.string().min(1).max(64);

const common = {
  delayMs: z.int().min(0).max(86_400_000).optional(),
  as: z.string().regex(NAME, 'Must be a lower-case name: a letter, then letters, digits or dashes (at most 32)').optional(),
  note: z.string().max(500).optional(),
};

const cardTransactionScenario = {
  card: TargetSpec.optional(),
  amount: AmountSpec.optional(),
  merchant: MerchantSpec,
  ...common,
};

export const ScenarioStep = z.discriminatedUnion('kind', [
  PurchaseStep.extend(cardTransactionScenario),
  RefundStep.extend(cardTransactionScenario),
  DeclineStep.extend(cardTransactionScenario),
  AtmStep.extend(cardTransactionScenario),
  SettleStep.extend({ transaction: TargetSpec.optional(), ...common }),
  ApprovalStep.extend({
    card: TargetSpec.optional(),
    merchantName: z.union([ApprovalStep.shape.merchantName, z.literal('random')]),
    transactionAmount: AmountSpec.optional(),
    transactionCurrency: ApprovalStep.shape.transactionCurrency.optional(),
    ...common,
  }),
  WithdrawalStep.extend({ withdrawal: TargetSpec.optional(), ...common }),
  DepositStep.extend({ user: DepositStep.shape.user.optional(), amount: AmountSpec, ...common }),
  CardDepositStep.extend({ card: TargetSpec.optional(), amount: AmountSpec, ...common }),
  PushStep.extend({ user: PushStep.shape.user.optional(), ...common }),
  KycStep.extend({ card: TargetSpec.optional(), ...common }),
  ShippingStep.extend({ card: TargetSpec.optional(), ...common }),
  CardControlsStep.extend({ card: TargetSpec.optional(), ...common }),
  StatementStep.extend({ card: TargetSpec.optional(), cycle: z.union([StatementStep.shape.cycle, z.enum(['current', 'previous'])]), ...common }),
  ClockStep.extend(common),
  FaultStep.extend(common),
  ClearFaultsStep.extend(common),
]);
export type ScenarioStep = z.infer<typeof ScenarioStep>;

export const Scenario = z.strictObject({
  $schema: z.string().optional(),
  name: z.string().min(1).max(100),
  description: z.string().max(2000).optional(),
  /** Seed of the merchant picks and amounts (default: derived from the name). */
  seed: z.int().min(0).max(4_294_967_295).optional(),
  /** The user the steps act on by default (e-mail or id). */
  user: z.string().min(1).max(255).optional(),
  /** The card the steps act on by default (an id or a selector). */
  card: TargetSpec.optional(),
  steps: z.array(ScenarioStep).min(1).max(10_000),
});
export type Scenario = z.infer<typeof Scenario>;

/** Parses a scenario (a JSON value); an `invalid` error names each problem (`steps.2.amount: …`). */
export function parseScenario(value: unknown, source = 'Scenario'): Scenario {
  const result = check(Scenario, value);
  if (!result.ok) throw invalid(source, result.issues);
  const issues: Issue[] = [];
  const named = new Set<string>();
  result.value.steps.forEach((step, index) => {
    for (const field of ['amount', 'transactionAmount'] as const) {
      const range = (step as Record<string, unknown>)[field];
      if (range && typeof range === 'object' && dec((range as { min: string }).min).gt((range as { max: string }).max)) {
        issues.push({ path: `steps.${index}.${field}.min`, message: 'Must not be above max' });
      }
    }
    for (const field of ['card', 'transaction'] as const) {
      const target = (step as Record<string, unknown>)[field];
      if (typeof target === 'string' && target.startsWith('@') && !named.has(target.slice(1))) {
        issues.push({ path: `steps.${index}.${field}`, message: `Refers to "${target}", which no earlier step names with "as"` });
      }
    }
    if (step.as) {
      if (named.has(step.as)) issues.push({ path: `steps.${index}.as`, message: `"${step.as}" already names an earlier step` });
      named.add(step.as);
    }
  });
  if (issues.length > 0) throw invalid(source, issues);
  return result.value;
}

/** Parses scenario JSON text (a file); syntax errors are reported as such. */
export function parseScenarioText(text: string, source = 'Scenario'): Scenario {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw invalid(source, [{ path: '', message: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` }]);
  }
  return parseScenario(value, source);
}

// ---------------------------------------------------------------------------------------------- resolution

export interface ResolveContext {
  client: SimulatorClient;
  random: SeededRandom;
  /** The user (e-mail or id) and card (id or selector) steps act on when they name none. */
  user?: string;
  card?: string;
  /** Outcomes of earlier steps named with `as`. */
  named: Map<string, StepOutcome>;
  signal?: AbortSignal;
}

const isApplication = (card: SimulatorUserCard) => card.status === 'initialized' || card.status.startsWith('pending_');

async function loadUser(context: ResolveContext, purpose: string): Promise<SimulatorUser> {
  const who = context.user;
  if (!who) throw new SimulatorError('target', `${purpose} needs a user: give one (--user EMAIL, or "user" in the scenario)`);
  const users = who.includes('@') ? (await context.client.users(who, context.signal)).data : (await context.client.users(undefined, context.signal)).data.filter((user) => user.id === who);
  const user = users[0];
  if (!user) throw new SimulatorError('target', `No user ${who}`);
  return user;
}

/** A card id for `spec` (an id, a selector or `@name`). */
export async function resolveCard(spec: string | undefined, context: ResolveContext): Promise<string> {
  const value = spec ?? context.card;
  if (!value) throw new SimulatorError('target', 'This step needs a card: give one (--card ID or a selector: debit, credit, application, physical)');
  if (value.startsWith('@')) {
    const outcome = context.named.get(value.slice(1));
    if (!outcome?.cardId) throw new SimulatorError('target', `"${value}" names no step with a card`);
    return outcome.cardId;
  }
  const selectors: Record<string, (card: SimulatorUserCard) => boolean> = {
    debit: (card) => card.model === 'debit' && card.status === 'active',
    credit: (card) => card.model === 'credit' && card.status === 'active',
    application: isApplication,
    physical: (card) => card.physicalStatus !== 'null' && card.physicalStatus !== 'fulfilled',
  };
  const selector = selectors[value];
  if (!selector) return value;
  const user = await loadUser(context, `The card selector "${value}"`);
  const cards = user.cards.filter(selector);
  // Active cards: the first (oldest); applications and physical orders: the newest.
  const card = value === 'debit' || value === 'credit' ? cards[0] : cards[cards.length - 1];
  if (!card) throw new SimulatorError('target', `${user.email} has no ${value === 'application' ? 'card application' : value === 'physical' ? 'physical card on its way' : `active ${value} card`}`);
  return card.id;
}

async function resolveWithdrawal(spec: string | undefined, context: ResolveContext): Promise<string> {
  if (spec && spec !== 'latest') return spec;
  const user = await loadUser(context, 'The withdrawal "latest"');
  const withdrawal = user.withdrawals[0];
  if (!withdrawal) throw new SimulatorError('target', `${user.email} has no processing withdrawal`);
  return withdrawal.id;
}

async function resolveTransaction(spec: string | undefined, context: ResolveContext): Promise<string> {
  if (spec?.startsWith('@')) {
    const outcome = context.named.get(spec.slice(1));
    if (!outcome?.entityId || !['purchase', 'refund', 'atm', 'decline'].includes(outcome.step.kind)) throw new SimulatorError('target', `"${spec}" names no card transaction step`);
    return outcome.entityId;
  }
  if (spec && spec !== 'latest') return spec;
  const user = await loadUser(context, 'The transaction "latest"');
  const pending = user.pendingCardTransactions[0];
  if (!pending) throw new SimulatorError('target', `${user.email} has no pending card transaction`);
  return pending.id;
}

/** `current` / `previous`: the billing month (UTC) of the mock server's clock, or the one before. */
async function resolveCycle(spec: string, context: ResolveContext): Promise<string> {
  if (spec !== 'current' && spec !== 'previous') return spec;
  const now = new Date((await context.client.clock(context.signal)).now);
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (spec === 'previous' ? 1 : 0), 1));
  return `${month.getUTCFullYear()}-${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
}

function drawAmount(spec: string | { min: string; max: string } | undefined, random: SeededRandom, currency: string | undefined, fallback?: CatalogueMerchant): string | undefined {
  const decimals = currency && ZERO_DECIMAL_CURRENCIES.has(currency) ? 0 : 2;
  if (typeof spec === 'string') return spec;
  if (spec) return random.amount(spec.min, spec.max, decimals);
  return fallback ? random.amount(fallback.min, fallback.max, decimals) : undefined;
}

function drawMerchant(
  spec: z.infer<typeof MerchantSpec>,
  random: SeededRandom,
  catalogue: readonly CatalogueMerchant[],
): { merchant: { name: string; city: string; country: string }; picked?: CatalogueMerchant } {
  if (spec === 'random' || 'category' in spec) {
    const pool = spec === 'random' ? catalogue : catalogue.filter((merchant) => merchant.category === spec.category);
    const picked = random.pick(pool.length > 0 ? pool : catalogue);
    return { merchant: { name: picked.name, city: picked.city, country: picked.country }, picked };
  }
  return { merchant: spec };
}

/**
 * Decides everything a scenario step leaves open (targets, merchants, amounts) and returns the concrete step.
 * Random draws happen in step order whatever the server answers, so a seed always gives the same values.
 */
export async function resolveStep(step: ScenarioStep, context: ResolveContext): Promise<Step> {
  const { delayMs: _delay, as: _as, note: _note, ...fields } = step;
  switch (fields.kind) {
    case 'purchase':
    case 'refund':
    case 'decline':
    case 'atm': {
      const { merchant, picked } = drawMerchant(fields.merchant, context.random, fields.kind === 'atm' ? ATM_OPERATORS : MERCHANTS);
      const currency = fields.currency ?? picked?.currency;
      const amount = drawAmount(fields.amount, context.random, currency, picked);
      const card = await resolveCard(fields.card, context);
      return { ...fields, card, merchant, ...(currency ? { currency } : {}), amount } as Step;
    }
    case 'approval': {
      const picked = fields.merchantName === 'random' ? context.random.pick(MERCHANTS) : undefined;
      const transactionCurrency = fields.transactionCurrency ?? picked?.currency ?? 'USD';
      const transactionAmount = drawAmount(fields.transactionAmount, context.random, transactionCurrency, picked);
      const card = await resolveCard(fields.card, context);
      return { ...fields, card, merchantName: picked?.name ?? fields.merchantName, transactionCurrency, transactionAmount } as Step;
    }
    case 'deposit': {
      const amount = drawAmount(fields.amount, context.random, undefined) ?? '';
      const user = fields.user ?? context.user;
      if (!user) throw new SimulatorError('target', 'A deposit needs a user: give one (--user EMAIL, or "user" in the scenario)');
      return { ...fields, user, amount };
    }
    case 'push': {
      const user = fields.user ?? context.user;
      if (!user) throw new SimulatorError('target', 'A push notification needs a user: give one (--user EMAIL, or "user" in the scenario)');
      return { ...fields, user };
    }
    case 'card-deposit': {
      const amount = drawAmount(fields.amount, context.random, undefined) ?? '';
      return { ...fields, amount, card: await resolveCard(fields.card, context) };
    }
    case 'statement': {
      const card = await resolveCard(fields.card, context);
      return { ...fields, card, cycle: await resolveCycle(fields.cycle, context) };
    }
    case 'kyc':
    case 'shipping':
    case 'card-controls':
      return { ...fields, card: await resolveCard(fields.card, context) } as Step;
    case 'settle':
      return { ...fields, transaction: await resolveTransaction(fields.transaction, context) };
    case 'withdrawal':
      return { ...fields, withdrawal: await resolveWithdrawal(fields.withdrawal, context) };
    default:
      return fields as Step;
  }
}

// ---------------------------------------------------------------------------------------------- running

export type RunEvent =
  | { type: 'start'; scenario: Scenario; seed: number }
  | { type: 'wait'; index: number; ms: number }
  | { type: 'step'; index: number; outcome: StepOutcome }
  | { type: 'failed'; index: number; error: unknown; step?: Step }
  | { type: 'done'; outcomes: StepOutcome[]; elapsedMs: number }
  | { type: 'stopped'; index: number }
  /** After a failure (with `restoreClockOnFailure`): the clock is back at `to`, `undoneMs` earlier than it was. */
  | ({ type: 'clock-restored' } & ClockRestored)
  /** After a failure: setting the clock back failed too, so it stays `movedMs` from where the run found it. */
  | { type: 'clock-not-restored'; movedMs: number; error: unknown };

/** What setting the clock back after a failed run did. */
export interface ClockRestored {
  /** The instant the clock was set to: where the run found it, on by the real time the run took. */
  to: string;
  /** How far the run's clock steps had moved it (negative when they had set it back). */
  undoneMs: number;
}

export interface RunOptions {
  client: SimulatorClient;
  /** Overrides the scenario's user / card / seed. */
  user?: string;
  card?: string;
  seed?: number;
  /** Delay multiplier: 1 as written, 0.1 ten times faster, 0 no waiting. */
  speed?: number;
  signal?: AbortSignal;
  onEvent?: (event: RunEvent) => void;
  /**
   * When a step fails, set the mock server's clock back to the offset the run found before its first clock step,
   * undoing what its clock steps moved (reported with `clock-restored`). A scenario that fails half way would
   * otherwise leave the clock hours or days ahead, and every expiry and "today" of the app with it. Off unless asked
   * for (the CLI asks).
   */
  restoreClockOnFailure?: boolean;
}

export interface RunResult {
  outcomes: StepOutcome[];
  /** Index of the step that failed or was interrupted; undefined when all ran. */
  stoppedAt?: number;
  error?: unknown;
  elapsedMs: number;
  /** Set when the run failed after moving the clock and set it back (`restoreClockOnFailure`). */
  clockRestored?: ClockRestored;
}

/**
 * Sets the clock back by `movedMs`, what the run's clock steps moved it: the real time the run took is not undone, and
 * neither is a move someone else made meanwhile.
 */
async function restoreClock(client: SimulatorClient, movedMs: number): Promise<ClockRestored | { movedMs: number; error: unknown }> {
  try {
    const current = await client.clock();
    const to = new Date(Date.parse(current.now) - movedMs).toISOString();
    await client.call('setSimulatorClock', { body: { set: to } });
    return { to, undoneMs: movedMs };
  } catch (error) {
    return { movedMs, error };
  }
}

/** Waits `ms`, or less when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0 || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Runs a scenario: resolves and sends its steps one after the other, waiting their delays. Stops at the first
 * failing step (reported with `failed`, then the clock set back with `restoreClockOnFailure`) or when the signal
 * aborts (`stopped`).
 */
export async function runScenario(scenario: Scenario, options: RunOptions): Promise<RunResult> {
  const started = Date.now();
  const seed = options.seed ?? scenario.seed ?? seedFromString(scenario.name);
  const context: ResolveContext = {
    client: options.client,
    random: new SeededRandom(seed),
    user: options.user ?? scenario.user,
    card: options.card ?? scenario.card,
    named: new Map(),
    signal: options.signal,
  };
  const speed = options.speed ?? 1;
  const emit = options.onEvent ?? (() => {});
  emit({ type: 'start', scenario, seed });
  const outcomes: StepOutcome[] = [];
  /**
   * The clock's offset as the run found it, read before its first clock step, and after its latest clock step (from
   * the step's answer): their difference is what a failed run sets back.
   */
  let foundOffsetMs: number | undefined;
  let movedOffsetMs: number | undefined;
  for (const [index, scenarioStep] of scenario.steps.entries()) {
    const delay = Math.round((scenarioStep.delayMs ?? 0) * speed);
    if (delay > 0) {
      emit({ type: 'wait', index, ms: delay });
      await sleep(delay, options.signal);
    }
    if (options.signal?.aborted) {
      emit({ type: 'stopped', index });
      return { outcomes, stoppedAt: index, elapsedMs: Date.now() - started };
    }
    let step: Step | undefined;
    try {
      step = await resolveStep(scenarioStep, context);
      if (step.kind === 'clock' && options.restoreClockOnFailure && foundOffsetMs === undefined) foundOffsetMs = (await options.client.clock(options.signal)).offsetMs;
      const outcome = await sendStep(options.client, step, options.signal);
      if (step.kind === 'clock') movedOffsetMs = (outcome.response as { offsetMs: number }).offsetMs;
      outcomes.push(outcome);
      if (scenarioStep.as) context.named.set(scenarioStep.as, outcome);
      emit({ type: 'step', index, outcome });
    } catch (error) {
      if (options.signal?.aborted) {
        emit({ type: 'stopped', index });
        return { outcomes, stoppedAt: index, elapsedMs: Date.now() - started };
      }
      emit({ type: 'failed', index, error, step });
      const result: RunResult = { outcomes, stoppedAt: index, error, elapsedMs: Date.now() - started };
      const movedMs = foundOffsetMs === undefined || movedOffsetMs === undefined ? 0 : movedOffsetMs - foundOffsetMs;
      if (movedMs !== 0) {
        const restored = await restoreClock(options.client, movedMs);
        if ('error' in restored) emit({ type: 'clock-not-restored', ...restored });
        else {
          emit({ type: 'clock-restored', ...restored });
          result.clockRestored = restored;
        }
      }
      return result;
    }
  }
  const elapsedMs = Date.now() - started;
  emit({ type: 'done', outcomes, elapsedMs });
  return { outcomes, elapsedMs };
}

// ---------------------------------------------------------------------------------------------- recording

/**
 * Turns what a tester did (steps sent from the page) into a scenario: the steps as sent, each with the time since
 * the previous one as its delay (rounded to 100 ms).
 */
export class ScenarioRecorder {
  private readonly entries: { step: Step; at: number }[] = [];

  record(step: Step, at: number = Date.now()): void {
    this.entries.push({ step, at });
  }

  get size(): number {
    return this.entries.length;
  }

  clear(): void {
    this.entries.length = 0;
  }

  toScenario(meta: { name: string; description?: string; user?: string; seed?: number }): Scenario {
    if (this.entries.length === 0) throw new SimulatorError('invalid', 'Nothing was recorded', { issues: [{ path: 'steps', message: 'Needs at least 1 item' }] });
    const steps = this.entries.map(({ step, at }, index) => {
      const previous = this.entries[index - 1];
      const delayMs = previous ? Math.round((at - previous.at) / 100) * 100 : 0;
      return { ...step, ...(delayMs > 0 ? { delayMs } : {}) } as ScenarioStep;
    });
    return parseScenario(
      { name: meta.name, ...(meta.description ? { description: meta.description } : {}), ...(meta.seed === undefined ? {} : { seed: meta.seed }), ...(meta.user ? { user: meta.user } : {}), steps },
      'Recorded scenario',
    );
  }
}
