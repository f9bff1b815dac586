import { beforeEach, describe, expect, it } from 'vitest';
import { createMockApp, type MockApp } from '../../mock-server';
import { createSession, createFixedClock } from '../../mock-server/testing';
import { dec } from '@contract-kit/money';
import { builtInScenario, builtInScenarios, SCENARIO_IDS } from '../scenarios';
import { inProcessFetch } from '../testing/in-process';
import { SimulateCardTransactionBatchBody } from '@contract-kit/zod';
import { bulkItems, injectBulk } from './bulk';
import { SimulatorClient } from './client';
import { SimulatorError } from './errors';
import { SeededRandom } from './random';
import { parseScenario, parseScenarioText, resolveStep, runScenario, ScenarioRecorder, type RunEvent, type Scenario } from './scenario';

const START = new Date('2026-11-20T10:00:00.000Z');
let app: MockApp;
let client: SimulatorClient;
beforeEach(() => {
  app = createMockApp({ clock: createFixedClock(START), log: () => {} });
  client = new SimulatorClient({ baseUrl: 'http://mock.local', fetch: inProcessFetch(app) });
});

const issuesOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof SimulatorError) return error.issues;
    throw error;
  }
  throw new Error('expected an invalid scenario');
};

const demo = () => {
  const user = app.store.find('users', (candidate) => candidate.email === 'demo@example.com');
  if (!user) throw new Error('no demo user');
  return user;
};
const demoCard = (model: 'debit' | 'credit') => app.store.find('cards', (card) => card.userId === demo().id && card.model === model && card.status === 'active');

describe('scenario files', () => {
  it('ships the six scenarios of the issue (and a physical card delivery), all valid', () => {
    expect(SCENARIO_IDS).toEqual(
      expect.arrayContaining(['day-of-card-spending', 'declined-then-approved', 'paysafe-approval-expires', 'withdrawal-fails', 'month-end-statement', 'full-card-application']),
    );
    for (const { scenario } of builtInScenarios()) expect(scenario.steps.length).toBeGreaterThan(0);
  });

  it('names each problem of a scenario with its path and reason', () => {
    const issues = issuesOf(() =>
      parseScenario({
        name: '',
        seed: -1,
        steps: [
          { kind: 'purchase', merchant: 'random', amount: { min: '20', max: '5' } },
          { kind: 'teleport' },
          { kind: 'approval', merchantName: 'random', expiresInSeconds: 0 },
          { kind: 'clock', advanceSeconds: 60, delayMs: -5 },
          { kind: 'purchase', merchant: { category: 'casino' } },
        ],
      }),
    );
    expect(issues).toMatchObject([
      { path: 'name', message: 'Must not be empty' },
      { path: 'seed', message: 'Must be at least 0' },
      { path: 'steps.1.kind', message: expect.stringMatching(/^Must be one of: purchase, refund, decline, atm, settle, /) as unknown as string },
      { path: 'steps.2.expiresInSeconds', message: 'Must be greater than 0' },
      { path: 'steps.3.delayMs', message: 'Must be at least 0' },
      { path: 'steps.4.merchant.category', message: 'Must be one of: coffee, grocery, restaurant, transport, fuel, online, subscription, travel, retail' },
    ]);
  });

  it('checks ranges and references once the shape is right', () => {
    expect(
      issuesOf(() =>
        parseScenario({
          name: 'refs',
          steps: [
            { kind: 'purchase', merchant: 'random', amount: { min: '20', max: '5' }, as: 'first' },
            { kind: 'settle', transaction: '@fuel', status: 'cleared' },
            { kind: 'refund', merchant: 'random', as: 'first' },
            { kind: 'kyc', card: '@nobody', status: 'approved' },
          ],
        }),
      ),
    ).toMatchObject([
      { path: 'steps.0.amount.min', message: 'Must not be above max' },
      { path: 'steps.1.transaction', message: 'Refers to "@fuel", which no earlier step names with "as"' },
      { path: 'steps.2.as', message: '"first" already names an earlier step' },
      { path: 'steps.3.card', message: 'Refers to "@nobody", which no earlier step names with "as"' },
    ]);
  });

  it('reports JSON syntax errors of a file', () => {
    expect(issuesOf(() => parseScenarioText('{"name": "x",', 'broken.json'))[0]?.message).toMatch(/^Not valid JSON: /);
  });
});

