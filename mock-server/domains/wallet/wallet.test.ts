// Longer than 300 lines on purpose: the behaviour of the whole wallet domain, one describe per endpoint or rule with the spec's
// own cases, against one seeded app; split by endpoint, each file would repeat the same set-up.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { Big, dec } from '@contract-kit/money';
import { createMockApp, type MockApp } from '../../app';
import { createFixedClock } from '../../core/clock';
import type { MockEvent } from '../../core/events';
import type { MockRequest } from '../../core/types';
import { depositAddressesFor } from '../../store/ids';
import { SEEDED_BALANCES } from './seed';
import { recordingApp } from '../test-support';

const NOW = new Date('2026-11-21T10:00:00.000Z');
const TRON_DEST = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const ETH_DEST = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e';

let app: MockApp;
let events: MockEvent[];

beforeEach(() => {
  ({ app, events } = recordingApp(NOW));
});

function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): MockRequest {
  const url = new URL(path, 'http://mock.local');
  return {
    method,
    path: url.pathname,
    query: url.searchParams,
    // Every POST is a new submission with its own Idempotency-Key unless the test passes one.
    headers: { 'content-type': 'application/json', host: '127.0.0.1:5173', origin: 'http://127.0.0.1:5173', ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}), ...headers },
    bodyText: body === undefined ? undefined : JSON.stringify(body),
  };
}

interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<Answer<T> & { headers: Record<string, string> }> {
  const response = await app.dispatcher.dispatch(request(method, path, body, { ...(cookie ? { cookie } : {}), ...headers }));
  return { status: response.status, body: response.body as T, headers: response.headers ?? {} };
}

const PASSWORDS: Record<string, string> = {
  'demo@example.com': 'Demo-Passw0rd!',
  'friend@example.com': 'Friend-Passw0rd!',
  'newcomer@example.com': 'Newcomer-Passw0rd!',
};

async function signIn(email = 'demo@example.com'): Promise<string> {
  const response = await app.dispatcher.dispatch(request('POST', '/api/auth/login', { email, password: PASSWORDS[email] }));
  expect(response.status).toBe(200);
  return (response.cookies?.[0] ?? '').split(';')[0] ?? '';
}

const userId = (email: string) => {
  const user = app.store.find('users', (candidate) => candidate.email === email);
  if (!user) throw new Error(`no ${email}`);
  return user.id;
};

async function balances(cookie: string): Promise<Record<string, string>> {
  const answer = await call<{ balances: Record<string, { amount: string }> }>('GET', '/api/accounts/balance', undefined, cookie);
  expect(answer.status).toBe(200);
  return Object.fromEntries(Object.entries(answer.body.balances).map(([symbol, entry]) => [symbol, entry.amount]));
}

/** Every balance of a currency plus what processing withdrawals hold of it. */
function conserved(currency: string): Big {
  let total = new Big(0);
  for (const account of app.store.values('accounts')) if (account.currency === currency) total = total.plus(dec(account.balance));
  for (const withdrawal of app.store.values('withdrawals')) if (withdrawal.currency === currency && withdrawal.status === 'processing') total = total.plus(dec(withdrawal.amount));
  return total;
}

