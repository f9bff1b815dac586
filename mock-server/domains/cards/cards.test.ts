// Longer than 300 lines on purpose: the behaviour of the whole cards domain, one describe per endpoint or rule with the spec's
// own cases, against one seeded app; split by endpoint, each file would repeat the same set-up.
import { beforeEach, describe, expect, it } from 'vitest';
import { dec, sum } from '@contract-kit/money';
import { createMockApp, type MockApp } from '../../app';
import { createFixedClock } from '../../core/clock';
import type { MockEvent } from '../../core/events';
import { applyToCard } from './ledger';
import { cardView } from './views';
import { isLuhnValid } from '../../store/ids';
import { type CardRecord } from './records';
import { callJson, demoCardOf, recordingApp, seededUser, sessionCookieOf, startPlus, TEST_START, type CallOptions } from '../test-support';

let app: MockApp;
let events: MockEvent[];
beforeEach(() => {
  ({ app, events } = recordingApp(TEST_START));
});

type Body = Record<string, unknown> & { message?: string; code?: string; data?: unknown };

const call = (method: string, path: string, options?: CallOptions) => callJson<Body>(app, method, path, options);

const userId = (email: string) => seededUser(app, email).id;
const sessionOf = (email: string) => sessionCookieOf(app, email);
const cardsOf = (email: string) => app.store.filter('cards', (card) => card.userId === userId(email));
const demoCard = (predicate: (card: CardRecord) => boolean) => demoCardOf(app, predicate);
const activeDebit = () => demoCard((card) => card.model === 'debit' && card.status === 'active');
const activeCredit = () => demoCard((card) => card.model === 'credit' && card.status === 'active' && card.physicalStatus === 'fulfilled');
const shippedCredit = () => demoCard((card) => card.physicalStatus === 'shipped');
const frozenDebit = () => demoCard((card) => card.status === 'frozen');
const application = () => demoCard((card) => card.status === 'pending_deposit');
const card = (id: string) => app.store.get('cards', id);

describe('seeded cards (spec 02 §3, §5)', () => {
  it('gives the demo user every menu state while keeping the availability rules', () => {
    const cards = cardsOf('demo@example.com');
    expect(cards.map((c) => `${c.model}:${c.status}:${c.physicalStatus}`).sort()).toEqual([
      'credit:active:fulfilled',
      'credit:active:shipped',
      'credit:pending_deposit:null',
      'debit:active:null',
      'debit:frozen:order_in_production',
    ]);
    expect(cards.filter((c) => c.model === 'debit' && c.status === 'active').length).toBeLessThan(2);
    expect(cards.some((c) => c.model === 'debit' && (c.status === 'pending_verification' || c.status === 'pending_activation'))).toBe(false);
    expect(activeCredit().credit.used).not.toBe('0.00');
    expect(cardsOf('friend@example.com')).toEqual([]);
    expect(cardsOf('newcomer@example.com')).toEqual([]);
  });

  it('has months of history of every type and status on the active cards', () => {
    const history = app.store.filter('cardTransactions', (tx) => tx.cardId === activeDebit().id || tx.cardId === activeCredit().id);
    const types = new Set(history.map((tx) => tx.type));
    expect([...types].sort()).toEqual(['atm_withdrawal', 'deposit_fund', 'fee', 'payment', 'purchase', 'refund', 'reversal', 'withdraw_fund']);
    expect(new Set(history.map((tx) => tx.status))).toEqual(new Set(['cleared', 'pending', 'declined', 'rejected', 'reversed']));
    const dates = history.map((tx) => tx.transactionDate).sort();
    expect(Date.parse(dates.at(-1) ?? '') - Date.parse(dates[0] ?? '')).toBeGreaterThan(150 * 86_400_000);
    expect(history.some((tx) => dec(tx.fees.fx).gt(0) && tx.metadata.originalCurrency !== 'USD')).toBe(true);
    expect(history.some((tx) => dec(tx.fees.atm).gt(0))).toBe(true);
    for (const tx of history.filter((t) => t.status === 'declined' || t.status === 'rejected')) expect(tx.declineReason).toBeTruthy();
  });

  it('keeps every debit balance equal to its transactions', () => {
    for (const debit of app.store.filter('cards', (c) => c.model === 'debit')) {
      const txs = app.store.filter('cardTransactions', (tx) => tx.cardId === debit.id);
      const cleared = txs.filter((tx) => tx.status === 'cleared');
      const current = sum(cleared.filter((tx) => tx.entry === 'credit').map((tx) => tx.metadata.billAmount)).minus(
        sum(cleared.filter((tx) => tx.entry === 'debit').map((tx) => tx.metadata.billAmount)),
      );
      const held = sum(txs.filter((tx) => tx.status === 'pending' && tx.entry === 'debit').map((tx) => tx.metadata.billAmount));
      expect(debit.deposit.current).toBe(current.toFixed(2));
      expect(debit.deposit.available).toBe(current.minus(held).toFixed(2));
      expect(debit.credit).toEqual({ limit: '0.00', available: '0.00', used: '0.00', current: '0.00' });
    }
    for (const credit of app.store.filter('cards', (c) => c.model === 'credit')) {
      expect(dec(credit.credit.limit).minus(credit.credit.used).toFixed(2)).toBe(credit.credit.available);
      expect(credit.credit.current).toBe(credit.credit.limit);
    }
  });

  it('is the same on every start with the same seed', () => {
    const again = createMockApp({ clock: createFixedClock(TEST_START), log: () => {} });
    expect(again.store.list('cards')).toEqual(app.store.list('cards'));
    expect(again.store.list('cardTransactions').length).toBe(app.store.list('cardTransactions').length);
  });

  it('issues Luhn-valid card numbers and valid chain addresses', () => {
    for (const c of app.store.list('cards')) {
      expect(isLuhnValid(c.credentials.pan)).toBe(true);
      expect(c.credentials.pan.endsWith(c.lastFourDigits)).toBe(true);
      expect(c.addresses.ethereum).toMatch(/^0x[0-9a-f]{40}$/);
      expect(c.addresses.tron).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    }
  });
});