describe('resolution (targets, merchants and amounts)', () => {
  const context = (seed: number, extra: { user?: string; card?: string } = {}) => ({ client, random: new SeededRandom(seed), named: new Map(), ...extra });

  it('is deterministic: the same seed draws the same merchants and amounts', async () => {
    const scenario = builtInScenario('day-of-card-spending') as Scenario;
    const draw = async () => {
      const ctx = context(42, { user: 'demo@example.com', card: 'debit' });
      const steps = [];
      for (const step of scenario.steps.filter((candidate) => candidate.kind !== 'settle')) steps.push(await resolveStep(step, ctx));
      return steps;
    };
    const first = await draw();
    expect(await draw()).toEqual(first);
    const other = await (async () => {
      const ctx = context(43, { user: 'demo@example.com', card: 'debit' });
      return resolveStep(scenario.steps[0] as Scenario['steps'][number], ctx);
    })();
    expect(other).not.toEqual(first[0]);
  });

  it('draws amounts inside the range with the currency’s decimals', async () => {
    for (let seed = 0; seed < 50; seed++) {
      const step = await resolveStep(
        { kind: 'purchase', merchant: { name: 'Lawson', city: 'Tokyo', country: 'JP' }, currency: 'JPY', amount: { min: '300', max: '2500' } },
        context(seed, { card: 'c-1' }),
      );
      expect(step).toMatchObject({ card: 'c-1', currency: 'JPY' });
      const amount = (step as { amount: string }).amount;
      expect(amount).toMatch(/^\d+$/);
      expect(dec(amount).gte(300) && dec(amount).lte(2500)).toBe(true);
    }
  });

  it('finds the user’s cards by selector, and says when there is none', async () => {
    const debit = await resolveStep({ kind: 'kyc', status: 'approved' }, context(1, { user: 'demo@example.com', card: 'debit' }));
    expect(debit).toMatchObject({ card: demoCard('debit')?.id });
    const credit = await resolveStep({ kind: 'shipping', physicalStatus: 'shipped', card: 'credit' }, context(1, { user: 'demo@example.com' }));
    expect(credit).toMatchObject({ card: demoCard('credit')?.id });
    await expect(resolveStep({ kind: 'kyc', status: 'approved', card: 'debit' }, context(1, { user: 'friend@example.com' }))).rejects.toThrow('friend@example.com has no active debit card');
    await expect(resolveStep({ kind: 'kyc', status: 'approved' }, context(1))).rejects.toThrow(/needs a card/);
  });

  it('resolves "latest" to the newest processing withdrawal and pending transaction', async () => {
    const withdrawal = await resolveStep({ kind: 'withdrawal', status: 'completed' }, context(1, { user: 'demo@example.com' }));
    expect(app.store.get('withdrawals', (withdrawal as { withdrawal: string }).withdrawal)?.status).toBe('processing');
    const settle = await resolveStep({ kind: 'settle', status: 'cleared' }, context(1, { user: 'demo@example.com' }));
    expect(app.store.get('cardTransactions', (settle as { transaction: string }).transaction)?.status).toBe('pending');
  });

  it('turns cycle "current" and "previous" into months of the mock server’s clock', async () => {
    const current = await resolveStep({ kind: 'statement', cycle: 'current', card: 'c-1' }, context(1));
    const previous = await resolveStep({ kind: 'statement', cycle: 'previous', card: 'c-1' }, context(1));
    expect([current, previous]).toMatchObject([{ cycle: '2026-11' }, { cycle: '2026-10' }]);
  });
});