describe('wallet seed', () => {
  it('gives the demo user at least the balances of ARCHITECTURE.md', async () => {
    const cookie = await signIn();
    const demo = await balances(cookie);
    for (const [symbol, minimum] of Object.entries(SEEDED_BALANCES['demo@example.com'] ?? {})) {
      expect(dec(demo[symbol] ?? '0').gte(minimum), `${symbol} ${demo[symbol]}`).toBe(true);
    }
    expect(dec(demo['USDT'] ?? '0').gte(2500)).toBe(true);
    expect(dec(demo['LOOK'] ?? '0').gte(50000)).toBe(true);
  });

  it('is identical for the same seed and balances every account from its history', () => {
    const other = createMockApp({ clock: createFixedClock(NOW), log: () => {} });
    expect(other.store.list('accounts')).toEqual(app.store.list('accounts'));
    expect(other.store.list('withdrawals')).toEqual(app.store.list('withdrawals'));
    for (const account of app.store.list('accounts')) {
      let sum = new Big(0);
      for (const tx of app.store.values('accountTransactions')) {
        if (tx.accountId !== account.id) continue;
        sum = tx.type === 'CREDIT' ? sum.plus(tx.amount) : sum.minus(tx.amount);
      }
      expect(sum.toFixed(), `${account.currency} of ${account.userId}`).toBe(dec(account.balance).toFixed());
    }
  });

  it('derives valid, stable deposit addresses per user', async () => {
    const cookie = await signIn();
    const answer = await call<{ data: { ethereum: string; tron: string } }>('GET', '/api/accounts/address', undefined, cookie);
    expect(answer.body.data.ethereum).toMatch(/^0x[0-9a-f]{40}$/);
    expect(answer.body.data.tron).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(answer.body.data).toEqual(depositAddressesFor(userId('demo@example.com')));
    expect(depositAddressesFor(userId('friend@example.com')).tron).not.toBe(answer.body.data.tron);
  });

  it('has months of demo history, paginated newest first', async () => {
    const cookie = await signIn();
    const first = await call<{ transactions: { createdAt: string }[]; skip: number; take: number; total: number }>('GET', '/api/transactions/accounts?take=10', undefined, cookie);
    expect(first.body.take).toBe(10);
    expect(first.body.transactions).toHaveLength(10);
    expect(first.body.total).toBeGreaterThan(40);
    const dates = first.body.transactions.map((tx) => tx.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const all = await call<{ transactions: { createdAt: string }[]; take: number }>('GET', '/api/transactions/accounts', undefined, cookie);
    expect(all.body.take).toBe(100);
    const oldest = all.body.transactions.at(-1)?.createdAt ?? '';
    expect(Date.parse(dates[0] ?? '') - Date.parse(oldest)).toBeGreaterThan(150 * 86_400_000);
  });

  it('seeds demo withdrawals in every status, more than one page of 10', async () => {
    const cookie = await signIn();
    const page = await call<{ data: { data: { status: string }[]; total: number; take: number } }>('GET', '/api/crypto/withdrawal', undefined, cookie);
    expect(page.body.data.take).toBe(10);
    expect(page.body.data.data).toHaveLength(10);
    expect(page.body.data.total).toBeGreaterThan(10);
    const statuses = new Set(app.store.list('withdrawals').map((w) => w.status));
    expect(statuses).toEqual(new Set(['processing', 'completed', 'failed']));
  });

  it('lists the five networks and the withdrawable rule matters', async () => {
    const cookie = await signIn();
    const chains = await call<{ data: { id: string; name: string; eco: string }[] }>('GET', '/api/crypto/blockchains', undefined, cookie);
    expect(chains.body.data.map((chain) => chain.name)).toEqual(['Tron', 'Ethereum', 'Base', 'BSC', 'Optimism']);
    const tron = await call<{ data: { symbol: string; enable: boolean; contractAddress: string | null }[] }>('GET', '/api/crypto/blockchains/tron/currencies', undefined, cookie);
    expect(tron.body.data.filter((c) => c.enable && c.contractAddress).map((c) => c.symbol)).toEqual(['USDT']);
    expect(tron.body.data.some((c) => !c.enable)).toBe(true);
    expect(tron.body.data.some((c) => c.contractAddress === null)).toBe(true);
    expect((await call('GET', '/api/crypto/blockchains/solana/currencies', undefined, cookie)).status).toBe(404);
  });
});

describe('balances', () => {
  it("refuses another user's profile", async () => {
    const cookie = await signIn();
    const friend = app.store.find('users', (user) => user.email === 'friend@example.com');
    expect((await call('GET', `/api/accounts/balance?profileId=${friend?.profileId ?? ''}`, undefined, cookie)).status).toBe(403);
  });
});

describe('transfer (spec 01 §5)', () => {
  it('moves exactly the amount between the two users, with an account transaction on each side', async () => {
    const demo = await signIn();
    const friend = await signIn('friend@example.com');
    const before = { demo: await balances(demo), friend: await balances(friend) };
    const total = conserved('USDT');
    const answer = await call<{ data: { message: string; amount: string } }>(
      'POST',
      '/api/accounts/transfer',
      { destinationEmail: 'Friend@Example.com', currency: 'USDT', amount: '12.34', description: 'Dinner' },
      demo,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.message).toBe('Transfer of 12.34 USDT to friend@example.com completed');
    const after = { demo: await balances(demo), friend: await balances(friend) };
    expect(
      dec(before.demo['USDT'] ?? '0')
        .minus(after.demo['USDT'] ?? '0')
        .toFixed(),
    ).toBe('12.34');
    expect(
      dec(after.friend['USDT'] ?? '0')
        .minus(before.friend['USDT'] ?? '0')
        .toFixed(),
    ).toBe('12.34');
    expect(conserved('USDT').eq(total)).toBe(true);
    const demoTx = await call<{ transactions: { type: string; amount: string; description: string }[] }>('GET', '/api/transactions/accounts?take=1', undefined, demo);
    expect(demoTx.body.transactions[0]).toMatchObject({ type: 'DEBIT', amount: '12.34', description: 'Transfer to friend@example.com: Dinner' });
    const friendTx = await call<{ transactions: { type: string; amount: string; description: string }[] }>('GET', '/api/transactions/accounts?take=1', undefined, friend);
    expect(friendTx.body.transactions[0]).toMatchObject({ type: 'CREDIT', amount: '12.34', description: 'Transfer from demo@example.com: Dinner' });
    expect(
      events
        .filter((event) => event.type === 'balance.changed')
        .map((event) => event.userId)
        .sort(),
    ).toEqual([userId('demo@example.com'), userId('friend@example.com')].sort());
  });

  it('opens an account for a currency the recipient did not hold', async () => {
    const demo = await signIn();
    expect((await call('POST', '/api/accounts/transfer', { destinationEmail: 'newcomer@example.com', currency: 'LOOK', amount: '5' }, demo)).status).toBe(200);
    expect(await balances(await signIn('newcomer@example.com'))).toMatchObject({ LOOK: '5' });
  });

  it.each([
    [{ destinationEmail: 'friend@example.com', currency: 'USD', amount: '1' }, 422, 'CurrencyNotTransferable'],
    [{ destinationEmail: 'demo@example.com', currency: 'USDT', amount: '1' }, 422, 'SelfTransfer'],
    [{ destinationEmail: 'nobody@example.com', currency: 'USDT', amount: '1' }, 404, 'RecipientNotFound'],
    [{ destinationEmail: 'friend@example.com', currency: 'USDT', amount: '1000000' }, 422, 'InsufficientBalance'],
    [{ destinationEmail: 'friend@example.com', currency: 'DOGE', amount: '1' }, 422, 'InsufficientBalance'],
  ])('refuses %j with %i %s and moves nothing', async (body, status, code) => {
    const demo = await signIn();
    const before = await balances(demo);
    const answer = await call<{ code: string; message: string }>('POST', '/api/accounts/transfer', body, demo);
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
    expect(await balances(demo)).toEqual(before);
  });

  it('refuses a zero or negative amount at validation', async () => {
    const demo = await signIn();
    expect((await call('POST', '/api/accounts/transfer', { destinationEmail: 'friend@example.com', currency: 'USDT', amount: '0' }, demo)).status).toBe(400);
    expect((await call('POST', '/api/accounts/transfer', { destinationEmail: 'friend@example.com', currency: 'USDT', amount: '-1' }, demo)).status).toBe(400);
  });

  it('refuses more decimals than the currency has (USDT 6) and an absurd length, moving nothing', async () => {
    const demo = await signIn();
    const before = await balances(demo);
    for (const amount of ['12.3456789', '0.000000000000000001']) {
      const answer = await call<{ code: string; issues: { path: string; message: string }[] }>(
        'POST',
        '/api/accounts/transfer',
        { destinationEmail: 'friend@example.com', currency: 'USDT', amount },
        demo,
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'TooManyDecimals', issues: [{ path: 'body.amount', message: 'USDT amounts have at most 6 decimals' }] });
    }
    expect((await call('POST', '/api/accounts/transfer', { destinationEmail: 'friend@example.com', currency: 'USDT', amount: '1'.repeat(16) }, demo)).status).toBe(400);
    expect((await call('POST', '/api/accounts/transfer', { destinationEmail: 'friend@example.com', currency: 'USDT', amount: '12.345678' }, demo)).status).toBe(200);
    expect(await balances(demo)).not.toEqual(before);
  });
});

