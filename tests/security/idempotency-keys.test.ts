import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { operations } from '@contract-kit/operations';
import { usesIdempotencyKey } from '../../mock-server/core/idempotency';
import { mockCaller, USERS, type Caller } from './support';

/**
 * Idempotency-Keys are uuids, compared in canonical (lower-case) form: the same key in capitals answers the first
 * result instead of moving money again, a key that is not a uuid is refused with its own 400, and every call that
 * moves money takes one — the exchange included.
 */

const balanceOf = (caller: Caller, email: string, currency: string) =>
  caller.app.store.find('accounts', (account) => account.userId === caller.userOf(email).id && account.currency === currency)?.balance;

describe('the same key in another case', () => {
  it('is the same key: a transfer repeated with the key in capitals is answered, not made again', async () => {
    const caller = mockCaller();
    const cookie = caller.sessionOf(USERS.demo.email);
    const body = { destinationEmail: USERS.friend.email, currency: 'USDT', amount: '10' };
    const before = balanceOf(caller, USERS.demo.email, 'USDT');
    const key = randomUUID();
    const first = await caller.call('POST', '/api/accounts/transfer', { cookie, body, headers: { 'idempotency-key': key } });
    expect(first.status).toBe(200);
    const upper = await caller.call('POST', '/api/accounts/transfer', { cookie, body, headers: { 'idempotency-key': key.toUpperCase() } });
    expect(upper.status).toBe(200);
    expect(upper.headers?.['Idempotent-Replayed']).toBe('true');
    expect(upper.body).toEqual(first.body);
    expect(Number(before) - Number(balanceOf(caller, USERS.demo.email, 'USDT'))).toBe(10);
  });
});

describe('a key that is not a uuid', () => {
  it.each(['press-1', `{${'3f1c2a9e-7b4d-4e8a-9c21-5d6f7a8b9c0d'}}`, '3f1c2a9e7b4d4e8a9c215d6f7a8b9c0d', 'x'.repeat(15_000)])(
    'is refused, 400 InvalidIdempotencyKey, and moves nothing (%#)',
    async (key) => {
      const caller = mockCaller();
      const cookie = caller.sessionOf(USERS.demo.email);
      const before = balanceOf(caller, USERS.demo.email, 'USDT');
      const response = await caller.call('POST', '/api/accounts/transfer', {
        cookie,
        body: { destinationEmail: USERS.friend.email, currency: 'USDT', amount: '10' },
        headers: { 'idempotency-key': key },
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'InvalidIdempotencyKey', issues: [{ path: 'header.Idempotency-Key', message: expect.stringMatching(/uuid/) as unknown }] });
      expect(response.body.message).toMatch(/^Idempotency-Key must be a uuid/);
      expect(JSON.stringify(response.body)).not.toContain(key.slice(0, 40));
      expect(balanceOf(caller, USERS.demo.email, 'USDT')).toBe(before);
    },
  );
});

describe('every money movement takes one', () => {
  it('the exchange needs an Idempotency-Key, and a retry with it converts once', async () => {
    const caller = mockCaller();
    const cookie = caller.sessionOf(USERS.demo.email);
    const body = { baseCurrencyId: 'USDT', quoteCurrencyId: 'USD', amount: '100.00', type: 'SELL' };
    const usd = balanceOf(caller, USERS.demo.email, 'USD');
    const missing = await caller.call('POST', '/api/exchange', { cookie, body });
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toEqual([expect.objectContaining({ path: 'header.Idempotency-Key' })]);
    expect(balanceOf(caller, USERS.demo.email, 'USD')).toBe(usd);

    const key = randomUUID();
    const first = await caller.call('POST', '/api/exchange', { cookie, body, headers: { 'idempotency-key': key } });
    expect(first.status).toBe(200);
    const retry = await caller.call('POST', '/api/exchange', { cookie, body, headers: { 'idempotency-key': key } });
    expect(retry.headers?.['Idempotent-Replayed']).toBe('true');
    expect(Number(balanceOf(caller, USERS.demo.email, 'USD')) - Number(usd)).toBe(100);
  });

  it.each(['transferFunds', 'createWithdrawal', 'createExchange', 'deposit', 'accountDeposit', 'stake', 'performCardOperation', 'repayCard', 'createOrder'])(
    '%s declares the Idempotency-Key header in the contract',
    (operationId) => {
      const operation = operations.find((candidate) => candidate.operationId === operationId);
      expect(operation, operationId).toBeDefined();
      expect(operation && usesIdempotencyKey(operation)).toBe(true);
    },
  );
});