describe('running scenarios against the mock server', () => {
  it('runs a day of card spending: every step recorded, the pending fuel purchase cleared', async () => {
    const events: RunEvent[] = [];
    const before = demoCard('debit')?.deposit;
    const result = await runScenario(builtInScenario('day-of-card-spending') as Scenario, { client, speed: 0, onEvent: (event) => events.push(event) });
    expect(result.error).toBeUndefined();
    expect(result.outcomes).toHaveLength(15);
    const fuel = result.outcomes.find((outcome) => outcome.step.kind === 'purchase' && outcome.status === 'pending');
    expect(fuel && app.store.get('cardTransactions', fuel.entityId ?? '')?.status).toBe('cleared');
    expect(dec(demoCard('debit')?.deposit.current ?? '0').lt(before?.current ?? '0')).toBe(true);
    expect(events.map((event) => event.type)).toEqual(['start', ...Array<string>(15).fill('step'), 'done']);
  });

  it('lets a PaySafe approval expire when the clock passes its window', async () => {
    const result = await runScenario(builtInScenario('paysafe-approval-expires') as Scenario, { client, speed: 0 });
    const approvalId = result.outcomes[0]?.entityId ?? '';
    expect(app.store.get('paySafeApprovals', approvalId)?.status).toBe('expired');
  });

  it('fails a withdrawal and gives its amount back', async () => {
    const withdrawal = app.store.filter('withdrawals', (candidate) => candidate.userId === demo().id && candidate.status === 'processing').sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    const account = () => app.store.find('accounts', (candidate) => candidate.userId === demo().id && candidate.currency === withdrawal?.currency);
    const before = account()?.balance ?? '0';
    const result = await runScenario(builtInScenario('withdrawal-fails') as Scenario, { client, speed: 0 });
    expect(result.error).toBeUndefined();
    expect(app.store.get('withdrawals', withdrawal?.id ?? '')).toMatchObject({ status: 'failed', reason: 'Blockchain network temporarily unavailable' });
    expect(account()?.balance).toBe(
      dec(before)
        .plus(withdrawal?.amount ?? '0')
        .toFixed(),
    );
    expect(app.services.faults.list()).toMatchObject([{ operationId: 'createWithdrawal', status: 503, times: 1 }]);
  });

  it('declines a purchase, tops the card up on chain, then approves the same purchase', async () => {
    const result = await runScenario(builtInScenario('declined-then-approved') as Scenario, { client, speed: 0 });
    expect(result.error).toBeUndefined();
    expect(result.outcomes.map((outcome) => `${outcome.step.kind}:${outcome.status}`)).toEqual(['decline:declined', 'card-deposit:active', 'purchase:cleared']);
    expect((result.outcomes[0]?.response as { declineReason?: string }).declineReason).toBe('Insufficient funds or card limit exceeded');
  });

  it('crosses the daily limit: the purchase that would pass it and the ATM withdrawal after are declined with the limit’s reason', async () => {
    const result = await runScenario(builtInScenario('daily-limit-crossed') as Scenario, { client, speed: 0 });
    expect(result.error).toBeUndefined();
    expect(result.outcomes.map((outcome) => `${outcome.step.kind}:${outcome.status}`)).toEqual([
      'card-controls:active',
      'clock:' + String(result.outcomes[1]?.status),
      'purchase:cleared',
      'purchase:cleared',
      'purchase:declined',
      'purchase:cleared',
      'atm:declined',
    ]);
    expect(result.outcomes[4]?.response).toMatchObject({ amount: '30.00', channel: 'contactless', declineCode: 'over_daily_limit', declineReason: "Over the card's daily spending limit" });
    expect(result.outcomes[6]?.response).toMatchObject({ channel: 'atm', declineCode: 'over_daily_limit' });
    expect(demoCard('debit')?.spending).toMatchObject({ daily: '100.00' });
  });

  it('closes the month with a statement of the current cycle', async () => {
    const result = await runScenario(builtInScenario('month-end-statement') as Scenario, { client, speed: 0 });
    expect(result.error).toBeUndefined();
    expect(result.outcomes.at(-1)).toMatchObject({ step: { kind: 'statement', cycle: '2026-11', card: demoCard('credit')?.id }, status: 'closed' });
  });

  it('drives a card application through verification and funding to ready-to-activate', async () => {
    const newcomer = app.store.find('users', (user) => user.email === 'newcomer@example.com');
    const cookie = createSession(app.store, app.clock, newcomer?.id ?? '').cookie.split(';')[0] ?? '';
    const applied = await app.dispatcher.dispatch({
      method: 'POST',
      path: '/api/cards/apply',
      query: new URLSearchParams(),
      headers: { 'content-type': 'application/json', cookie },
      bodyText: JSON.stringify({ model: 'debit', type: 'VIRTUAL', currency: 'USD' }),
    });
    expect(applied.status).toBe(201);
    const result = await runScenario(builtInScenario('full-card-application') as Scenario, { client, speed: 0 });
    expect(result.error).toBeUndefined();
    expect(result.outcomes.map((outcome) => `${outcome.step.kind}:${outcome.status}`)).toEqual(['kyc:under_review', 'kyc:approved', 'card-deposit:pending_activation']);
  });

  it('moves a physical card on to shipped', async () => {
    const result = await runScenario(builtInScenario('physical-card-delivery') as Scenario, { client, speed: 0 });
    expect(result.error).toBeUndefined();
    expect(app.store.get('cards', result.outcomes[0]?.cardId ?? '')?.physicalStatus).toBe('shipped');
  });

  it('stops at the first failing step and reports it', async () => {
    const scenario = parseScenario({
      name: 'fails',
      steps: [
        { kind: 'clock', advanceSeconds: 1 },
        { kind: 'withdrawal', withdrawal: 'wd-none', status: 'completed' },
        { kind: 'clock', advanceSeconds: 1 },
      ],
    });
    const result = await runScenario(scenario, { client, speed: 0 });
    expect(result.stoppedAt).toBe(1);
    expect(result.outcomes).toHaveLength(1);
    expect(result.error).toMatchObject({ kind: 'http', status: 404, message: 'setSimulatorWithdrawalStatus answered 404: Withdrawal not found' });
  });

  describe('a scenario that fails after moving the clock', () => {
    /**
     * The day of card spending on a card whose issuer set a daily limit of 1.00: every purchase is declined, the
     * pending fuel purchase too, so settling it fails with 409 "Card transaction is already declined" — after the
     * scenario's three clock steps have moved the clock on 45 min, 3 h and 1 h 30 min.
     */
    const failingDay = async () => {
      await client.call('setSimulatorCardControls', { params: { id: demoCard('debit')?.id ?? '' }, body: { dailyLimit: '1.00', online: true, contactless: true, atm: true, foreignCurrency: true } });
      return builtInScenario('day-of-card-spending') as Scenario;
    };

    it('sets the clock back to where it found it, and says so', async () => {
      const found = app.clock.offsetMs();
      const events: RunEvent[] = [];
      const result = await runScenario(await failingDay(), { client, speed: 0, restoreClockOnFailure: true, onEvent: (event) => events.push(event) });
      expect(result.error).toMatchObject({ kind: 'http', status: 409, message: 'settleSimulatorCardTransaction answered 409: Card transaction is already declined' });
      expect(result.stoppedAt).toBe(9);
      expect(app.clock.offsetMs()).toBe(found);
      expect(app.clock.now().toISOString()).toBe(START.toISOString());
      const restored = { type: 'clock-restored', to: START.toISOString(), undoneMs: (2700 + 10_800 + 5400) * 1000 };
      expect(events.slice(-2)).toMatchObject([{ type: 'failed', index: 9 }, restored]);
      expect(result.clockRestored).toEqual({ to: restored.to, undoneMs: restored.undoneMs });
    });

    it('says exactly how far the clock stays moved when setting it back fails too', async () => {
      const events: RunEvent[] = [];
      const scenario = await failingDay();
      // The scenario's clock steps advance; only the restore sets an instant, and the server refuses it.
      const refusingSet = new SimulatorClient({
        baseUrl: 'http://mock.local',
        fetch: async (url, init) => {
          if (url.endsWith('/api/simulator/clock') && init.method === 'POST' && init.body?.includes('"set"'))
            return { status: 503, ok: false, text: async () => JSON.stringify({ success: false, message: 'Service unavailable', code: 'Unavailable' }) };
          return inProcessFetch(app)(url, init);
        },
      });
      const result = await runScenario(scenario, { client: refusingSet, speed: 0, restoreClockOnFailure: true, onEvent: (event) => events.push(event) });
      expect(result.stoppedAt).toBe(9);
      expect(result.clockRestored).toBeUndefined();
      expect(events.at(-1)).toMatchObject({ type: 'clock-not-restored', movedMs: (2700 + 10_800 + 5400) * 1000, error: { kind: 'http', status: 503 } });
      expect(app.clock.now().getTime()).toBe(START.getTime() + (2700 + 10_800 + 5400) * 1000);
    });

    it('leaves the clock alone when it asked for no restore, or the failure came before any clock step', async () => {
      await runScenario(await failingDay(), { client, speed: 0 });
      const moved = app.clock.offsetMs();
      expect(moved).toBe((2700 + 10_800 + 5400) * 1000);
      const events: RunEvent[] = [];
      const early = parseScenario({
        name: 'fails first',
        steps: [
          { kind: 'withdrawal', withdrawal: 'wd-none', status: 'completed' },
          { kind: 'clock', advanceSeconds: 60 },
        ],
      });
      await runScenario(early, { client, speed: 0, restoreClockOnFailure: true, onEvent: (event) => events.push(event) });
      expect(events.map((event) => event.type)).toEqual(['start', 'failed']);
      expect(app.clock.offsetMs()).toBe(moved);
    });
  });

  it('stops when aborted, between steps', async () => {
    const controller = new AbortController();
    const scenario = parseScenario({
      name: 'slow',
      steps: [
        { kind: 'clock', advanceSeconds: 1 },
        { kind: 'clock', advanceSeconds: 1, delayMs: 60_000 },
      ],
    });
    const running = runScenario(scenario, { client, signal: controller.signal, onEvent: (event) => event.type === 'wait' && controller.abort() });
    const result = await running;
    expect(result).toMatchObject({ stoppedAt: 1 });
    expect(result.outcomes).toHaveLength(1);
  });
});