describe('getCards', () => {
  it('answers only the signed-in user’s cards, oldest first, without secrets', async () => {
    const response = await call('GET', '/api/cards', { cookie: sessionOf('demo@example.com') });
    expect(response.status).toBe(200);
    const cards = response.body.data as Record<string, unknown>[];
    expect(cards).toHaveLength(5);
    expect(cards.map((c) => c['createdAt'])).toEqual([...cards.map((c) => c['createdAt'])].sort());
    expect(JSON.stringify(cards)).not.toMatch(/credentials|pan|cvv|addresses|pinHash|userId/);
    expect(cards[0]).toEqual(cardView(activeDebit(), app.clock.now()));
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/cards')).status).toBe(401);
  });
});

describe('freeze and unfreeze (spec 02 §4)', () => {
  it('freezes an active card and unfreezes it, 409 when already in that state', async () => {
    const cookie = sessionOf('demo@example.com');
    const id = activeDebit().id;
    const frozen = await call('POST', `/api/cards/${id}/freeze`, { cookie });
    expect(frozen.status).toBe(200);
    expect(frozen.body).toMatchObject({ success: true, data: { id, status: 'frozen' } });
    expect(events.map((e) => e.type)).toEqual(['card.updated']);
    const again = await call('POST', `/api/cards/${id}/freeze`, { cookie });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Card is already frozen');

    const active = await call('POST', `/api/cards/${id}/unfreeze`, { cookie });
    expect(active.status).toBe(200);
    expect(active.body).toMatchObject({ data: { status: 'active' } });
    const twice = await call('POST', `/api/cards/${id}/unfreeze`, { cookie });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Card is not frozen');
  });

  it('freezes only active cards and unfreezes only frozen ones', async () => {
    const cookie = sessionOf('demo@example.com');
    const pending = await call('POST', `/api/cards/${application().id}/freeze`, { cookie });
    expect(pending.status).toBe(422);
    expect(pending.body).toMatchObject({ message: 'Card is not active', code: 'CardNotActive' });
    const credit = activeCredit();
    app.store.put('cards', { ...credit, status: 'blocked' });
    const blocked = await call('POST', `/api/cards/${credit.id}/unfreeze`, { cookie });
    expect(blocked.status).toBe(422);
  });

  it('answers 404 for another user’s card, like an unknown one', async () => {
    const cookie = sessionOf('friend@example.com');
    const mfaCard = cardsOf('mfa@example.com')[0];
    if (!mfaCard) throw new Error('seed lacks the mfa card');
    for (const path of [`/api/cards/${mfaCard.id}/freeze`, '/api/cards/unknown-card/freeze']) {
      const response = await call('POST', path, { cookie });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Card not found');
    }
    expect(card(mfaCard.id)?.status).toBe('active');
    for (const path of [`/api/cards/${mfaCard.id}/credentials`, `/api/cards/${mfaCard.id}/approval`, `/api/cards/${mfaCard.id}/address`]) {
      expect((await call('GET', path, { cookie })).status).toBe(404);
    }
  });
});

