import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dec } from '@contract-kit/money';
import { mockCaller, USERS, type Caller } from './support';

/**
 * A card is never funded past its limit: a deposit that would take a debit card's balance above its limit (its face
 * would show a negative "Used") is refused with 422 DepositExceedsLimit, as the contract declares, and moves nothing.
 */

type CardView = { id: string; model: string; status: string; deposit: { available: string; limit: string; current: string } };

/** The demo user's active debit card, and 20,000 USDT on their account to fund it with (more than any limit). */
async function fundedDemo(): Promise<{ caller: Caller; cookie: string; card: CardView; accountId: string }> {
  const caller = mockCaller();
  const cookie = caller.sessionOf(USERS.demo.email);
  const topUp = await caller.call('POST', '/api/simulator/deposits', { body: { email: USERS.demo.email, currency: 'USDT', amount: '20000', network: 'tron' } });
  expect(topUp.status).toBe(201);
  const cards = (await caller.call('GET', '/api/cards', { cookie })).body.data as CardView[];
  const card = cards.find((candidate) => candidate.model === 'debit' && candidate.status === 'active');
  if (!card) throw new Error('the seed has no active debit card for the demo user');
  const account = caller.app.store.find('accounts', (candidate) => candidate.userId === caller.userOf(USERS.demo.email).id && candidate.currency === 'USDT');
  if (!account) throw new Error('no USDT account');
  return { caller, cookie, card, accountId: account.id };
}

describe('a card deposit past the card’s limit', () => {
  it.each([
    [
      'deposit',
      (card: CardView, accountId: string) => ({
        path: `/api/cards/${card.id}/deposit`,
        body: { amount: '20000.00', fromAccountId: accountId, fromCurrencyId: 'USDT', reference: 'DEPOSIT_1763720130000' },
      }),
    ],
    [
      'account-deposit',
      (card: CardView, accountId: string) => ({
        path: `/api/cards/${card.id}/account-deposit`,
        body: { amount: '20000.00', fromAccountId: accountId, cardModel: 'debit', description: 'Deposit', fromCurrencyId: 'USDT', reference: 'DEPOSIT_1763720130001' },
      }),
    ],
  ])('through %s is refused, 422 DepositExceedsLimit naming what is left, and moves nothing', async (_name, request) => {
    const { caller, cookie, card, accountId } = await fundedDemo();
    const room = dec(card.deposit.limit).minus(card.deposit.current).toFixed(2);
    const before = caller.app.store.get('accounts', accountId)?.balance;
    const { path, body } = request(card, accountId);
    const response = await caller.call('POST', path, { cookie, body, headers: { 'idempotency-key': randomUUID() } });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'DepositExceedsLimit', error: { details: { errorCode: 'DepositExceedsLimit' } } });
    expect(response.body.message).toBe(`Deposit amount cannot exceed the card's remaining limit of ${room} USD`);
    expect(caller.app.store.get('cards', card.id)?.deposit).toEqual(card.deposit);
    expect(caller.app.store.get('accounts', accountId)?.balance).toBe(before);
  });

  it('up to the limit is accepted, and the card then shows no negative "Used"', async () => {
    const { caller, cookie, card, accountId } = await fundedDemo();
    const room = dec(card.deposit.limit).minus(card.deposit.current).toFixed(2);
    const response = await caller.call('POST', `/api/cards/${card.id}/deposit`, {
      cookie,
      body: { amount: room, fromAccountId: accountId, fromCurrencyId: 'USDT', reference: 'DEPOSIT_1763720130002' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(response.status).toBe(200);
    const after = caller.app.store.get('cards', card.id)?.deposit;
    expect(after?.current).toBe(card.deposit.limit);
    expect(
      dec(after?.limit ?? '0')
        .minus(after?.available ?? '0')
        .gte(0),
    ).toBe(true);
    const more = await caller.call('POST', `/api/cards/${card.id}/deposit`, {
      cookie,
      body: { amount: '0.01', fromAccountId: accountId, fromCurrencyId: 'USDT', reference: 'DEPOSIT_1763720130003' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(more.body).toMatchObject({ code: 'DepositExceedsLimit', message: "Deposit amount cannot exceed the card's remaining limit of 0.00 USD" });
  });
});
