import { beforeEach, describe, expect, it } from 'vitest';
import { dec } from '@contract-kit/money';
import type { MockApp } from '../../app';
import type { MockEvent } from '../../core/events';
import { totp } from '../../identity/totp';
import { callJson, demoCardOf, recordingApp, seededUser, sessionCookieOf, TEST_START, type CallOptions, type JsonBody } from '../test-support';
import type { CardRecord } from './records';

// Card controls: PUT /api/cards/{id}/controls and the card processor enforcing them on simulated purchases
// and ATM withdrawals.

let app: MockApp;
let events: MockEvent[];
beforeEach(() => {
  ({ app, events } = recordingApp(TEST_START));
});

const call = (method: string, path: string, options?: CallOptions) => callJson<JsonBody>(app, method, path, options);
const demoCookie = () => sessionCookieOf(app, 'demo@example.com');
const activeDebit = () => demoCardOf(app, (card) => card.model === 'debit' && card.status === 'active');
const activeCredit = () => demoCardOf(app, (card) => card.model === 'credit' && card.status === 'active' && card.physicalStatus === 'fulfilled');
const frozenDebit = () => demoCardOf(app, (card) => card.status === 'frozen');
const application = () => demoCardOf(app, (card) => card.status === 'pending_deposit');
const everythingOn = { online: true, contactless: true, atm: true, foreignCurrency: true };

const setControls = (card: CardRecord, body: Record<string, unknown>, cookie = demoCookie()) => call('PUT', `/api/cards/${card.id}/controls`, { cookie, body: { ...everythingOn, ...body } });
const simulate = (card: CardRecord, body: Record<string, unknown>) =>
  call('POST', '/api/simulator/card-transactions', { body: { cardId: card.id, type: 'purchase', merchant: { name: 'Best Buy', city: 'Seattle', country: 'US' }, ...body } });
const usageOf = (body: JsonBody) => (body.data as { controls: { usage: { daily: string; monthly: string } } }).controls.usage;
const listed = async (card: CardRecord) => {
  const response = await call('GET', `/api/transactions/cards?cardId=${card.id}&take=5`, { cookie: demoCookie() });
  return (response.body.data as { data: Record<string, unknown>[] }).data;
};

describe('the card carries its controls', () => {
  it('lists every issued card with its switches and usage, and no controls on an application', async () => {
    const response = await call('GET', '/api/cards', { cookie: demoCookie() });
    const cards = response.body.data as { id: string; controls?: unknown }[];
    const debit = cards.find((card) => card.id === activeDebit().id);
    expect(debit?.controls).toEqual({ online: true, contactless: true, atm: true, foreignCurrency: true, usage: { daily: expect.any(String), monthly: expect.any(String) } });
    expect(cards.find((card) => card.id === application().id)).not.toHaveProperty('controls');
  });
});