describe('the recorder', () => {
  it('turns what was sent into a valid scenario with the delays between steps', () => {
    const recorder = new ScenarioRecorder();
    recorder.record({ kind: 'purchase', card: 'c-1', amount: '4.75', merchant: { name: 'Blue Bottle Coffee', city: 'Oakland', country: 'US' } }, 1_000);
    recorder.record({ kind: 'approval', card: 'c-1', merchantName: 'Amazon Marketplace', transactionAmount: '129.99', transactionCurrency: 'USD' }, 3_460);
    recorder.record({ kind: 'clock', advanceSeconds: 300 }, 3_500);
    const scenario = recorder.toScenario({ name: 'Recorded', user: 'demo@example.com' });
    expect(scenario).toEqual({
      name: 'Recorded',
      user: 'demo@example.com',
      steps: [
        { kind: 'purchase', card: 'c-1', amount: '4.75', merchant: { name: 'Blue Bottle Coffee', city: 'Oakland', country: 'US' } },
        { kind: 'approval', card: 'c-1', merchantName: 'Amazon Marketplace', transactionAmount: '129.99', transactionCurrency: 'USD', delayMs: 2500 },
        { kind: 'clock', advanceSeconds: 300 },
      ],
    });
    expect(parseScenarioText(JSON.stringify(scenario))).toEqual(scenario);
  });

  it('refuses to make an empty scenario', () => {
    expect(() => new ScenarioRecorder().toScenario({ name: 'empty' })).toThrow('Nothing was recorded');
  });
});

