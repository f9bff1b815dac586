import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApp, type MockApp } from '../../mock-server';
import { createNodeServer } from '../../mock-server/node';
import { dec, sum } from '@contract-kit/money';
import { mulberry32 } from './schema-sampler';

/**
 * Money conservation under concurrency: 1,000 transfers, withdrawals and withdrawal settlements fired
 * concurrently over HTTP among the seeded users. At every sample, for every currency, the sum of all
 * balances plus the amounts held by processing withdrawals plus what completed withdrawals paid out never
 * changes, and no balance goes negative.
 */
let app: MockApp;
let server: ReturnType<typeof createNodeServer>;
let base = '';

beforeAll(async () => {
  app = createMockApp({ log: () => {} });
  server = createNodeServer(app, { host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(await server.listen()).port}`;
});
afterAll(async () => {
  await server.close();
});

const CURRENCIES = ['USDT', 'USDC', 'LOOK', 'ETH'] as const;
const ROUTES: Record<(typeof CURRENCIES)[number], { blockchainId: string; address: string }> = {
  USDT: { blockchainId: 'tron', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' },
  USDC: { blockchainId: 'ethereum', address: '0x52908400098527886E0F7030069857D2E4169EE7' },
  LOOK: { blockchainId: 'ethereum', address: '0x8617E340B3D01FA5F11F306F4090FD50E238070D' },
  ETH: { blockchainId: 'ethereum', address: '0xde709f2102306220921060314715629080e2fb77' },
};

/** Per currency: balances + held (processing) + paid out (completed), read synchronously from the store. */
function ledger(): { totals: Record<string, string>; negative: string[] } {
  const totals: Record<string, string> = {};
  const negative: string[] = [];
  for (const currency of CURRENCIES) {
    const balances = app.store.filter('accounts', (a) => a.currency === currency).map((a) => a.balance);
    for (const balance of balances) if (dec(balance).lt(0)) negative.push(`${currency} ${balance}`);
    const withdrawn = app.store.filter('withdrawals', (w) => w.currency === currency && (w.status === 'processing' || w.status === 'completed')).map((w) => w.amount);
    totals[currency] = sum([...balances, ...withdrawn]).toFixed();
  }
  return { totals, negative };
}

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')?.split(';')[0] ?? '';
}

describe('money conservation', () => {
  it('keeps every currency’s total exact through 1,000 concurrent transfers, withdrawals and settlements', async () => {
    const users = [
      { email: 'demo@example.com', cookie: await signIn('demo@example.com', 'Demo-Passw0rd!') },
      { email: 'friend@example.com', cookie: await signIn('friend@example.com', 'Friend-Passw0rd!') },
      { email: 'newcomer@example.com', cookie: await signIn('newcomer@example.com', 'Newcomer-Passw0rd!') },
    ];
    const before = ledger();
    expect(before.negative).toEqual([]);

    const random = mulberry32(42);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
    const amount = () => pick(['0.000001', '0.01', '1', '3.5', '10', '12.34', '25', '100', '999999']);
    const statuses: Record<string, number> = {};
    const samples: ReturnType<typeof ledger>[] = [];
    const sampler = setInterval(() => samples.push(ledger()), 5);

    // One submission, one Idempotency-Key; a fifth of them are retried at once with the same key, which must
    // answer the first result again without moving money twice.
    let replays = 0;
    const submit = async (url: string, cookie: string, body: unknown): Promise<Response> => {
      const init = { method: 'POST', headers: { 'content-type': 'application/json', cookie, 'idempotency-key': randomUUID() }, body: JSON.stringify(body) };
      const first = await fetch(url, init);
      if (random() >= 0.2) return first;
      const firstText = await first.text();
      const retry = await fetch(url, init);
      const retryText = await retry.text();
      if (first.ok) {
        replays++;
        expect(retry.status).toBe(first.status);
        expect(retry.headers.get('idempotent-replayed')).toBe('true');
        expect(retryText).toBe(firstText);
      }
      return new Response(retryText, { status: retry.status });
    };

    const operations = Array.from({ length: 1000 }, (_, index) => async () => {
      const kind = index % 10 < 6 ? 'transfer' : index % 10 < 9 ? 'withdraw' : 'settle';
      const from = pick(users);
      let response: Response;
      if (kind === 'transfer') {
        const to = pick(users.filter((u) => u !== from));
        response = await submit(`${base}/api/accounts/transfer`, from.cookie, { destinationEmail: to.email, currency: pick(CURRENCIES), amount: amount() });
      } else if (kind === 'withdraw') {
        const currency = pick(CURRENCIES);
        response = await submit(`${base}/api/crypto/withdrawal`, from.cookie, {
          currency,
          amount: pick(['0.001', '0.01', '10', '15', '20.5', '50', '100000']),
          toAddress: ROUTES[currency].address,
          blockchainId: ROUTES[currency].blockchainId,
        });
      } else {
        const processing = app.store.filter('withdrawals', (w) => w.status === 'processing');
        const target = processing.length ? pick(processing) : undefined;
        response = await fetch(`${base}/api/simulator/withdrawals/${target?.id ?? 'none'}/status`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ status: random() < 0.5 ? 'completed' : 'failed', reason: 'simulated' }),
        });
      }
      const key = `${kind} ${response.status}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
      await response.arrayBuffer();
    });

    // 50 in flight at a time.
    let next = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < operations.length) await operations[next++]?.();
      }),
    );
    clearInterval(sampler);
    samples.push(ledger());

    expect(Object.values(statuses).reduce((a, b) => a + b, 0)).toBe(1000);
    expect(statuses['transfer 200'], JSON.stringify(statuses)).toBeGreaterThan(100);
    expect((statuses['withdraw 201'] ?? 0) + (statuses['withdraw 200'] ?? 0), JSON.stringify(statuses)).toBeGreaterThan(20);
    expect(
      Object.keys(statuses).some((key) => key.startsWith('transfer 422')),
      'some transfers must exceed balances',
    ).toBe(true);
    expect(
      Object.keys(statuses).filter((key) => / 5\d\d$/.test(key)),
      JSON.stringify(statuses),
    ).toEqual([]);
    expect(replays, 'some successful submissions were retried').toBeGreaterThan(10);
    expect(samples.length).toBeGreaterThan(5);
    for (const sample of samples) {
      expect(sample.negative).toEqual([]);
      expect(sample.totals).toEqual(before.totals);
    }
  }, 120_000);
});
