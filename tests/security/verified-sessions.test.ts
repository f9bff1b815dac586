import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operations } from '@contract-kit/operations';
import { mockCaller, USERS } from './support';

/**
 * Money movement and card operations need a session whose e-mail address is verified. The
 * server refuses them (403 EmailNotVerified, declared in the contract), whatever the UI does.
 */

/** Every operation that moves money or acts on a card (its credentials, PIN, state, orders, approvals). */
const VERIFIED_ONLY = [
  'transferFunds',
  'createWithdrawal',
  'createExchange',
  'createOnrampSession',
  'applyCard',
  'deposit',
  'accountDeposit',
  'stake',
  'performCardOperation',
  'repayCard',
  'activateCardNew',
  'activateCard',
  'freezeCard',
  'unfreezeCard',
  'getCredentials',
  'activatePhysicalCard',
  'changePin',
  'updateCardControls',
  'createOrder',
  'approveCardApproval',
  'rejectCardApproval',
] as const;

const CARD_ID = '0b7a4f3e-2d1c-4e5f-8a9b-1c2d3e4f5a6b';
const concretePath = (path: string) => path.replace('{id}', CARD_ID).replace('{approvalId}', CARD_ID);

describe('an unverified session', () => {
  it('cannot transfer money through the API (the UI gate is not the only one)', async () => {
    const { call, sessionOf } = mockCaller();
    const deposited = await call('POST', '/api/simulator/deposits', { body: { email: USERS.unverified.email, currency: 'USDT', amount: '10', network: 'ethereum' } });
    expect(deposited.status).toBe(201);
    const cookie = sessionOf(USERS.unverified.email);
    const transfer = await call('POST', '/api/accounts/transfer', { cookie, body: { destinationEmail: USERS.friend.email, currency: 'USDT', amount: '0.5' } });
    expect(transfer.status).toBe(403);
    expect(transfer.body).toMatchObject({ success: false, code: 'EmailNotVerified' });
    const balance = await call('GET', '/api/accounts/balance', { cookie });
    expect(balance.body).toMatchObject({ balances: { USDT: { amount: '10' } } });
  });

  it.each(VERIFIED_ONLY)('is refused %s with 403 EmailNotVerified', async (operationId) => {
    const operation = operations.find((candidate) => candidate.operationId === operationId);
    if (!operation) throw new Error(`${operationId} is not in the contract`);
    const { call, sessionOf } = mockCaller();
    const response = await call(operation.method, concretePath(operation.path), { cookie: sessionOf(USERS.unverified.email), body: operation.method === 'GET' ? undefined : {} });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ success: false, code: 'EmailNotVerified', error: { details: { errorCode: 'EmailNotVerified' } } });
  });

  it('still reads balances, cards and its own profile (to show the verification step)', async () => {
    const { call, sessionOf } = mockCaller();
    const cookie = sessionOf(USERS.unverified.email);
    for (const path of ['/api/auth/session', '/api/accounts/balance', '/api/cards', '/api/users/me']) expect((await call('GET', path, { cookie })).status).toBe(200);
  });
});

describe('the contract', () => {
  const spec = JSON.parse(readFileSync(new URL('../../contracts/dist/openapi.json', import.meta.url), 'utf8')) as {
    paths: Record<string, Record<string, { operationId: string; 'x-requires-verified-email'?: boolean; responses: Record<string, unknown> }>>;
    components: { responses: Record<string, unknown> };
  };
  const byId = new Map(
    Object.values(spec.paths)
      .flatMap((item) => Object.values(item))
      .map((operation) => [operation.operationId, operation]),
  );

  it.each(VERIFIED_ONLY)('marks %s as verified-only and declares its 403 EmailNotVerified', (operationId) => {
    const operation = byId.get(operationId);
    expect(operation?.['x-requires-verified-email']).toBe(true);
    const declared = operation?.responses['403'] as { $ref?: string } | undefined;
    const response = declared?.$ref ? spec.components.responses[declared.$ref.split('/').at(-1) ?? ''] : declared;
    expect(JSON.stringify(response ?? null)).toContain('EmailNotVerified');
  });

  it('marks nothing else: the list above is the whole rule', () => {
    const marked = operations.filter((operation) => (operation as { requiresVerifiedEmail?: boolean }).requiresVerifiedEmail).map((operation) => operation.operationId);
    expect(marked.sort()).toEqual([...VERIFIED_ONLY].sort());
  });
});
