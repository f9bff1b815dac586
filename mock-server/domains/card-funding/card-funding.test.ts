// Longer than 300 lines on purpose: the behaviour of the whole card-funding domain, one describe per endpoint or rule with the spec's
// own cases, against one seeded app; split by endpoint, each file would repeat the same set-up.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { dec, sum } from '@contract-kit/money';
import type { CardModel, CardStatus } from '@contract-kit/model';
import { getCardAvailability } from '@contract-kit/rules/card-availability';
import { type MockApp } from '../../app';
import type { MockEvent } from '../../core/events';
import { CARD_REQUIREMENTS, deriveDepositRequirements, isPromotionApplicable } from '@contract-kit/rules/card-funding';
import { orderFees } from './order-fees';
import type { CardRecord } from '../cards/records';
import { bufferedCryptoAmount } from '@contract-kit/rules/card-funding';
import { costIn } from './rules';
import { callJson, demoCardOf, recordingApp, seededUser, sessionCookieOf, TEST_START, type CallOptions } from '../test-support';

const START = TEST_START;

let app: MockApp;
let events: MockEvent[];
beforeEach(() => {
  ({ app, events } = recordingApp(START));
});

type Body = Record<string, unknown> & { message?: string; code?: string; data?: unknown };
type Data = Record<string, unknown> & { card: Record<string, unknown> & { status: string; deposit: Record<string, string>; credit: Record<string, string> } };

/** Every POST is a new submission with its own Idempotency-Key unless the test passes one. */
const call = (method: string, path: string, options: CallOptions = {}) =>
  callJson<Body>(app, method, path, { ...options, headers: { ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}), ...options.headers } });

const userOf = (email: string) => seededUser(app, email);
const sessionOf = (email: string) => sessionCookieOf(app, email);
const cardsOf = (email: string) => app.store.filter('cards', (card) => card.userId === userOf(email).id);
const demoCard = (predicate: (card: CardRecord) => boolean) => demoCardOf(app, predicate);
const activeDebit = () => demoCard((card) => card.model === 'debit' && card.status === 'active');
const activeCredit = () => demoCard((card) => card.model === 'credit' && card.status === 'active' && card.physicalStatus === 'fulfilled');
const creditApplication = () => demoCard((card) => card.status === 'pending_deposit');
const cardById = (id: string): CardRecord => {
  const card = app.store.get('cards', id);
  if (!card) throw new Error(`no card ${id}`);
  return card;
};
const balanceOf = (email: string, currency: string) => app.store.find('accounts', (account) => account.userId === userOf(email).id && account.currency === currency)?.balance ?? '0';
const accountOf = (email: string, currency: string) => {
  const account = app.store.find('accounts', (candidate) => candidate.userId === userOf(email).id && candidate.currency === currency);
  if (!account) throw new Error(`no ${currency} account`);
  return account;
};
/** Everything the user holds in USD terms on cards (funded amount, less what is used on credit cards) plus the USD balance. */
const cardMoney = (email: string) => sum(cardsOf(email).map((card) => (card.model === 'debit' ? card.deposit.current : dec(card.credit.current).minus(card.credit.used))));