describe('withdrawal (spec 01 §5, §9)', () => {
  const create = (cookie: string, body: Record<string, unknown>) =>
    call<{ data: { id: string; status: string; amount: string }; message: string; code: string }>('POST', '/api/crypto/withdrawal', body, cookie);

  it('holds the amount at once and answers the withdrawal as processing', async () => {
    const demo = await signIn();
    const before = await balances(demo);
    const total = conserved('USDT');
    const answer = await create(demo, { currency: 'USDT', amount: '150', toAddress: TRON_DEST, blockchainId: 'tron', description: 'Cold wallet' });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ status: 'processing', amount: '150', to: { address: TRON_DEST }, currency: { symbol: 'USDT' } });
    expect(
      dec(before['USDT'] ?? '0')
        .minus((await balances(demo))['USDT'] ?? '0')
        .toFixed(),
    ).toBe('150');
    expect(conserved('USDT').eq(total)).toBe(true);
    const byId = await call<{ data: { status: string } }>('GET', `/api/crypto/withdrawal/${answer.body.data.id}`, undefined, demo);
    expect(byId.body.data.status).toBe('processing');
    expect(events.some((event) => event.type === 'withdrawal.status-changed' && event.id === answer.body.data.id)).toBe(true);
  });

  it('makes two identical submissions two withdrawals: each press of the button is its own request', async () => {
    const demo = await signIn();
    const start = await balances(demo);
    const body = { currency: 'USDT', amount: '11', toAddress: TRON_DEST, blockchainId: 'tron' };
    const first = await create(demo, body);
    const second = await create(demo, body);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.data.id).not.toBe(first.body.data.id);
    expect(
      dec(start['USDT'] ?? '0')
        .minus((await balances(demo))['USDT'] ?? '0')
        .toFixed(),
    ).toBe('22');
  });

  it('answers a retry of the same submission (same Idempotency-Key) with its first result, moving nothing again', async () => {
    const demo = await signIn();
    const key = randomUUID();
    const body = { currency: 'USDC', amount: '40.00', toAddress: ETH_DEST, blockchainId: 'ethereum' };
    const first = await call<{ data: { id: string } }>('POST', '/api/crypto/withdrawal', body, demo, { 'idempotency-key': key });
    const afterFirst = await balances(demo);
    const eventsAfterFirst = events.length;
    const retry = await call<{ data: { id: string } }>('POST', '/api/crypto/withdrawal', body, demo, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['Idempotent-Replayed']).toBe('true');
    expect(first.headers['Idempotent-Replayed']).toBeUndefined();
    expect(await balances(demo)).toEqual(afterFirst);
    expect(events.length).toBe(eventsAfterFirst);
    expect(app.store.filter('withdrawals', (record) => record.id === first.body.data.id)).toHaveLength(1);

    // The same key with another request is refused; the key belongs to one user only.
    const reused = await call<{ code: string; message: string }>('POST', '/api/crypto/withdrawal', { ...body, amount: '41' }, demo, { 'idempotency-key': key });
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('IdempotencyKeyReused');
    expect(reused.body.message).toMatch(/already used for a different request/);
    const newcomer = await signIn('newcomer@example.com');
    const theirs = await call<{ data: { id: string } }>('POST', '/api/crypto/withdrawal', body, newcomer, { 'idempotency-key': key });
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.id).not.toBe(first.body.data.id);
  });

  it('keeps a key for 24 hours and journals it with the withdrawal', async () => {
    const demo = await signIn();
    const key = randomUUID();
    const body = { currency: 'USDT', amount: '12', toAddress: TRON_DEST, blockchainId: 'tron' };
    const first = await call<{ data: { id: string } }>('POST', '/api/crypto/withdrawal', body, demo, { 'idempotency-key': key });
    expect(app.store.list('idempotencyKeys')).toEqual([expect.objectContaining({ status: 201, body: first.body, operationId: 'createWithdrawal' })]);
    app.clock.advance(24 * 60 * 60_000);
    app.services.sweep();
    expect(app.store.list('idempotencyKeys')).toEqual([]);
    // Expired: the key is unknown again, so its request is a new one.
    const later = await call<{ data: { id: string } }>('POST', '/api/crypto/withdrawal', body, await signIn(), { 'idempotency-key': key });
    expect(later.status).toBe(201);
    expect(later.body.data.id).not.toBe(first.body.data.id);
  });

  it('does not keep refusals: a refused request is judged afresh when repeated', async () => {
    const friend = await signIn('friend@example.com');
    const key = randomUUID();
    const body = { currency: 'USDT', amount: '11', toAddress: TRON_DEST, blockchainId: 'tron' };
    expect((await call('POST', '/api/crypto/withdrawal', body, friend, { 'idempotency-key': key })).status).toBe(403);
    expect(app.store.list('idempotencyKeys')).toEqual([]);
  });

  it('needs an Idempotency-Key (a uuid)', async () => {
    const demo = await signIn();
    const body = { currency: 'USDT', amount: '11', toAddress: TRON_DEST, blockchainId: 'tron' };
    const missing = await app.dispatcher.dispatch({ ...request('POST', '/api/crypto/withdrawal', body, { cookie: demo }), headers: { 'content-type': 'application/json', cookie: demo } });
    expect(missing.status).toBe(400);
    expect((missing.body as { issues: { path: string }[] }).issues).toEqual([expect.objectContaining({ path: 'header.Idempotency-Key' })]);
    expect((await call('POST', '/api/crypto/withdrawal', body, demo, { 'idempotency-key': 'press-1' })).status).toBe(400);
  });

  it('answers a repeat sent while the first waits (a slow network) with the same withdrawal', async () => {
    const demo = await signIn();
    const key = randomUUID();
    const start = await balances(demo);
    const body = { currency: 'USDT', amount: '13', toAddress: TRON_DEST, blockchainId: 'tron' };
    // The first request waits 50 ms before it reaches the server's rules; the repeat overtakes it.
    app.services.faults.add({ operationId: 'createWithdrawal', latencyMs: 50, times: 1 });
    const first = call<{ data: { id: string } }>('POST', '/api/crypto/withdrawal', body, demo, { 'idempotency-key': key });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const repeat = await call<{ data: { id: string } }>('POST', '/api/crypto/withdrawal', body, demo, { 'idempotency-key': key });
    const answers = [await first, repeat];
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[0]?.body).toEqual(answers[1]?.body);
    expect(
      dec(start['USDT'] ?? '0')
        .minus((await balances(demo))['USDT'] ?? '0')
        .toFixed(),
    ).toBe('13');
  });

  it('releases the held amount when the simulator fails it, and keeps it when it completes', async () => {
    const demo = await signIn();
    const start = await balances(demo);
    const total = conserved('USDT');
    const failed = await create(demo, { currency: 'USDT', amount: '100', toAddress: TRON_DEST, blockchainId: 'tron' });
    const answer = await call<{ status: string; reason: string }>('POST', `/api/simulator/withdrawals/${failed.body.data.id}/status`, { status: 'failed', reason: 'Rejected by compliance' });
    expect(answer.status).toBe(200);
    // The reason's words give its code, which the app says in the user's language.
    expect(answer.body).toMatchObject({ status: 'failed', reason: 'Rejected by compliance', reasonCode: 'compliance_declined' });
    expect(await balances(demo)).toEqual(start);
    expect(conserved('USDT').eq(total)).toBe(true);
    expect(events.filter((event) => event.type === 'withdrawal.status-changed').at(-1)?.payload).toMatchObject({ status: 'failed' });
    expect(events.at(-1)?.type).toBe('balance.changed');
    expect((await call('POST', `/api/simulator/withdrawals/${failed.body.data.id}/status`, { status: 'completed' })).status).toBe(409);

    const completed = await create(demo, { currency: 'USDT', amount: '100', toAddress: TRON_DEST, blockchainId: 'tron' });
    const done = await call<{ status: string; txHash: string }>('POST', `/api/simulator/withdrawals/${completed.body.data.id}/status`, { status: 'completed' });
    expect(done.body.status).toBe('completed');
    expect(done.body.txHash).toMatch(/^[0-9a-f]{64}$/);
    expect(
      dec(start['USDT'] ?? '0')
        .minus((await balances(demo))['USDT'] ?? '0')
        .toFixed(),
    ).toBe('100');
    expect((await call('POST', '/api/simulator/withdrawals/wd-nope/status', { status: 'completed' })).status).toBe(404);
  });

  it.each([
    [{ currency: 'USDT', amount: '50', toAddress: ETH_DEST, blockchainId: 'tron' }, 422, 'InvalidAddress', /address/i],
    // Neither address format at all: the contract's WalletAddress pattern refuses it at validation.
    [{ currency: 'USDT', amount: '50', toAddress: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYj', blockchainId: 'tron' }, 400, 'ValidationError', /Invalid request: body\.toAddress/],
    [{ currency: 'USDC', amount: '50', toAddress: TRON_DEST, blockchainId: 'ethereum' }, 422, 'InvalidAddress', /address/i],
    [{ currency: 'USDT', amount: '9.99', toAddress: TRON_DEST, blockchainId: 'tron' }, 422, 'AmountTooSmall', /minimum withdrawal of 10 USDT/],
    [{ currency: 'LOOK', amount: '0.0009', toAddress: ETH_DEST, blockchainId: 'ethereum' }, 422, 'AmountTooSmall', /minimum withdrawal of 0.001 LOOK/],
    [{ currency: 'USDT', amount: '999999', toAddress: TRON_DEST, blockchainId: 'tron' }, 422, 'InsufficientBalance', /insufficient/i],
    [{ currency: 'USDC', amount: '50', toAddress: TRON_DEST, blockchainId: 'tron' }, 422, 'CurrencyNotWithdrawable', /cannot be withdrawn/],
    [{ currency: 'ETH', amount: '0.1', toAddress: ETH_DEST, blockchainId: 'ethereum' }, 422, 'CurrencyNotWithdrawable', /cannot be withdrawn/],
    [{ currency: 'BTC', amount: '0.01', toAddress: ETH_DEST, blockchainId: 'ethereum' }, 404, 'NotFound', /not found/],
    [{ currency: 'USDT', amount: '50', toAddress: TRON_DEST, blockchainId: 'solana' }, 404, 'NotFound', /not found/],
  ])('refuses %j', async (body, status, code, message) => {
    const demo = await signIn();
    const before = await balances(demo);
    const answer = await create(demo, body);
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
    expect(answer.body.message).toMatch(message);
    expect(await balances(demo)).toEqual(before);
  });

  it('accepts exactly the minimum: 10 for USD tokens, 0.001 otherwise', async () => {
    const demo = await signIn();
    expect((await create(demo, { currency: 'USDT', amount: '10', toAddress: TRON_DEST, blockchainId: 'tron' })).status).toBe(201);
    expect((await create(demo, { currency: 'LOOK', amount: '0.001', toAddress: ETH_DEST, blockchainId: 'ethereum' })).status).toBe(201);
  });

  it('takes the network fee from the amount: the fee is shown first, confirmed, and what arrives is the rest', async () => {
    const demo = await signIn();
    const fee = await call<{ data: { blockchainId: string; currency: string; fee: string } }>('GET', '/api/crypto/withdrawal/fee?blockchainId=tron&currency=USDT', undefined, demo);
    expect(fee.body.data).toEqual({ blockchainId: 'tron', currency: 'USDT', fee: '1' });
    expect((await call('GET', '/api/crypto/withdrawal/fee?blockchainId=optimism&currency=USDT', undefined, demo)).status).toBe(404);
    const before = await balances(demo);
    // A fee the user did not see is never taken: 409 with the current one, nothing moved.
    const changed = await call<{ code: string; error: { details: { fee: { fee: string } } } }>(
      'POST',
      '/api/crypto/withdrawal',
      { currency: 'USDT', amount: '50', toAddress: TRON_DEST, blockchainId: 'tron', confirmedFee: '0.50' },
      demo,
    );
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({ code: 'FeeChanged', error: { details: { fee: { fee: '1' } } } });
    expect(await balances(demo)).toEqual(before);
    const made = await call<{ data: { amount: string; fee: string; receiveAmount: string } }>(
      'POST',
      '/api/crypto/withdrawal',
      { currency: 'USDT', amount: '50', toAddress: TRON_DEST, blockchainId: 'tron', confirmedFee: '1.00' },
      demo,
    );
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ amount: '50', fee: '1', receiveAmount: '49' });
    expect(
      dec(before['USDT'] ?? '0')
        .minus((await balances(demo))['USDT'] ?? '0')
        .toFixed(),
    ).toBe('50');
    // An amount that would not cover the fee is refused (USDC on Ethereum: 3.50).
    expect((await create(demo, { currency: 'USDC', amount: '10', toAddress: ETH_DEST, blockchainId: 'ethereum' })).status).toBe(201);
    const fees = await call<{ data: { fee: string } }>('GET', '/api/crypto/withdrawal/fee?blockchainId=ethereum&currency=LOOK', undefined, demo);
    expect(fees.body.data.fee).toBe('0');
  });

  it('refuses a missing currency or blockchain and a non-positive amount at validation', async () => {
    const demo = await signIn();
    expect((await create(demo, { amount: '50', toAddress: TRON_DEST, blockchainId: 'tron' })).status).toBe(400);
    expect((await create(demo, { currency: 'USDT', amount: '50', toAddress: TRON_DEST })).status).toBe(400);
    expect((await create(demo, { currency: 'USDT', amount: '0', toAddress: TRON_DEST, blockchainId: 'tron' })).status).toBe(400);
    expect((await create(demo, { currency: 'USDT', amount: '10.0000001', toAddress: TRON_DEST, blockchainId: 'tron' })).body).toMatchObject({ code: 'TooManyDecimals' });
  });

  it('enforces a daily limit with a message the client maps to the limit text', async () => {
    const demo = await signIn();
    await call('POST', '/api/simulator/deposits', { email: 'demo@example.com', currency: 'USDT', amount: '20000', network: 'tron' });
    const answer = await create(demo, { currency: 'USDT', amount: '10001', toAddress: TRON_DEST, blockchainId: 'tron' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/limit/);
  });

  it('refuses users for whom withdrawal is unavailable, with the reason', async () => {
    const friend = await signIn('friend@example.com');
    const answer = await create(friend, { currency: 'USDT', amount: '50', toAddress: TRON_DEST, blockchainId: 'tron' });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Withdrawals are disabled until your identity is verified');
  });

  it("answers 404 for another user's withdrawal", async () => {
    const demo = await signIn();
    const created = await create(demo, { currency: 'USDT', amount: '50', toAddress: TRON_DEST, blockchainId: 'tron' });
    const newcomer = await signIn('newcomer@example.com');
    expect((await call('GET', `/api/crypto/withdrawal/${created.body.data.id}`, undefined, newcomer)).status).toBe(404);
  });
});