describe('updateCardControls', () => {
  it('sets both limits and the switches, answering the card with them', async () => {
    const response = await setControls(activeDebit(), { dailyLimit: '250.00', monthlyLimit: '2000', atm: false });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Card controls updated',
      data: { id: activeDebit().id, controls: { dailyLimit: '250.00', monthlyLimit: '2000', online: true, atm: false } },
    });
    expect(activeDebit().controls).toEqual({ dailyLimit: '250.00', monthlyLimit: '2000', online: true, contactless: true, atm: false, foreignCurrency: true });
    expect(events.map((event) => event.type)).toEqual(['card.updated']);
  });

  it('clears a limit that is left out', async () => {
    await setControls(activeDebit(), { dailyLimit: '250.00' });
    const response = await setControls(activeDebit(), {});
    expect(response.body.data).not.toHaveProperty('controls.dailyLimit');
    expect(activeDebit().controls?.dailyLimit).toBeNull();
  });

  it('refuses a limit above the card’s own limit, negative, zero or with too many decimals, each with its field', async () => {
    const debit = activeDebit();
    const above = await setControls(debit, { dailyLimit: dec(debit.deposit.limit).plus('0.01').toFixed(2) });
    expect(above.status).toBe(422);
    expect(above.body).toMatchObject({ code: 'InvalidCardControls', message: "The daily limit cannot be more than the card's limit of 5000.00 USD" });
    expect(above.body['issues']).toEqual([{ path: 'body.dailyLimit', message: "The daily limit cannot be more than the card's limit of 5000.00 USD" }]);
    const negative = await setControls(debit, { monthlyLimit: '-5' });
    expect(negative.body['issues']).toEqual([{ path: 'body.monthlyLimit', message: 'The monthly limit must be greater than 0' }]);
    expect((await setControls(debit, { dailyLimit: '0' })).body.message).toBe('The daily limit must be greater than 0');
    expect((await setControls(debit, { dailyLimit: '10.005' })).body.message).toBe('The daily limit can have at most 2 decimal places');
    expect((await setControls(debit, { dailyLimit: '300', monthlyLimit: '200' })).body.message).toBe('The daily limit cannot be more than the monthly limit');
    expect(activeDebit().controls).toEqual(debit.controls);
  });

  it('checks a credit card’s limits against its credit limit', async () => {
    const credit = activeCredit();
    expect((await setControls(credit, { monthlyLimit: credit.credit.limit })).status).toBe(200);
    expect((await setControls(credit, { monthlyLimit: dec(credit.credit.limit).plus(1).toFixed(2) })).status).toBe(422);
  });

  it('refuses what is not a decimal, a missing switch and unknown fields as bad requests', async () => {
    expect((await setControls(activeDebit(), { dailyLimit: 'lots' })).status).toBe(400);
    expect((await call('PUT', `/api/cards/${activeDebit().id}/controls`, { cookie: demoCookie(), body: { online: true } })).status).toBe(400);
    expect((await setControls(activeDebit(), { weeklyLimit: '10' })).status).toBe(400);
  });

  it('needs an active card of the caller’s own', async () => {
    const frozen = await setControls(frozenDebit(), { dailyLimit: '10' });
    expect(frozen.status).toBe(422);
    expect(frozen.body).toMatchObject({ message: 'Card is not active', code: 'CardNotActive' });
    expect((await setControls(application(), {})).status).toBe(422);
    expect((await setControls(activeDebit(), {}, sessionCookieOf(app, 'friend@example.com'))).status).toBe(404);
    expect((await call('PUT', `/api/cards/${activeDebit().id}/controls`, { body: everythingOn })).status).toBe(401);
  });

  describe('with two-factor authentication on', () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    beforeEach(() => {
      const demo = seededUser(app, 'demo@example.com');
      app.store.put('users', { ...demo, mfaEnabled: true, mfaSecret: secret });
    });
    const codeNow = () => totp(secret, app.clock.nowMs());
    const wrongCode = () => (codeNow() === '000000' ? '111111' : '000000');

    it('needs a code, refuses a wrong one, takes a right one once', async () => {
      const missing = await setControls(activeDebit(), { dailyLimit: '100' });
      expect(missing.status).toBe(422);
      expect(missing.body).toMatchObject({ code: 'MfaCodeRequired', message: 'Enter the 6-digit code from your authenticator app' });
      const wrong = await setControls(activeDebit(), { dailyLimit: '100', mfaCode: wrongCode() });
      expect(wrong.body).toMatchObject({ code: 'InvalidMfaCode', message: 'Invalid verification code' });
      expect(activeDebit().controls?.dailyLimit).toBeNull();
      const code = codeNow();
      expect((await setControls(activeDebit(), { dailyLimit: '100', mfaCode: code })).status).toBe(200);
      const reused = await setControls(activeDebit(), { dailyLimit: '200', mfaCode: code });
      expect(reused.body).toMatchObject({ code: 'InvalidMfaCode' });
      expect(activeDebit().controls?.dailyLimit).toBe('100');
    });

    it('locks the step after 5 wrong codes', async () => {
      for (let attempt = 0; attempt < 5; attempt++) expect((await setControls(activeDebit(), { mfaCode: wrongCode() })).status).toBe(422);
      const locked = await setControls(activeDebit(), { mfaCode: codeNow() });
      expect(locked.status).toBe(429);
    });

    it('refuses a code that is not 6 digits as a bad request', async () => {
      expect((await setControls(activeDebit(), { mfaCode: '12345' })).status).toBe(400);
    });
  });
});