async function applyFor(email: string, model: 'debit' | 'credit') {
  const response = await call('POST', '/api/cards/apply', { cookie: sessionOf(email), body: { model, type: 'VIRTUAL', currency: 'USD' } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body.data as { data: { id: string; status: string } }).data;
}

describe('requirements and the required total (spec 02 §9)', () => {
  it('answers the requirements of the spec', async () => {
    const response = await call('GET', '/api/cards/requirements', { cookie: sessionOf('newcomer@example.com') });
    expect(response.body).toEqual({
      success: true,
      data: { activation: { credit: '50', debit: '25', stake: '1000', deposit: '100' }, fees: { direct_deposit: '0.02', direct_stake: '0.015' } },
    });
  });

  it('grosses the minimum plus the activation fee up by the fee, floored to cents', () => {
    const at = { userCreatedAt: '2026-01-01T00:00:00Z', appliedAt: '2026-11-20T10:00:00Z' };
    expect(deriveDepositRequirements('debit', CARD_REQUIREMENTS, at)).toMatchObject({ minimumDeposit: '100', activationFee: '25', feeRate: '0.02', totalRequired: '127.55' });
    expect(deriveDepositRequirements('credit', CARD_REQUIREMENTS, at)).toMatchObject({ minimumDeposit: '1000', activationFee: '50', feeRate: '0.015', totalRequired: '1065.98' });
  });

  it('applies the promotion only to users created before 2025-09-03 applying in the window', () => {
    const old = '2025-09-02T23:59:59.999Z';
    expect(isPromotionApplicable(old, '2025-09-04T19:29:59.999Z')).toBe(false);
    expect(isPromotionApplicable(old, '2025-09-04T19:30:00.000Z')).toBe(true);
    expect(isPromotionApplicable(old, '2025-09-07T23:59:59.000Z')).toBe(true);
    expect(isPromotionApplicable(old, '2025-09-08T00:00:00.000Z')).toBe(false);
    expect(isPromotionApplicable('2025-09-03T00:00:00.000Z', '2025-09-05T12:00:00.000Z')).toBe(false);
    // (100 + 50) / (1 - 0.015) = 152.284… → 152.28; debit (100 + 25) / 0.98 = 127.551… → 127.55.
    const promoted = { userCreatedAt: old, appliedAt: '2025-09-05T12:00:00Z' };
    expect(deriveDepositRequirements('credit', CARD_REQUIREMENTS, promoted).totalRequired).toBe('152.28');
    expect(deriveDepositRequirements('debit', CARD_REQUIREMENTS, promoted).totalRequired).toBe('127.55');
  });

  it('fixes the required funding when the application is made (server clock, user creation date)', async () => {
    app.clock.set(new Date('2025-09-05T08:00:00.000Z'));
    const card = await applyFor('newcomer@example.com', 'credit');
    // What the card must hold: the promotion's 100 + the 50 activation fee (an on-chain stake sends 152.28).
    expect(cardById(card.id).funding.requiredAmount).toBe('150.00');
  });
});

describe('applyCard availability (spec 02 §5, §9)', () => {
  it('creates a debit application in pending_verification with verification not started', async () => {
    const card = await applyFor('newcomer@example.com', 'debit');
    expect(card.status).toBe('pending_verification');
    const record = cardById(card.id);
    expect(record.funding.requiredAmount).toBe('125.00');
    expect(record.deposit).toEqual({ available: '0.00', limit: '5000.00', current: '0.00' });
    const info = await call('GET', `/api/cards/${card.id}/verification`, { cookie: sessionOf('newcomer@example.com'), headers: { host: '127.0.0.1:5173' } });
    expect(info.body).toEqual({ success: true, data: { data: { status: null }, url: `http://127.0.0.1:5173/mock-pages/verification/${card.id}` } });
    expect(events.some((event) => event.type === 'card.updated' && event.cardId === card.id)).toBe(true);
  });

  it('refuses a second pending application of the same model (409) but not of the other', async () => {
    await applyFor('newcomer@example.com', 'debit');
    const again = await call('POST', '/api/cards/apply', { cookie: sessionOf('newcomer@example.com'), body: { model: 'debit', type: 'VIRTUAL', currency: 'USD' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already have a pending debit card application');
    await applyFor('newcomer@example.com', 'credit');
    // The demo user has a pending credit application.
    const credit = await call('POST', '/api/cards/apply', { cookie: sessionOf('demo@example.com'), body: { model: 'credit', type: 'VIRTUAL', currency: 'USD' } });
    expect(credit.status).toBe(409);
  });

  it('refuses debit at 2 active debit cards (422 DebitLimitReached)', async () => {
    const demo = userOf('demo@example.com');
    app.store.put('cards', { ...activeDebit(), id: 'second-active-debit', userId: demo.id });
    app.store.flush();
    const response = await call('POST', '/api/cards/apply', { cookie: sessionOf('demo@example.com'), body: { model: 'debit', type: 'VIRTUAL', currency: 'USD' } });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ message: 'Debit card limit reached', code: 'DebitLimitReached' });
  });

  it('accepts a debit application beside a debit card waiting for its deposit (pending_deposit), as the app offers it', async () => {
    const { id } = await applyFor('newcomer@example.com', 'debit');
    await call('POST', `/api/simulator/cards/${id}/verification`, { body: { status: 'approved' } });
    expect(cardById(id).status).toBe('pending_deposit');
    const cards = app.store.filter('cards', (card) => card.userId === userOf('newcomer@example.com').id);
    expect(getCardAvailability(cards).debit).toBe(true);
    const second = await applyFor('newcomer@example.com', 'debit');
    expect(second.status).toBe('pending_verification');
  });

  it('refuses exactly what the shared availability rule does not offer', async () => {
    const demo = userOf('demo@example.com');
    const template = activeDebit();
    const mine = () => app.store.filter('cards', (card) => card.userId === demo.id);
    const states: [CardModel, CardStatus][][] = [
      [],
      [['debit', 'pending_deposit']],
      [['debit', 'initialized']],
      [['debit', 'pending_activation']],
      [
        ['debit', 'active'],
        ['debit', 'active'],
      ],
      [['credit', 'pending_deposit']],
      [['credit', 'active']],
      Array.from({ length: 10 }, (_, index): [CardModel, CardStatus] => ['debit', index === 0 ? 'active' : 'terminated']),
    ];
    for (const [index, state] of states.entries()) {
      for (const card of mine()) app.store.delete('cards', card.id);
      state.forEach(([model, status], n) => app.store.put('cards', { ...template, id: `availability-${index}-${n}`, userId: demo.id, model, status }));
      app.store.flush();
      const availability = getCardAvailability(mine());
      for (const model of ['debit', 'credit'] as const) {
        const response = await call('POST', '/api/cards/apply', { cookie: sessionOf('demo@example.com'), body: { model, type: 'VIRTUAL', currency: 'USD' } });
        expect(response.status < 300, `${JSON.stringify(state)} ${model}: ${response.status}`).toBe(availability[model]);
        // The accepted application is removed again, so that the next model is judged on the same cards.
        const created = (response.body.data as { data?: { id?: string } } | undefined)?.data?.id;
        if (created) app.store.delete('cards', created);
      }
    }
  });
});

describe('the application: verification, funding, activation', () => {
  it('moves through verification, account funding and activation with money conserved', async () => {
    const email = 'newcomer@example.com';
    const cookie = sessionOf(email);
    const { id } = await applyFor(email, 'debit');

    const review = await call('POST', `/api/simulator/cards/${id}/verification`, { body: { status: 'under_review' } });
    expect(review.status).toBe(200);
    expect(cardById(id).status).toBe('pending_verification');
    await call('POST', `/api/simulator/cards/${id}/verification`, { body: { status: 'approved' } });
    expect(cardById(id).status).toBe('pending_deposit');

    const usdt = accountOf(email, 'USDT');
    const before = dec(usdt.balance);
    const funded = await call('POST', `/api/cards/${id}/account-deposit`, {
      cookie,
      body: { amount: '125.00', fromAccountId: usdt.id, cardModel: 'debit', description: 'Deposit for debit card activation', fromCurrencyId: 'USDT', reference: 'DEPOSIT_1763720130000' },
    });
    expect(funded.status, JSON.stringify(funded.body)).toBe(200);
    // 125.00 / (1 × 0.995) × 1.005 = 126.256281… rounded up to 6 decimals: the app's figure for the same quote.
    expect((funded.body.data as Data)['sourceAmount']).toBe('126.256282');
    expect(bufferedCryptoAmount('125.00', '0.995').toFixed()).toBe('126.256282');
    expect(funded.body.message).toBe('Funds have been transferred from your account to the debit card');
    expect(dec(balanceOf(email, 'USDT')).eq(before.minus('126.256282'))).toBe(true);
    expect(cardById(id)).toMatchObject({ status: 'pending_activation', deposit: { current: '125.00', available: '125.00' } });
    expect((await call('GET', `/api/cards/${id}/deposit`, { cookie })).body).toEqual({ success: true, data: { current: '125.00', available: '125.00', limit: '5000.00' } });

    const duplicate = await call('POST', `/api/cards/${id}/account-deposit`, {
      cookie,
      body: { amount: '1.00', fromAccountId: usdt.id, cardModel: 'debit', description: 'again', fromCurrencyId: 'USDT', reference: 'DEPOSIT_1763720130000' },
    });
    expect(duplicate.status).toBe(409);

    const blank = await call('POST', `/api/cards/${id}/activation`, { cookie, body: { primaryName: '   ' } });
    expect(blank.status).toBe(400);
    const tooLong = await call('POST', `/api/cards/${id}/activation`, { cookie, body: { primaryName: 'x'.repeat(51) } });
    expect(tooLong.status).toBe(400);
    const activated = await call('POST', `/api/cards/${id}/activation`, { cookie, body: { primaryName: '  Nova Newcomer ' } });
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    // The activation fee (25) leaves the minimum deposit; funded from the account there is no direct funding fee.
    expect(activated.body.data).toMatchObject({ name: 'Nova Newcomer', status: 'active', deposit: { current: '100.00', available: '100.00' } });
    const fees = app.store.filter('cardTransactions', (tx) => tx.cardId === id && tx.type === 'fee').map((tx) => `${tx.description}:${tx.amount}`);
    expect(fees).toEqual(['Card activation fee:25.00']);
    expect((await call('POST', `/api/cards/${id}/activation`, { cookie, body: { primaryName: 'Again' } })).status).toBe(409);
  });

  it('refuses activation before the card is verified and funded', async () => {
    const { id } = await applyFor('newcomer@example.com', 'debit');
    const response = await call('POST', `/api/cards/${id}/activation`, { cookie: sessionOf('newcomer@example.com'), body: { primaryName: 'Nova' } });
    expect(response.status).toBe(422);
    expect(response.body.message).toBe('Card is not ready for activation');
  });

  it('credits an on-chain stake less its direct fee (spec 02 §9 total: 1065.98 sent), and stakes the seeded credit application', async () => {
    const application = creditApplication();
    const response = await call('POST', `/api/simulator/cards/${application.id}/onchain-deposit`, { body: { currency: 'USDT', amount: '1065.98', network: 'tron' } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    // 1.5 % of 1065.98 = 15.9897 → 15.98: 1050.00 arrives, the minimum stake and the activation fee.
    expect(response.body.data).toMatchObject({ usdAmount: '1065.98', fee: '15.98', creditedAmount: '1050.00', address: application.addresses.tron, card: { status: 'pending_activation' } });
    expect(events.some((event) => event.type === 'deposit.credited' && event.cardId === application.id)).toBe(true);
    const credit = await call('GET', `/api/cards/${application.id}/credit`, { cookie: sessionOf('demo@example.com') });
    expect(credit.body.data).toEqual({ current: '1050.00', limit: '1050.00', available: '1050.00', used: '0.00', releasable: '1050.00' });
    const activated = await call('POST', `/api/cards/${application.id}/activation`, { cookie: sessionOf('demo@example.com'), body: { primaryName: 'Demo Stake' } });
    // The activation fee (50) is charged to the card: 1000.00 of credit stays available.
    expect(activated.body.data).toMatchObject({ status: 'active', credit: { limit: '1050.00', used: '50.00', available: '1000.00' } });
  });

  it('takes the direct fee from an on-chain deposit to an issued card, and refuses a disabled currency', async () => {
    const card = activeDebit();
    const before = dec(card.deposit.current);
    const response = await call('POST', `/api/simulator/cards/${card.id}/onchain-deposit`, { body: { currency: 'USDC', amount: '100', network: 'ethereum' } });
    expect(response.body.data).toMatchObject({ usdAmount: '100.00', fee: '2.00', creditedAmount: '98.00' });
    expect(dec(cardById(card.id).deposit.current).eq(before.plus('98'))).toBe(true);
    const disabled = await call('POST', `/api/simulator/cards/${card.id}/onchain-deposit`, { body: { currency: 'USDC', amount: '100', network: 'tron' } });
    expect(disabled.status).toBe(422);
    expect(disabled.body.code).toBe('UnsupportedCurrency');
  });

  it('refuses verification changes once the card is issued, and answers 404 for unknown cards', async () => {
    expect((await call('POST', `/api/simulator/cards/${activeDebit().id}/verification`, { body: { status: 'rejected' } })).status).toBe(422);
    expect((await call('POST', '/api/simulator/cards/nope/verification', { body: { status: 'approved' } })).status).toBe(404);
  });
});

describe('card operations move money exactly (spec 02 §4, §5)', () => {
  it('conserves US dollars across deposit, withdraw, stake and unstake', async () => {
    const email = 'demo@example.com';
    const cookie = sessionOf(email);
    const debit = activeDebit();
    const credit = activeCredit();
    const usd = accountOf(email, 'USD');
    const total = () => cardMoney(email).plus(balanceOf(email, 'USD'));
    const start = total();

    const deposit = await call('POST', `/api/cards/${debit.id}/deposit`, { cookie, body: { amount: '150.25', fromAccountId: usd.id, fromCurrencyId: 'USD', reference: 'DEPOSIT_1' } });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
    expect(total().eq(start)).toBe(true);
    const withdraw = await call('POST', `/api/cards/${debit.id}/operations`, { cookie, body: { operation: 'withdraw', amount: '50.25', currency: 'USD' } });
    expect(withdraw.status, JSON.stringify(withdraw.body)).toBe(200);
    expect(total().eq(start)).toBe(true);
    const stake = await call('POST', `/api/cards/${credit.id}/stake`, { cookie, body: { amount: '200.00', fromAccountId: usd.id, fromCurrencyId: 'USD', reference: 'STAKE_1' } });
    expect(stake.status, JSON.stringify(stake.body)).toBe(200);
    expect(cardById(credit.id).credit.limit).toBe(dec(credit.credit.limit).plus(200).toFixed(2));
    const unstake = await call('POST', `/api/cards/${credit.id}/operations`, { cookie, body: { operation: 'unstake', amount: '100.00', currency: 'USD' } });
    expect(unstake.status, JSON.stringify(unstake.body)).toBe(200);
    expect(total().eq(start)).toBe(true);
    expect(events.filter((event) => event.type === 'balance.changed')).toHaveLength(4);
  });

  it('reports the releasable collateral, accepts an unstake of exactly that and refuses a cent more', async () => {
    const cookie = sessionOf('demo@example.com');
    const credit = activeCredit();
    expect(dec(credit.credit.used).gt(0)).toBe(true);
    const summary = await call('GET', `/api/cards/${credit.id}/credit`, { cookie });
    const data = summary.body.data as Record<string, string>;
    // Collateral that backs used credit cannot be released: the most is `available`, less than the limit.
    expect(data).toMatchObject({ limit: credit.credit.limit, available: credit.credit.available, releasable: credit.credit.available });
    expect(dec(data['releasable'] ?? '0').lt(credit.credit.limit)).toBe(true);
    const tooMuch = await call('POST', `/api/cards/${credit.id}/operations`, {
      cookie,
      body: {
        operation: 'unstake',
        amount: dec(data['releasable'] ?? '0')
          .plus('0.01')
          .toFixed(2),
        currency: 'USD',
      },
    });
    expect(tooMuch.status).toBe(422);
    const max = await call('POST', `/api/cards/${credit.id}/operations`, { cookie, body: { operation: 'unstake', amount: data['releasable'], currency: 'USD' } });
    expect(max.status, JSON.stringify(max.body)).toBe(200);
    const after = (await call('GET', `/api/cards/${credit.id}/credit`, { cookie })).body.data as Record<string, string>;
    expect(after).toMatchObject({ available: '0.00', releasable: '0.00', used: credit.credit.used });
  });

  it('answers a retried card withdrawal and repayment (same Idempotency-Key) once, and a new key as a new one', async () => {
    const email = 'demo@example.com';
    const cookie = sessionOf(email);
    const debit = activeDebit();
    const key = randomUUID();
    const body = { operation: 'withdraw', amount: '10.00', currency: 'USD' };
    const first = await call('POST', `/api/cards/${debit.id}/operations`, { cookie, body, headers: { 'idempotency-key': key } });
    const retry = await call('POST', `/api/cards/${debit.id}/operations`, { cookie, body, headers: { 'idempotency-key': key } });
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers?.['Idempotent-Replayed']).toBe('true');
    expect(cardById(debit.id).deposit.available).toBe(dec(debit.deposit.available).minus(10).toFixed(2));
    expect((await call('POST', `/api/cards/${debit.id}/operations`, { cookie, body })).status).toBe(200);
    expect(cardById(debit.id).deposit.available).toBe(dec(debit.deposit.available).minus(20).toFixed(2));

    const credit = activeCredit();
    const usdBefore = balanceOf(email, 'USD');
    const repayKey = randomUUID();
    const repay = { amount: '1.00', fromCurrencyId: 'USD' };
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await call('POST', `/api/cards/${credit.id}/repay`, { cookie, body: repay, headers: { 'idempotency-key': repayKey } })).status).toBe(200);
    }
    expect(dec(usdBefore).minus(balanceOf(email, 'USD')).toFixed(2)).toBe('1.00');
  });

  it('refuses a withdrawal above the available balance and a deposit above the source balance', async () => {
    const email = 'demo@example.com';
    const cookie = sessionOf(email);
    const debit = activeDebit();
    const tooMuch = dec(debit.deposit.available).plus('0.01').toFixed(2);
    const withdraw = await call('POST', `/api/cards/${debit.id}/operations`, { cookie, body: { operation: 'withdraw', amount: tooMuch, currency: 'USD' } });
    expect(withdraw.status).toBe(422);
    expect(withdraw.body.message).toBe(`Insufficient card balance. Requested: ${tooMuch}, Available: ${debit.deposit.available}`);
    const usd = accountOf(email, 'USD');
    const deposit = await call('POST', `/api/cards/${debit.id}/deposit`, { cookie, body: { amount: '800.01', fromAccountId: usd.id, fromCurrencyId: 'USD', reference: 'DEPOSIT_2' } });
    expect(deposit.status).toBe(422);
    expect(deposit.body.message).toBe('Insufficient balance. Requested: 800.01, Available: 800.00');
    const wrongModel = await call('POST', `/api/cards/${debit.id}/stake`, { cookie, body: { amount: '1.00', fromAccountId: usd.id, fromCurrencyId: 'USD', reference: 'STAKE_2' } });
    expect(wrongModel.status).toBe(422);
  });

  it('charges a crypto source the SELL quote of the exchange with the 0.5 % buffer the app shows', () => {
    expect(costIn('USD', '127.55')?.toFixed()).toBe('127.55');
    // 100 / 0.995 × 1.005 = 101.0050251…; LOOK at 0.1 USD: 100 / 0.0995 × 1.005 = 1010.0502512…, rounded up.
    expect(costIn('USDT', '100')?.toFixed()).toBe('101.005026');
    expect(costIn('LOOK', '100')?.toFixed()).toBe('1010.050252');
    expect(costIn('ETH', '100')).toBeNull();
  });
});