describe('getCredentials (spec 02 §5 "Credentials")', () => {
  it('answers PAN, CVV and expiry of an active card with Cache-Control no-store', async () => {
    const response = await call('GET', `/api/cards/${activeDebit().id}/credentials`, { cookie: sessionOf('demo@example.com') });
    expect(response.status).toBe(200);
    expect(response.headers?.['Cache-Control']).toBe('no-store');
    const { pan, expiry } = activeDebit().credentials;
    // The CVV is derived (never stored): the same card answers the same one every time.
    expect(response.body.data).toEqual({ pan, expiry, cvv: app.services.cvvOf(pan, expiry) });
    expect((await call('GET', `/api/cards/${activeDebit().id}/credentials`, { cookie: sessionOf('demo@example.com') })).body.data).toEqual(response.body.data);
    expect(activeDebit().credentials).not.toHaveProperty('cvv');
    expect(response.body.data).toMatchObject({ pan: expect.stringMatching(/^\d{16}$/), cvv: expect.stringMatching(/^\d{3}$/), expiry: expect.stringMatching(/^\d{2}\/\d{2}$/) });
  });

  it('refuses a card that is not active with Card Not Active', async () => {
    const cookie = sessionOf('demo@example.com');
    for (const id of [frozenDebit().id, application().id]) {
      const response = await call('GET', `/api/cards/${id}/credentials`, { cookie });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ message: 'Card Not Active', code: 'CardNotActive' });
      expect(JSON.stringify(response.body)).not.toContain(card(id)?.credentials.pan);
    }
  });
});

describe('getCardAddresses', () => {
  it('answers the card’s ethereum and tron deposit addresses', async () => {
    const response = await call('GET', `/api/cards/${application().id}/address`, { cookie: sessionOf('demo@example.com') });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual(application().addresses);
  });
});