describe('bulk injection', () => {
  it('generates the same contract-valid stream for the same seed', () => {
    const first = [...bulkItems(2000, ['c-1', 'c-2'], 9)];
    expect([...bulkItems(2000, ['c-1', 'c-2'], 9)]).toEqual(first);
    expect(SimulateCardTransactionBatchBody.safeParse({ items: first.slice(0, 1000) }).success).toBe(true);
    expect(SimulateCardTransactionBatchBody.safeParse({ items: first.slice(1000) }).success).toBe(true);
    expect(new Set(first.map((item) => item.type))).toEqual(new Set(['purchase', 'refund', 'atm_withdrawal', 'deposit_fund']));
  });

  it('injects N card transactions in batches and counts their statuses', async () => {
    const cardIds = [demoCard('debit')?.id ?? '', demoCard('credit')?.id ?? ''];
    const before = app.store.count('cardTransactions');
    const progress: number[] = [];
    const result = await injectBulk({ client, cardIds, count: 2500, seed: 3, onProgress: ({ sent }) => progress.push(sent) });
    expect(result).toMatchObject({ count: 2500, batches: 3 });
    expect(Object.values(result.statuses).reduce((a, b) => a + b, 0)).toBe(2500);
    expect(app.store.count('cardTransactions')).toBe(before + 2500);
    expect(progress.at(-1)).toBe(2500);
  });
});
