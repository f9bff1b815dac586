import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mockCaller, USERS, type Caller } from './support';

/**
 * Every answer that tells whether an e-mail address has an account draws on the same look-up budget (10 a minute per
 * account, 30 per client): a registration refused as a duplicate, an e-mail change to an address in use, a transfer
 * to an address nobody has, and the look-up itself. Probing through any of them is stopped like the look-up is.
 */

const ATTACKER = '203.0.113.7';
const ATTEMPTS = 45;

type Probe = (caller: Caller, index: number, client: string) => Promise<{ status: number; headers?: Record<string, string> }>;

const transferTo =
  (email: string): Probe =>
  (caller, _index, client) =>
    caller.call('POST', '/api/accounts/transfer', {
      client,
      cookie: caller.sessionOf(USERS.demo.email),
      headers: { 'idempotency-key': randomUUID() },
      body: { destinationEmail: email, currency: 'USDT', amount: '1' },
    });

/** The statuses of `ATTEMPTS` probes from one client, until the first 429. */
async function probe(caller: Caller, attempt: Probe, client = ATTACKER) {
  const statuses: number[] = [];
  for (let index = 0; index < ATTEMPTS; index++) {
    const response = await attempt(caller, index, client);
    statuses.push(response.status);
    if (response.status === 429) {
      expect(Number(response.headers?.['Retry-After'])).toBeGreaterThan(0);
      break;
    }
  }
  return statuses;
}

describe('account enumeration', () => {
  it('stops registering taken addresses from one client after 30', async () => {
    const caller = mockCaller();
    const statuses = await probe(caller, (c, index, client) =>
      c.call('POST', '/api/users/register', { client, body: { email: USERS.demo.email, username: `probe${index}`, password: 'Probe-Passw0rd!', confirmPassword: 'Probe-Passw0rd!' } }),
    );
    expect(statuses.filter((status) => status === 409)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
    // Another client is not held back.
    expect(
      (
        await caller.call('POST', '/api/users/register', {
          client: '198.51.100.23',
          body: { email: USERS.friend.email, username: 'other', password: 'Probe-Passw0rd!', confirmPassword: 'Probe-Passw0rd!' },
        })
      ).status,
    ).toBe(409);
  });

  it('stops changing the e-mail to addresses in use after 10 for one account', async () => {
    const caller = mockCaller();
    const cookie = caller.sessionOf(USERS.demo.email);
    const statuses = await probe(caller, (c, index) =>
      c.call('POST', '/api/email/change', { client: `192.0.2.${index}`, cookie, body: { newEmail: USERS.friend.email, confirmEmail: USERS.friend.email } }),
    );
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    expect(statuses.at(-1)).toBe(429);
  });

  it('stops transfers to addresses nobody has after 10 for one account, and shares the budget with the look-up', async () => {
    const caller = mockCaller();
    const statuses = await probe(caller, (c, index, client) => transferTo(`nobody${index}@example.com`)(c, index, client));
    expect(statuses.filter((status) => status === 404)).toHaveLength(10);
    expect(statuses.at(-1)).toBe(429);
    const lookup = await caller.call('GET', `/api/users/email/${encodeURIComponent(USERS.friend.email)}`, { cookie: caller.sessionOf(USERS.demo.email) });
    expect(lookup.status).toBe(429);
  });

  it('does not count transfers that find their recipient', async () => {
    const caller = mockCaller();
    const statuses = await probe(caller, transferTo(USERS.friend.email));
    expect(statuses.slice(0, 12)).toEqual(Array<number>(12).fill(200));
  });
});