describe('physical activation and PIN (spec 02 §4, §5 "PIN")', () => {
  it('activates a shipped physical card with a 6-digit PIN, once', async () => {
    const cookie = sessionOf('demo@example.com');
    const id = shippedCredit().id;
    const response = await call('POST', `/api/cards/${id}/physical-activation`, { cookie, body: { pin: '482913' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ message: 'Card Activated Successfully', data: { physicalStatus: 'fulfilled' } });
    expect(card(id)?.pinHash).toBeTruthy();
    expect(card(id)?.pinHash).not.toContain('482913');
    const again = await call('POST', `/api/cards/${id}/physical-activation`, { cookie, body: { pin: '482913' } });
    expect(again.status).toBe(409);
  });

  it('refuses activation before shipping and PINs that are not 6 digits', async () => {
    const cookie = sessionOf('demo@example.com');
    const notShipped = await call('POST', `/api/cards/${activeDebit().id}/physical-activation`, { cookie, body: { pin: '482913' } });
    expect(notShipped.status).toBe(422);
    expect(notShipped.body.message).toBe('Physical card has not been shipped yet');
    for (const pin of ['12345', '1234567', '12a456', '']) {
      expect((await call('POST', `/api/cards/${shippedCredit().id}/physical-activation`, { cookie, body: { pin } })).status).toBe(400);
    }
    expect(shippedCredit().physicalStatus).toBe('shipped');
  });

  it('changes the PIN of a fulfilled card only', async () => {
    const cookie = sessionOf('demo@example.com');
    const before = activeCredit().pinHash;
    const response = await call('POST', `/api/cards/${activeCredit().id}/pin`, { cookie, body: { pin: '905172' } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'PIN changed successfully' });
    expect(activeCredit().pinHash).not.toBe(before);
    const shipped = await call('POST', `/api/cards/${shippedCredit().id}/pin`, { cookie, body: { pin: '905172' } });
    expect(shipped.status).toBe(422);
    expect(shipped.body.message).toBe('No activated physical card');
  });
});

describe('PaySafe approvals (spec 02 §4 "PaySafe")', () => {
  const simulate = (cardId: string, extra: Record<string, unknown> = {}) =>
    call('POST', '/api/simulator/approvals', { body: { cardId, merchantName: 'Amazon Marketplace', transactionAmount: '129.99', transactionCurrency: 'USD', ...extra } });

  it('creates a pending approval that the owner approves exactly once', async () => {
    const cookie = sessionOf('demo@example.com');
    const id = activeDebit().id;
    const created = await simulate(id);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      cardId: id,
      status: 'pending',
      createdAt: TEST_START.toISOString(),
      expiredAt: startPlus(5 * 60_000),
      ref: expect.stringMatching(new RegExp(`^PS-${startPlus().slice(0, 10).replaceAll('-', '')}-\\d{6}$`)),
    });
    expect(events.map((e) => e.type)).toEqual(['approval.created']);
    expect(events[0]).toMatchObject({ userId: userId('demo@example.com'), cardId: id, id: created.body['id'] });

    const pending = await call('GET', `/api/cards/${id}/approval`, { cookie });
    expect(pending.status).toBe(200);
    expect(pending.headers?.['Cache-Control']).toBe('no-store');
    expect(pending.body).toMatchObject({ serverTime: TEST_START.toISOString(), data: { id: created.body['id'], merchantName: 'Amazon Marketplace', transactionAmount: '129.99' } });

    const approved = await call('POST', `/api/cards/${id}/approvals/${String(created.body['id'])}/approve`, { cookie });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ message: 'Transaction approved', data: { status: 'approved' } });
    const again = await call('POST', `/api/cards/${id}/approvals/${String(created.body['id'])}/approve`, { cookie });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'Approval has already been approved', code: 'ApprovalNotPending' });
    const reject = await call('POST', `/api/cards/${id}/approvals/${String(created.body['id'])}/reject`, { cookie });
    expect(reject.status).toBe(409);
    expect((await call('GET', `/api/cards/${id}/approval`, { cookie })).body.data).toBeNull();
  });

  it('rejects once, and serves the oldest pending approval first', async () => {
    const cookie = sessionOf('demo@example.com');
    const id = activeDebit().id;
    const first = await simulate(id, { merchantName: 'First Merchant' });
    app.clock.advance(1000);
    await simulate(id, { merchantName: 'Second Merchant' });
    expect((await call('GET', `/api/cards/${id}/approval`, { cookie })).body.data).toMatchObject({ merchantName: 'First Merchant' });
    const rejected = await call('POST', `/api/cards/${id}/approvals/${String(first.body['id'])}/reject`, { cookie });
    expect(rejected.body).toMatchObject({ message: 'Transaction rejected', data: { status: 'rejected' } });
    expect((await call('GET', `/api/cards/${id}/approval`, { cookie })).body.data).toMatchObject({ merchantName: 'Second Merchant' });
  });

  it('expires an approval by the injectable clock and announces it', async () => {
    const cookie = sessionOf('demo@example.com');
    const id = activeDebit().id;
    const created = await simulate(id, { expiresInSeconds: 120 });
    const advance = await call('POST', '/api/simulator/clock', { body: { advanceSeconds: 121 } });
    expect(advance.status).toBe(200);
    expect(app.store.get('paySafeApprovals', String(created.body['id']))?.status).toBe('expired');
    expect(events.map((e) => e.type)).toEqual(['approval.created', 'approval.expired']);
    expect((await call('GET', `/api/cards/${id}/approval`, { cookie })).body.data).toBeNull();
    const late = await call('POST', `/api/cards/${id}/approvals/${String(created.body['id'])}/approve`, { cookie });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Approval has expired');
  });

  it('treats an approval past its expiry as expired even before the sweep runs', async () => {
    const cookie = sessionOf('demo@example.com');
    const id = activeDebit().id;
    const created = await simulate(id, { expiresInSeconds: 60 });
    app.clock.advance(60_000);
    expect((await call('GET', `/api/cards/${id}/approval`, { cookie })).body.data).toBeNull();
    const late = await call('POST', `/api/cards/${id}/approvals/${String(created.body['id'])}/approve`, { cookie });
    expect(late.body.message).toBe('Approval has expired');
    expect(events.at(-1)?.type).toBe('approval.expired');
  });

  it('asks only active cards, and keeps approvals to their card and owner', async () => {
    expect((await simulate(frozenDebit().id)).status).toBe(422);
    expect((await simulate('no-such-card')).status).toBe(404);
    const created = await simulate(activeDebit().id);
    const approvalId = String(created.body['id']);
    const otherCard = await call('POST', `/api/cards/${activeCredit().id}/approvals/${approvalId}/approve`, { cookie: sessionOf('demo@example.com') });
    expect(otherCard.status).toBe(404);
    const otherUser = await call('POST', `/api/cards/${activeDebit().id}/approvals/${approvalId}/approve`, { cookie: sessionOf('friend@example.com') });
    expect(otherUser.status).toBe(404);
    expect(app.store.get('paySafeApprovals', approvalId)?.status).toBe('pending');
  });
});