describe('availability (spec 01 §6)', () => {
  it('reports per-user availability with reasons and only for oneself', async () => {
    const demo = await signIn();
    expect((await call('GET', `/api/users/${userId('demo@example.com')}/withdrawal-availability`, undefined, demo)).body).toEqual({ available: true, reason: null });
    expect((await call('GET', `/api/users/${userId('friend@example.com')}/withdrawal-availability`, undefined, demo)).status).toBe(403);
    const friend = await signIn('friend@example.com');
    expect((await call('GET', `/api/users/${userId('friend@example.com')}/withdrawal-availability`, undefined, friend)).body).toEqual({
      available: false,
      reason: 'Withdrawals are disabled until your identity is verified',
    });
    const newcomer = await signIn('newcomer@example.com');
    expect((await call('GET', `/api/users/${userId('newcomer@example.com')}/onramp-availability`, undefined, newcomer)).body).toEqual({
      available: false,
      reason: 'Service not available in your region',
    });
    expect((await call('GET', '/api/onramp/providers', undefined, newcomer)).status).toBe(403);
  });
});

describe('exchange', () => {
  it('answers rates flat or nested, and 404 for an unknown pair', async () => {
    const demo = await signIn();
    expect((await call('GET', '/api/exchange/rate?baseCurrency=LOOK&quoteCurrency=USD', undefined, demo)).body).toMatchObject({ rate: '0.1' });
    expect((await call('GET', '/api/exchange/rate?baseCurrency=ETH&quoteCurrency=USD', undefined, demo)).body).toMatchObject({ rate: { rate: '3150.42' } });
    expect((await call('GET', '/api/exchange/rate?baseCurrency=DOGE&quoteCurrency=USD', undefined, demo)).status).toBe(404);
  });

  it('quotes with expiresAt and exchanges at the quoted rate until it expires', async () => {
    const demo = await signIn();
    const before = await balances(demo);
    const quote = await call<{ data: { quoteId: string; baseAmount: string; effectiveRate: string; expiresAt: string } }>(
      'POST',
      '/api/exchange/estimate',
      { baseCurrencyId: 'USDT', quoteCurrencyId: 'USD', amount: '100.00', type: 'SELL' },
      demo,
    );
    expect(quote.body.data).toMatchObject({ baseAmount: '100.502513', effectiveRate: '0.995', expiresAt: new Date(NOW.getTime() + 60_000).toISOString() });
    const done = await call('POST', '/api/exchange', { quoteId: quote.body.data.quoteId, baseCurrencyId: 'USDT', quoteCurrencyId: 'USD', amount: '100.00', type: 'SELL' }, demo);
    expect(done.status).toBe(200);
    const after = await balances(demo);
    expect(
      dec(before['USDT'] ?? '0')
        .minus(after['USDT'] ?? '0')
        .toFixed(),
    ).toBe('100.502513');
    expect(
      dec(after['USD'] ?? '0')
        .minus(before['USD'] ?? '0')
        .toFixed(),
    ).toBe('100');

    const late = await call<{ data: { quoteId: string } }>('POST', '/api/exchange/estimate', { baseCurrencyId: 'LOOK', quoteCurrencyId: 'USD', amount: '10', type: 'SELL' }, demo);
    app.clock.advance(61_000);
    const expired = await call<{ code: string }>('POST', '/api/exchange', { quoteId: late.body.data.quoteId, baseCurrencyId: 'LOOK', quoteCurrencyId: 'USD', amount: '10', type: 'SELL' }, demo);
    expect(expired.status).toBe(422);
    expect(expired.body.code).toBe('QuoteExpired');
  });
});

