import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operations } from '../../src/api/generated/operations';

/**
 * Every call of both spec documents (section 7) and of the architecture's table of unnamed paths must be
 * in the contract. Calls the spec names without a path use the architecture's paths.
 */
const SPEC_01 = [
  'POST /api/password/forgot',
  'POST /api/password/reset',
  'POST /api/password/reset/mfa/verify',
  'POST /api/password/reset/complete',
  'POST /api/email/verify',
  'POST /api/email/resend',
  'POST /api/auth/check-mfa',
  'POST /api/auth/mfa-login',
  'POST /api/users/register',
  'GET /api/crypto/blockchains',
  'GET /api/crypto/blockchains/{id}/currencies',
  'GET /api/accounts/address',
  'GET /api/cards/{id}/address',
  'POST /api/crypto/withdrawal',
  'GET /api/crypto/withdrawal',
  'GET /api/crypto/withdrawal/{id}',
  'GET /api/accounts/balance',
  'GET /api/transactions/accounts',
  'GET /api/transactions/cards',
  'POST /api/exchange',
  'GET /api/exchange/rate',
  'POST /api/exchange/estimate',
  'POST /api/accounts/transfer',
];

const SPEC_02 = [
  'GET /api/users/{userId}',
  'GET /api/users/me',
  'POST /api/users',
  'GET /api/users',
  'GET /api/users/email/{email}',
  'PATCH /api/users/{userId}',
  'GET /api/cards/{id}/approval',
  'POST /api/cards/{id}/approvals/{approvalId}/approve',
  'POST /api/cards/{id}/approvals/{approvalId}/reject',
  'POST /api/password/change',
  'POST /api/email/change',
  'POST /api/email/change/verify',
  'POST /api/email/change/resend',
  'POST /api/mfa/setup',
  'POST /api/mfa/verify',
  'POST /api/mfa/recovery-codes',
  'POST /api/mfa/disable',
  'GET /api/referral/code',
  'GET /api/users/language',
  'POST /api/users/language',
  'POST /api/notification/subscribe',
  // named by the spec, paths from ARCHITECTURE.md
  'GET /api/cards',
  'GET /api/cards/requirements',
  'POST /api/cards/apply',
  'GET /api/cards/{id}/verification',
  'GET /api/cards/{id}/credit',
  'GET /api/cards/{id}/deposit',
  'POST /api/cards/{id}/account-deposit',
  'POST /api/cards/{id}/deposit',
  'POST /api/cards/{id}/stake',
  'POST /api/cards/{id}/operations',
  'POST /api/cards/{id}/repay',
  'GET /api/cards/{id}/repayment-addresses',
  'POST /api/cards/{id}/activation',
  'POST /api/cards/{id}/activate',
  'POST /api/cards/{id}/freeze',
  'POST /api/cards/{id}/unfreeze',
  'GET /api/cards/{id}/order-fees',
  'POST /api/cards/{id}/orders',
  'GET /api/cards/{id}/credentials',
  'POST /api/cards/{id}/physical-activation',
  'POST /api/cards/{id}/pin',
  'GET /api/cards/{id}/statements',
  'GET /api/cards/{id}/statements/{statementId}/pdf',
];

const ARCHITECTURE = [
  'GET /api/health',
  'POST /api/auth/login',
  'GET /api/auth/session',
  'POST /api/auth/logout',
  'GET /api/users/{userId}/withdrawal-availability',
  'GET /api/users/{userId}/onramp-availability',
  'GET /api/onramp/providers',
  'POST /api/onramp/sessions',
  'GET /api/simulator/outbox',
  'POST /api/simulator/reset',
  'POST /api/simulator/card-transactions',
  'POST /api/simulator/approvals',
  'POST /api/simulator/withdrawals/{id}/status',
];

const inContract = new Set(operations.map((op) => `${op.method} ${op.path}`));

describe('the contract lists every call of the spec', () => {
  it.each([...SPEC_01, ...SPEC_02, ...ARCHITECTURE])('%s', (call) => {
    expect(inContract, `${call} is missing from contracts/openapi.yaml`).toContain(call);
  });

  it('every spec-01 path written in §7 is in this list (the list itself is complete)', () => {
    const spec = readFileSync(new URL('../../../shared/spec/01-access-and-wallet.md', import.meta.url), 'utf8');
    const section7 = spec.slice(spec.indexOf('## 7.'), spec.indexOf('## 8.'));
    const written = [...section7.matchAll(/\| (GET|POST|PUT|PATCH|DELETE) (\/api\/[^\s|]+)/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(written.length).toBeGreaterThan(20);
    for (const call of written) expect(SPEC_01).toContain(call);
  });

  it('every spec-02 path written in §7 is in this list', () => {
    const spec = readFileSync(new URL('../../../shared/spec/02-cards-security-profile.md', import.meta.url), 'utf8');
    const section7 = spec.slice(spec.indexOf('## 7.'), spec.indexOf('## 8.'));
    const written = [...section7.matchAll(/(GET|POST|PUT|PATCH|DELETE) (\/api\/[^\s;,)]+)/g)].map((m) => `${m[1]} ${(m[2] ?? '').replace(/[.:]$/, '')}`);
    expect(written.length).toBeGreaterThan(15);
    for (const call of written) expect([...SPEC_01, ...SPEC_02]).toContain(call.replace('/api/users/{id}', '/api/users/{userId}'));
  });

  it('every operation has an operationId, a tag and a success response', () => {
    for (const op of operations) {
      expect(op.operationId).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(op.tag).toBeTruthy();
      expect(op.successStatus).toBeGreaterThanOrEqual(200);
      expect(op.successStatus).toBeLessThan(300);
    }
  });
});