describe('simulateCardTransaction (FIXED simulator shape)', () => {
  const simulate = (body: Record<string, unknown>) => call('POST', '/api/simulator/card-transactions', { body: { merchant: { name: 'Blue Bottle Coffee', city: 'Oakland', country: 'US' }, ...body } });

  it('moves a debit card’s balances by the amount plus fees and announces it', async () => {
    const before = activeDebit();
    const response = await simulate({ cardId: before.id, type: 'purchase', amount: '12.50', fees: { tx: '0.25', fx: '0', atm: '0' } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      cardId: before.id,
      type: 'purchase',
      entry: 'debit',
      amount: '12.50',
      currency: 'USD',
      status: 'cleared',
      metadata: { billAmount: '12.75', originalTransactionAmount: '12.50' },
    });
    expect(activeDebit().deposit.current).toBe(dec(before.deposit.current).minus('12.75').toFixed(2));
    expect(activeDebit().deposit.available).toBe(dec(before.deposit.available).minus('12.75').toFixed(2));
    expect(events.map((e) => e.type)).toEqual(['card-transaction.created', 'card.updated']);
  });

  it('records a cleared debit above the available balance as declined, moving nothing', async () => {
    const before = activeDebit();
    const response = await simulate({ cardId: before.id, type: 'purchase', amount: dec(before.deposit.available).plus('0.01').toFixed(2) });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'declined', declineReason: 'Insufficient funds or card limit exceeded' });
    expect(activeDebit().deposit).toEqual(before.deposit);
    expect(events.map((e) => e.type)).toEqual(['card-transaction.created']);
  });

  it('holds a pending debit on available only', async () => {
    const before = activeDebit();
    await simulate({ cardId: before.id, type: 'atm_withdrawal', amount: '100.00', status: 'pending', fees: { tx: '0', fx: '0', atm: '3.00' } });
    expect(activeDebit().deposit.current).toBe(before.deposit.current);
    expect(activeDebit().deposit.available).toBe(dec(before.deposit.available).minus('103.00').toFixed(2));
  });

  it('raises and pays down a credit card’s used amount', async () => {
    const before = activeCredit();
    await simulate({ cardId: before.id, type: 'purchase', amount: '40.00' });
    expect(activeCredit().credit.used).toBe(dec(before.credit.used).plus(40).toFixed(2));
    expect(activeCredit().credit.available).toBe(dec(before.credit.available).minus(40).toFixed(2));
    const payment = await simulate({ cardId: before.id, type: 'payment', amount: '100.00', merchant: { name: 'LookCard', city: 'Online', country: 'US' } });
    expect(payment.body).toMatchObject({ entry: 'credit', status: 'cleared' });
    expect(activeCredit().credit.used).toBe(dec(before.credit.used).minus(60).toFixed(2));
    expect(activeCredit().credit.limit).toBe(before.credit.limit);
  });

  it('bills a foreign amount in USD at the reference rate, keeping the original', async () => {
    const response = await simulate({ cardId: activeDebit().id, type: 'purchase', amount: '50.00', currency: 'EUR', fees: { tx: '0', fx: '1.08', atm: '0' } });
    expect(response.body).toMatchObject({ amount: '54.00', currency: 'USD', metadata: { originalTransactionAmount: '50.00', originalCurrency: 'EUR', billAmount: '55.08' } });
    expect((await simulate({ cardId: activeDebit().id, type: 'purchase', amount: '5', currency: 'XYZ' })).status).toBe(422);
  });

  it('declines spending on a frozen card and refuses cards not issued yet', async () => {
    const frozen = await simulate({ cardId: frozenDebit().id, type: 'purchase', amount: '1.00' });
    expect(frozen.body).toMatchObject({ status: 'declined', declineReason: 'Card is frozen' });
    const pending = await simulate({ cardId: application().id, type: 'purchase', amount: '1.00' });
    expect(pending.status).toBe(422);
    expect(pending.body.message).toBe('Card is not issued');
    expect((await simulate({ cardId: 'nope', type: 'purchase', amount: '1.00' })).status).toBe(404);
  });
});