describe('on-ramp', () => {
  it('lists the single provider, filtered by currency and network', async () => {
    const demo = await signIn();
    const all = await call<{ data: { id: string }[] }>('GET', '/api/onramp/providers', undefined, demo);
    expect(all.body.data.map((provider) => provider.id)).toEqual(['onramp-card']);
    expect((await call<{ data: unknown[] }>('GET', '/api/onramp/providers?cryptoCurrency=USDT&network=tron&fiatCurrency=USD', undefined, demo)).body.data).toHaveLength(1);
    expect((await call<{ data: unknown[] }>('GET', '/api/onramp/providers?cryptoCurrency=USDT&network=optimism', undefined, demo)).body.data).toHaveLength(0);
    expect((await call<{ data: unknown[] }>('GET', '/api/onramp/providers?cryptoCurrency=LOOK', undefined, demo)).body.data).toHaveLength(0);
  });

  it('creates a widget session and credits the account when the order completes, once', async () => {
    const demo = await signIn();
    const address = depositAddressesFor(userId('demo@example.com')).tron;
    const wrong = await call<{ error: { details: { errorCode: string } } }>(
      'POST',
      '/api/onramp/sessions',
      { providerId: 'onramp-card', cryptoCurrency: 'USDT', network: 'tron', fiatCurrency: 'USD', walletAddress: TRON_DEST },
      demo,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.details.errorCode).toBe('INVALID_CONFIG');
    const session = await call<{ data: { sessionId: string; widgetUrl: string; orderPrefix: string; environment: string } }>(
      'POST',
      '/api/onramp/sessions',
      { providerId: 'onramp-card', cryptoCurrency: 'USDT', network: 'tron', fiatCurrency: 'USD', walletAddress: address },
      demo,
    );
    expect(session.status).toBe(201);
    expect(session.body.data.widgetUrl).toBe(`http://127.0.0.1:5173/mock-pages/onramp/${session.body.data.sessionId}?theme=dark&lang=en`);
    expect(session.body.data).toMatchObject({ orderPrefix: 'LOOK', environment: 'test' });
    expect(app.store.get('onrampSessions', session.body.data.sessionId)?.parentOrigin).toBe('http://127.0.0.1:5173');

    const before = await balances(demo);
    expect((await call('POST', `/api/simulator/onramp/orders/${session.body.data.sessionId}/complete`, { fiatAmount: '10.00' })).status).toBe(422);
    const order = await call<{ data: { fee: string; cryptoAmount: string; orderId: string } }>('POST', `/api/simulator/onramp/orders/${session.body.data.sessionId}/complete`, {
      fiatAmount: '100.00',
    });
    expect(order.status).toBe(200);
    // 100 USD − (3.5 % + 0.99) = 95.51 USDT at 1 USD.
    expect(order.body.data).toMatchObject({ fee: '4.49', cryptoAmount: '95.51' });
    expect(order.body.data.orderId).toMatch(/^LOOK-/);
    expect(
      dec((await balances(demo))['USDT'] ?? '0')
        .minus(before['USDT'] ?? '0')
        .toFixed(),
    ).toBe('95.51');
    expect(events.some((event) => event.type === 'deposit.credited' && event.payload['amount'] === '95.51')).toBe(true);
    expect((await call('POST', `/api/simulator/onramp/orders/${session.body.data.sessionId}/complete`, { fiatAmount: '100.00' })).status).toBe(409);
  });

  it('serves the widget page that posts the provider events to its parent', async () => {
    const demo = await signIn();
    const session = await call<{ data: { sessionId: string } }>(
      'POST',
      '/api/onramp/sessions',
      { providerId: 'onramp-card', cryptoCurrency: 'USDT', network: 'tron', fiatCurrency: 'USD', walletAddress: depositAddressesFor(userId('demo@example.com')).tron },
      demo,
    );
    const served: { status?: number; body?: string } = {};
    const res = {
      writeHead: (status: number) => {
        served.status = status;
        return res;
      },
      end: (body: string) => {
        served.body = body;
      },
    } as unknown as ServerResponse;
    const req = { method: 'GET' } as IncomingMessage;
    const url = new URL(`http://127.0.0.1:4010/mock-pages/onramp/${session.body.data.sessionId}?theme=dark&lang=en`);
    expect(await app.page(req, res, url)).toBe(true);
    expect(served.status).toBe(200);
    for (const type of ['transaction.created', 'transaction.completed', 'transaction.failed', 'widget.closed']) expect(served.body).toContain(type);
    expect(served.body).toContain('"parentOrigin":"http://127.0.0.1:5173"');
    expect(await app.page(req, res, new URL('http://127.0.0.1:4010/mock-pages/onramp/ors-unknown'))).toBe(true);
    expect(served.status).toBe(404);
    expect(await app.page(req, res, new URL('http://127.0.0.1:4010/elsewhere'))).toBe(false);
  });
});