describe('the card processor enforces the controls', () => {
  it('declines a purchase that crosses the daily limit, records it with its reason, and counts only what went through', async () => {
    const debit = activeDebit();
    await setControls(debit, { dailyLimit: '100.00' });
    const before = usageOf((await setControls(activeDebit(), { dailyLimit: '100.00' })).body);
    const room = dec('100.00').minus(before.daily);
    const first = await simulate(debit, { amount: room.toFixed(2) });
    expect(first.body).toMatchObject({ status: 'cleared', channel: 'in_store' });
    const over = await simulate(debit, { amount: '0.01', channel: 'contactless' });
    expect(over.status).toBe(201);
    expect(over.body).toMatchObject({ status: 'declined', channel: 'contactless', declineCode: 'over_daily_limit', declineReason: "Over the card's daily spending limit" });
    expect(activeDebit().deposit.available).toBe(dec(debit.deposit.available).minus(room).toFixed(2));
    expect(await listed(debit)).toContainEqual(expect.objectContaining({ id: (over.body as { id: string }).id, declineCode: 'over_daily_limit' }));
    const cards = await call('GET', '/api/cards', { cookie: demoCookie() });
    const view = (cards.body.data as { id: string; controls: { usage: { daily: string } } }[]).find((card) => card.id === debit.id);
    expect(view?.controls.usage.daily).toBe('100.00');
  });

  it('starts the day afresh: the next UTC day has the whole daily limit again', async () => {
    const debit = activeDebit();
    // Whatever the seed spent today (at a later hour of its day, the seed's newest purchases are today's), 50.00 is left.
    const usage = usageOf((await setControls(debit, {})).body);
    await setControls(debit, { dailyLimit: dec(usage.daily).plus('50.00').toFixed(2) });
    expect((await simulate(debit, { amount: '50.00' })).body).toMatchObject({ status: 'cleared' });
    expect((await simulate(debit, { amount: '1.00' })).body).toMatchObject({ declineCode: 'over_daily_limit' });
    app.clock.advance(24 * 3_600_000);
    expect((await simulate(debit, { amount: '50.00' })).body).toMatchObject({ status: 'cleared' });
  });

  it('declines over the monthly limit', async () => {
    const debit = activeDebit();
    const usage = usageOf((await setControls(debit, {})).body);
    await setControls(debit, { monthlyLimit: dec(usage.monthly).plus('20.00').toFixed(2) });
    expect((await simulate(debit, { amount: '20.00' })).body).toMatchObject({ status: 'cleared' });
    expect((await simulate(debit, { amount: '0.01' })).body).toMatchObject({ status: 'declined', declineCode: 'over_monthly_limit', declineReason: "Over the card's monthly spending limit" });
  });

  it('declines each switched-off channel and a foreign currency with its own reason', async () => {
    const debit = activeDebit();
    await setControls(debit, { online: false, contactless: false, atm: false, foreignCurrency: false });
    expect((await simulate(debit, { amount: '5', channel: 'online' })).body).toMatchObject({ declineCode: 'online_disabled', declineReason: 'Online transactions are turned off for this card' });
    expect((await simulate(debit, { amount: '5', channel: 'contactless' })).body).toMatchObject({ declineCode: 'contactless_disabled' });
    expect((await simulate(debit, { type: 'atm_withdrawal', amount: '40' })).body).toMatchObject({ channel: 'atm', declineCode: 'atm_disabled' });
    expect((await simulate(debit, { amount: '5', currency: 'EUR' })).body).toMatchObject({ declineCode: 'foreign_currency_disabled' });
    expect((await simulate(debit, { amount: '5' })).body).toMatchObject({ status: 'cleared' });
    expect(activeDebit().deposit.available).toBe(dec(debit.deposit.available).minus(5).toFixed(2));
  });

  it('leaves refunds and deposits alone, and gives back a pending purchase that is reversed', async () => {
    const debit = activeDebit();
    await setControls(debit, { online: false, dailyLimit: '60.00' });
    expect((await simulate(debit, { type: 'refund', amount: '500.00' })).body).toMatchObject({ status: 'cleared' });
    const before = usageOf((await setControls(activeDebit(), { dailyLimit: '5000' })).body);
    const pending = await simulate(debit, { amount: '30.00', status: 'pending' });
    expect(usageOf((await setControls(activeDebit(), { dailyLimit: '5000' })).body).daily).toBe(dec(before.daily).plus(30).toFixed(2));
    const id = (pending.body as { id: string }).id;
    expect((await call('POST', `/api/simulator/card-transactions/${id}/settle`, { body: { status: 'reversed' } })).status).toBe(200);
    expect(usageOf((await setControls(activeDebit(), { dailyLimit: '5000' })).body).daily).toBe(dec(before.daily).toFixed(2));
  });

  it('keeps the spec’s reasons for everything else (frozen card, insufficient funds) with their codes', async () => {
    expect((await simulate(frozenDebit(), { amount: '1.00' })).body).toMatchObject({ declineCode: 'card_frozen', declineReason: 'Card is frozen' });
    const debit = activeDebit();
    expect((await simulate(debit, { amount: dec(debit.deposit.available).plus(1).toFixed(2) })).body).toMatchObject({ declineCode: 'insufficient_funds' });
  });

  it('refuses a channel that is not one of the contract’s', async () => {
    expect((await simulate(activeDebit(), { amount: '1.00', channel: 'telepathy' })).status).toBe(400);
  });
});

describe('setSimulatorCardControls (development only)', () => {
  const setBySimulator = (cardId: string, body: Record<string, unknown>) => call('PUT', `/api/simulator/cards/${cardId}/controls`, { body: { ...everythingOn, ...body } });

  it('sets the controls without a session or a code, by the same rules', async () => {
    const response = await setBySimulator(activeDebit().id, { dailyLimit: '100.00', online: false });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ data: { controls: { dailyLimit: '100.00', online: false } } });
    expect((await simulate(activeDebit(), { amount: '1.00', channel: 'online' })).body).toMatchObject({ declineCode: 'online_disabled' });
  });

  it('refuses a limit above the card’s, a non-active card and an unknown card', async () => {
    const above = await setBySimulator(activeDebit().id, { monthlyLimit: '5000.01' });
    expect(above.status).toBe(422);
    expect(above.body['issues']).toEqual([{ path: 'body.monthlyLimit', message: "The monthly limit cannot be more than the card's limit of 5000.00 USD" }]);
    expect((await setBySimulator(frozenDebit().id, {})).body).toMatchObject({ code: 'CardNotActive' });
    expect((await setBySimulator('no-such-card', {})).status).toBe(404);
    expect((await setBySimulator(activeDebit().id, { dailyLimit: 12 })).status).toBe(400);
  });
});