describe('the card ledger', () => {
  const debit = {
    model: 'debit' as const,
    status: 'active' as const,
    deposit: { available: '100.00', limit: '5000.00', current: '100.00' },
    credit: { limit: '0.00', available: '0.00', used: '0.00', current: '0.00' },
  };
  const noFees = { tx: '0', fx: '0', atm: '0' };

  it('spends exactly the available balance, not a cent more', () => {
    expect(applyToCard(debit, { type: 'purchase', entry: 'debit', amount: '100.00', status: 'cleared', fees: noFees })).toMatchObject({
      status: 'cleared',
      deposit: { available: '0.00', current: '0.00' },
    });
    expect(applyToCard(debit, { type: 'purchase', entry: 'debit', amount: '99.99', status: 'cleared', fees: { tx: '0.02', fx: '0', atm: '0' } })).toMatchObject({ status: 'declined', moved: false });
  });

  it('keeps pending credits unavailable until they clear and ignores declined ones', () => {
    expect(applyToCard(debit, { type: 'refund', entry: 'credit', amount: '10.00', status: 'pending', fees: noFees }).moved).toBe(false);
    expect(applyToCard(debit, { type: 'deposit_fund', entry: 'credit', amount: '10.00', status: 'rejected', fees: noFees })).toMatchObject({
      moved: false,
      declineReason: 'Invalid deposit source or verification required',
    });
  });

  it('stakes and unstakes a credit card’s collateral', () => {
    const credit = {
      ...debit,
      model: 'credit' as const,
      deposit: { available: '0.00', limit: '0.00', current: '0.00' },
      credit: { limit: '1000.00', available: '800.00', used: '200.00', current: '1000.00' },
    };
    expect(applyToCard(credit, { type: 'deposit_fund', entry: 'credit', amount: '500.00', status: 'cleared', fees: noFees }).credit).toEqual({
      limit: '1500.00',
      available: '1300.00',
      used: '200.00',
      current: '1500.00',
    });
    expect(applyToCard(credit, { type: 'withdraw_fund', entry: 'debit', amount: '300.00', status: 'cleared', fees: noFees }).credit).toEqual({
      limit: '700.00',
      available: '500.00',
      used: '200.00',
      current: '700.00',
    });
    expect(applyToCard(credit, { type: 'withdraw_fund', entry: 'debit', amount: '800.01', status: 'cleared', fees: noFees }).declineReason).toBe(
      'Withdrawal limit exceeded or account verification needed',
    );
  });
});