describe('simulated deposits', () => {
  it('credits the account address of a user named by e-mail or id', async () => {
    const demo = await signIn();
    const before = await balances(demo);
    const answer = await call<{ data: { address: string; balance: string; amount: string } }>('POST', '/api/simulator/deposits', {
      email: 'demo@example.com',
      currency: 'USDC',
      amount: '250.5',
      network: 'base',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.address).toBe(depositAddressesFor(userId('demo@example.com')).ethereum);
    expect(answer.body.data.balance).toBe(
      dec(before['USDC'] ?? '0')
        .plus('250.5')
        .toFixed(),
    );
    expect(events.map((event) => event.type)).toEqual(['deposit.credited', 'balance.changed']);
    expect((await call('POST', '/api/simulator/deposits', { userId: userId('friend@example.com'), currency: 'USDT', amount: '1', network: 'tron' })).status).toBe(201);
  });

  it('refuses a currency not enabled on the network, an unknown user and a missing user', async () => {
    expect((await call('POST', '/api/simulator/deposits', { email: 'demo@example.com', currency: 'USDC', amount: '1', network: 'tron' })).status).toBe(422);
    expect((await call('POST', '/api/simulator/deposits', { email: 'ghost@example.com', currency: 'USDT', amount: '1', network: 'tron' })).status).toBe(404);
    expect((await call('POST', '/api/simulator/deposits', { currency: 'USDT', amount: '1', network: 'tron' })).status).toBe(400);
  });
});

describe('money conservation over transfers and withdrawals', () => {
  it('keeps balances plus held withdrawals constant per currency', async () => {
    const cookies = { demo: await signIn(), newcomer: await signIn('newcomer@example.com') };
    const totals = { USDT: conserved('USDT'), USDC: conserved('USDC') };
    const ids: string[] = [];
    for (let round = 0; round < 12; round++) {
      const currency = round % 2 === 0 ? 'USDT' : 'USDC';
      await call('POST', '/api/accounts/transfer', { destinationEmail: round % 3 === 0 ? 'newcomer@example.com' : 'friend@example.com', currency, amount: `${round + 1}.25` }, cookies.demo);
      await call('POST', '/api/accounts/transfer', { destinationEmail: 'demo@example.com', currency, amount: '1.5' }, cookies.newcomer);
      const created = await call<{ data?: { id: string } }>(
        'POST',
        '/api/crypto/withdrawal',
        currency === 'USDT' ? { currency, amount: `${10 + round}`, toAddress: TRON_DEST, blockchainId: 'tron' } : { currency, amount: `${10 + round}`, toAddress: ETH_DEST, blockchainId: 'ethereum' },
        round % 2 === 0 ? cookies.demo : cookies.newcomer,
      );
      if (created.body.data) ids.push(created.body.data.id);
      const settle = ids.shift();
      if (settle && round % 4 === 1) await call('POST', `/api/simulator/withdrawals/${settle}/status`, { status: 'failed' });
      expect(conserved('USDT').eq(totals.USDT)).toBe(true);
      expect(conserved('USDC').eq(totals.USDC)).toBe(true);
    }
  });
});