describe('credit repayment (spec 02 §5 "Credit repay")', () => {
  it('reduces the outstanding amount by exactly the amount and debits the USD balance as much', async () => {
    const email = 'demo@example.com';
    const cookie = sessionOf(email);
    const card = activeCredit();
    const usedBefore = dec(card.credit.used);
    const usdBefore = dec(balanceOf(email, 'USD'));
    const response = await call('POST', `/api/cards/${card.id}/repay`, { cookie, body: { amount: '10.05', fromCurrencyId: 'USD' } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(dec(cardById(card.id).credit.used).eq(usedBefore.minus('10.05'))).toBe(true);
    expect(dec(cardById(card.id).credit.available).eq(dec(card.credit.available).plus('10.05'))).toBe(true);
    expect(dec(balanceOf(email, 'USD')).eq(usdBefore.minus('10.05'))).toBe(true);
  });

  it('accepts up to 0.1 above the outstanding amount but charges only what is owed', async () => {
    const email = 'demo@example.com';
    const cookie = sessionOf(email);
    const card = activeCredit();
    const used = card.credit.used;
    const above = await call('POST', `/api/cards/${card.id}/repay`, { cookie, body: { amount: dec(used).plus('0.11').toFixed(2), fromCurrencyId: 'USD' } });
    expect(above.status).toBe(422);
    expect(above.body.message).toBe(`Repayment amount cannot exceed outstanding balance of ${used}`);
    const usdBefore = dec(balanceOf(email, 'USD'));
    const within = await call('POST', `/api/cards/${card.id}/repay`, { cookie, body: { amount: dec(used).plus('0.1').toFixed(2), fromCurrencyId: 'USD' } });
    expect(within.status, JSON.stringify(within.body)).toBe(200);
    expect(cardById(card.id).credit.used).toBe('0.00');
    expect(dec(balanceOf(email, 'USD')).eq(usdBefore.minus(used))).toBe(true);
  });

  it('refuses a debit card with a message that names credit cards', async () => {
    const response = await call('POST', `/api/cards/${activeDebit().id}/repay`, { cookie: sessionOf('demo@example.com'), body: { amount: '1.00', fromCurrencyId: 'USD' } });
    expect(response.status).toBe(422);
    expect(response.body.message).toContain('credit');
    expect(response.body.message).toBe('Repayment is only available for credit cards');
  });

  it('rejects amounts with more than 2 decimals and zero', async () => {
    const cookie = sessionOf('demo@example.com');
    expect((await call('POST', `/api/cards/${activeCredit().id}/repay`, { cookie, body: { amount: '1.001', fromCurrencyId: 'USD' } })).status).toBe(400);
    expect((await call('POST', `/api/cards/${activeCredit().id}/repay`, { cookie, body: { amount: '0.00', fromCurrencyId: 'USD' } })).status).toBe(400);
  });

  it('pays the outstanding amount from an on-chain repayment less the fee, the rest to the USD balance', async () => {
    const email = 'demo@example.com';
    const card = activeCredit();
    const used = dec(card.credit.used);
    const usdBefore = dec(balanceOf(email, 'USD'));
    const sent = used.plus(50).toFixed(2);
    const response = await call('POST', `/api/simulator/cards/${card.id}/onchain-deposit`, { body: { currency: 'USDT', amount: sent, network: 'tron', purpose: 'repayment' } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const fee = dec(sent).times('0.02').round(2, 1);
    expect(response.body.data).toMatchObject({ address: card.repaymentAddresses?.tron, creditedAmount: used.toFixed(2), fee: fee.toFixed(2) });
    expect(cardById(card.id).credit.used).toBe('0.00');
    expect(dec(balanceOf(email, 'USD')).eq(usdBefore.plus(dec(sent).minus(fee).minus(used)))).toBe(true);
  });
});

describe('physical card orders (spec 02 §4, §5, §9)', () => {
  const form = (accountId: string, currency = 'USD', country = 'US') => ({
    firstName: 'Demo',
    lastName: 'User',
    phoneNumber: '4155550132',
    dialCode: '+1',
    email: 'demo@example.com',
    shippingAddress: { line1: '500 Howard Street', city: 'San Francisco', postalCode: '94105', country },
    shippingMethod: 'express',
    fromAccountId: accountId,
    fromCurrencyId: currency,
    confirmedTotalFee: orderFees(country, 'express').totalFee,
  });

  it('quotes fees by country and method and refuses IN', async () => {
    const cookie = sessionOf('demo@example.com');
    const card = activeDebit();
    const us = await call('GET', `/api/cards/${card.id}/order-fees?country=US&shippingMethod=express`, { cookie });
    expect(us.body.data).toEqual({ baseFee: '20.00', shippingFee: '25.00', processingFee: '1.50', totalFee: '46.50', currency: 'USD' });
    expect((await call('GET', `/api/cards/${card.id}/order-fees?country=SG`, { cookie })).body.data).toEqual(orderFees('SG', 'standard'));
    const india = await call('GET', `/api/cards/${card.id}/order-fees?country=IN`, { cookie });
    expect(india.status).toBe(422);
    expect(india.body.message).toBe('Shipping to IN is not supported');
  });

  it('charges only the fee the user confirmed: a different one is refused with 409 FeesChanged and the current fees', async () => {
    const email = 'demo@example.com';
    const cookie = sessionOf(email);
    const card = activeDebit();
    const usd = accountOf(email, 'USD');
    const before = balanceOf(email, 'USD');
    // The client's fallback (spec 02 §8: 20.00 when the fees cannot be fetched) for US standard shipping, which is 25.00.
    const standard = { ...form(usd.id), shippingMethod: 'standard', confirmedTotalFee: '20.00' };
    const refused = await call('POST', `/api/cards/${card.id}/orders`, { cookie, body: standard });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'FeesChanged',
      message: 'The fees have changed: the total is now 25.00 USD',
      error: { details: { errorCode: 'FeesChanged', fees: { baseFee: '20.00', shippingFee: '5.00', processingFee: '0.00', totalFee: '25.00', currency: 'USD' } } },
    });
    expect(balanceOf(email, 'USD')).toBe(before);
    expect(cardById(card.id).physicalStatus).toBe('null');

    // Confirmed again with the fee the server named: charged exactly that.
    const placed = await call('POST', `/api/cards/${card.id}/orders`, { cookie, body: { ...standard, confirmedTotalFee: '25' } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data).toMatchObject({ fees: { totalFee: '25.00' }, payment: { fromCurrencyId: 'USD', amount: '25' } });
    expect(dec(before).minus(balanceOf(email, 'USD')).toFixed(2)).toBe('25.00');
  });

  it('creates an order paid in USDT, then the simulator ships it and the PIN activation completes', async () => {
    const email = 'demo@example.com';
    const cookie = sessionOf(email);
    const card = activeDebit();
    const usdt = accountOf(email, 'USDT');
    const before = dec(usdt.balance);
    const created = await call('POST', `/api/cards/${card.id}/orders`, { cookie, body: form(usdt.id, 'USDT') });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'pending_approval', fees: { totalFee: '46.50' }, payment: { fromCurrencyId: 'USDT', amount: '46.967337' } });
    expect(dec(balanceOf(email, 'USDT')).eq(before.minus('46.967337'))).toBe(true);
    expect(cardById(card.id)).toMatchObject({ physicalStatus: 'pending_approval', type: 'PHYSICAL' });
    expect((await call('POST', `/api/cards/${card.id}/orders`, { cookie, body: form(usdt.id, 'USDT') })).status).toBe(409);

    for (const physicalStatus of ['approved', 'order_in_production', 'shipped']) {
      const moved = await call('POST', `/api/simulator/cards/${card.id}/shipping`, { body: { physicalStatus } });
      expect(moved.status).toBe(200);
    }
    const orders = await call('GET', `/api/cards/${card.id}/orders`, { cookie });
    expect((orders.body.data as { status: string }[])[0]?.status).toBe('shipped');
    const pin = await call('POST', `/api/cards/${card.id}/physical-activation`, { cookie, body: { pin: '482913' } });
    expect(pin.status).toBe(200);
    expect(cardById(card.id).physicalStatus).toBe('fulfilled');
  });

  it('names the payment problems of the spec', async () => {
    const cookie = sessionOf('demo@example.com');
    const card = activeDebit();
    const usd = accountOf('demo@example.com', 'USD');
    expect((await call('POST', `/api/cards/${card.id}/orders`, { cookie, body: form(usd.id, 'USDT') })).body.message).toBe('Account not found for currency');
    const newcomer = sessionOf('newcomer@example.com');
    const noLook = await call('POST', `/api/cards/${card.id}/orders`, { cookie: newcomer, body: form(usd.id, 'LOOK') });
    expect(noLook.status).toBe(404); // another user's card
    expect((await call('POST', `/api/cards/${card.id}/orders`, { cookie, body: { ...form(usd.id), shippingAddress: { line1: ' ', city: 'x', postalCode: '1', country: 'US' } } })).body.message).toBe(
      'Please fill in all required fields',
    );
    expect((await call('POST', `/api/cards/${card.id}/orders`, { cookie, body: form(usd.id, 'USD', 'IN') })).status).toBe(422);
    expect((await call('POST', '/api/simulator/cards/' + card.id + '/shipping', { body: { physicalStatus: 'shipped' } })).status).toBe(409);
  });

  it("lists the seeded orders of the demo user's physical cards", async () => {
    const cookie = sessionOf('demo@example.com');
    const shipped = demoCard((card) => card.physicalStatus === 'shipped');
    const orders = await call('GET', `/api/cards/${shipped.id}/orders`, { cookie });
    expect(orders.body.data).toEqual([expect.objectContaining({ status: 'shipped', cardId: shipped.id })]);
  });
});

describe('source accounts and pages', () => {
  it('lists USD, USDT, USDC and LOOK accounts in that order', async () => {
    const response = await call('GET', '/api/cards/source-accounts', { cookie: sessionOf('demo@example.com') });
    expect((response.body.data as { currencyId: string }[]).map((account) => account.currencyId)).toEqual(['USD', 'USDT', 'USDC', 'LOOK']);
  });

  async function fetchPage(path: string): Promise<{ handled: boolean; status: number; body: string }> {
    let status = 0;
    let body = '';
    const res = {
      writeHead: (code: number) => {
        status = code;
        return res;
      },
      end: (chunk?: string) => {
        body = chunk ?? '';
      },
    } as unknown as ServerResponse;
    const handled = await app.page({ method: 'GET', url: path } as IncomingMessage, res, new URL(path, 'http://127.0.0.1:4010'));
    return { handled, status, body };
  }

  it('serves the verification page of a card and the agreements by model and language', async () => {
    const { id } = await applyFor('newcomer@example.com', 'debit');
    const page = await fetchPage(`/mock-pages/verification/${id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Identity verification');
    expect(page.body).toContain('data-status="approved"');
    const agreement = await fetchPage('/mock-pages/agreements/credit/zh-TW');
    expect(agreement.body).toContain('LookCard 信用卡持卡人協議');
    const missing = await fetchPage('/mock-pages/verification/unknown');
    expect(missing.status).toBe(404);
  });
});
