import { describe, expect, it, vi } from 'vitest';
import { SimulatorClient, type FetchLike } from './client';
import { SimulatorError } from './errors';
import { MERCHANT_CURRENCIES, MERCHANTS, ATM_OPERATORS } from './merchants';
import { DECLINABLE_TYPES, parseStep, requestOf, sendStep, STEP_KINDS, validateStep, type Step } from './steps';

const CARD = '9b2f6c1e-3d4a-4f8b-a1c2-7e5d9f0b3a64';
const merchant = { name: 'Blue Bottle Coffee', city: 'Oakland', country: 'US' };

/** One valid step of every kind. */
const VALID: Record<Step['kind'], Step> = {
  purchase: { kind: 'purchase', card: CARD, amount: '12.50', currency: 'EUR', merchant, fees: { tx: '0', fx: '0.40', atm: '0' }, status: 'pending' },
  refund: { kind: 'refund', card: CARD, amount: '4.75', merchant },
  decline: { kind: 'decline', card: CARD, amount: '1299.00', merchant, transactionType: 'purchase', status: 'declined' },
  atm: { kind: 'atm', card: CARD, amount: '200', currency: 'HKD', merchant: { name: 'HSBC ATM', city: 'Hong Kong', country: 'HK' }, fees: { tx: '0', fx: '1.00', atm: '2.50' } },
  settle: { kind: 'settle', transaction: 'ctx-1', status: 'cleared' },
  approval: { kind: 'approval', card: CARD, merchantName: 'Amazon Marketplace', transactionAmount: '129.99', transactionCurrency: 'USD', expiresInSeconds: 120 },
  withdrawal: { kind: 'withdrawal', withdrawal: 'wd-1', status: 'failed', reason: 'Blockchain network temporarily unavailable' },
  deposit: { kind: 'deposit', user: 'demo@example.com', currency: 'USDT', amount: '250.00', network: 'tron' },
  'card-deposit': { kind: 'card-deposit', card: CARD, currency: 'USDT', amount: '127.55', network: 'tron', purpose: 'funding' },
  push: { kind: 'push', user: 'demo@example.com', title: 'Test notification', body: 'Push notifications reach this browser.', url: '/' },
  kyc: { kind: 'kyc', card: CARD, status: 'approved' },
  shipping: { kind: 'shipping', card: CARD, physicalStatus: 'shipped' },
  'card-controls': { kind: 'card-controls', card: CARD, dailyLimit: '100.00', online: true, contactless: false, atm: true, foreignCurrency: true },
  statement: { kind: 'statement', card: CARD, cycle: '2026-10' },
  clock: { kind: 'clock', advanceSeconds: 300 },
  fault: { kind: 'fault', operationId: 'getCards', status: 503, times: 2, latencyMs: 1500, jitterMs: 500, rate: 0.5 },
  'clear-faults': { kind: 'clear-faults' },
};

/** For each kind: a wrong input and the exact issue the engine must report (field path + reason). */
const INVALID: { kind: Step['kind']; change: Record<string, unknown>; issue: { path: string; message: string } }[] = [
  { kind: 'purchase', change: { amount: '-5' }, issue: { path: 'amount', message: 'Must be a decimal number greater than 0, as a string (e.g. "12.50")' } },
  { kind: 'purchase', change: { amount: 12.5 }, issue: { path: 'amount', message: 'Expected string, got number' } },
  { kind: 'purchase', change: { currency: 'eur' }, issue: { path: 'currency', message: 'Must be an upper-case currency symbol of 2 to 10 letters or digits (e.g. "USD")' } },
  {
    kind: 'purchase',
    change: { merchant: { name: 'X', city: 'Y', country: 'USA' } },
    issue: { path: 'merchant.country', message: 'Must be an ISO 3166-1 alpha-2 country code in capitals (e.g. "US")' },
  },
  { kind: 'purchase', change: { merchant: { name: '', city: 'Y', country: 'US' } }, issue: { path: 'merchant.name', message: 'Must not be empty' } },
  { kind: 'purchase', change: { fees: { tx: '0', fx: '-1', atm: '0' } }, issue: { path: 'fees.fx', message: 'Must be a non-negative decimal number, as a string (e.g. "0.40")' } },
  { kind: 'purchase', change: { status: 'declined' }, issue: { path: 'status', message: 'Must be one of: cleared, pending' } },
  { kind: 'purchase', change: { card: '' }, issue: { path: 'card', message: 'Must not be empty' } },
  { kind: 'purchase', change: { colour: 'red' }, issue: { path: 'colour', message: 'Unknown field' } },
  { kind: 'refund', change: { merchant: undefined }, issue: { path: 'merchant', message: 'Required' } },
  { kind: 'decline', change: { status: 'cleared' }, issue: { path: 'status', message: 'Must be one of: declined, rejected' } },
  { kind: 'decline', change: { transactionType: 'gift' }, issue: { path: 'transactionType', message: `Must be one of: ${DECLINABLE_TYPES.join(', ')}` } },
  { kind: 'atm', change: { fees: { tx: '0', fx: '0' } }, issue: { path: 'fees.atm', message: 'Required' } },
  { kind: 'purchase', change: { mcc: '58' }, issue: { path: 'mcc', message: 'Must be a merchant category code of 4 digits (e.g. "5812")' } },
  { kind: 'purchase', change: { channel: 'telepathy' }, issue: { path: 'channel', message: 'Must be one of: in_store, online, contactless, atm' } },
  { kind: 'card-controls', change: { dailyLimit: 'lots' }, issue: { path: 'dailyLimit', message: 'Must be a non-negative decimal number, as a string (e.g. "0.40")' } },
  { kind: 'card-controls', change: { atm: undefined }, issue: { path: 'atm', message: 'Required' } },
  { kind: 'settle', change: { status: 'pending' }, issue: { path: 'status', message: 'Must be one of: cleared, declined, reversed' } },
  { kind: 'settle', change: { transaction: 'x'.repeat(65) }, issue: { path: 'transaction', message: 'Must be at most 64 characters long' } },
  { kind: 'approval', change: { expiresInSeconds: 0 }, issue: { path: 'expiresInSeconds', message: 'Must be greater than 0' } },
  { kind: 'approval', change: { expiresInSeconds: 90_000 }, issue: { path: 'expiresInSeconds', message: 'Must be at most 86400' } },
  { kind: 'approval', change: { expiresInSeconds: 1.5 }, issue: { path: 'expiresInSeconds', message: 'Expected a whole number, got number' } },
  { kind: 'approval', change: { merchantName: 'M'.repeat(101) }, issue: { path: 'merchantName', message: 'Must be at most 100 characters long' } },
  { kind: 'withdrawal', change: { status: 'processing' }, issue: { path: 'status', message: 'Must be one of: completed, failed' } },
  { kind: 'withdrawal', change: { reason: 'r'.repeat(256) }, issue: { path: 'reason', message: 'Must be at most 255 characters long' } },
  { kind: 'deposit', change: { network: 'solana' }, issue: { path: 'network', message: 'Must be one of: ethereum, base, bsc, optimism, tron' } },
  { kind: 'deposit', change: { amount: '0' }, issue: { path: 'amount', message: 'Must be a decimal number greater than 0, as a string (e.g. "12.50")' } },
  { kind: 'card-deposit', change: { currency: 'ETH' }, issue: { path: 'currency', message: 'Must be one of: USDT, USDC, LOOK' } },
  { kind: 'card-deposit', change: { purpose: 'gift' }, issue: { path: 'purpose', message: 'Must be one of: funding, repayment' } },
  { kind: 'push', change: { title: '' }, issue: { path: 'title', message: 'Must not be empty' } },
  { kind: 'push', change: { body: 'b'.repeat(501) }, issue: { path: 'body', message: 'Must be at most 500 characters long' } },
  { kind: 'kyc', change: { status: 'pending' }, issue: { path: 'status', message: 'Must be one of: approved, rejected, under_review, completed' } },
  {
    kind: 'shipping',
    change: { physicalStatus: 'null' },
    issue: { path: 'physicalStatus', message: expect.stringMatching(/^Must be one of: pending_approval, approved, rejected, /) as unknown as string },
  },
  { kind: 'statement', change: { cycle: '2026-13' }, issue: { path: 'cycle', message: 'Must be a billing month YYYY-MM (e.g. "2026-10")' } },
  { kind: 'clock', change: { advanceSeconds: -1 }, issue: { path: 'advanceSeconds', message: 'Must be at least 0' } },
  { kind: 'clock', change: { set: 'tomorrow' }, issue: { path: 'set', message: 'Must be an ISO 8601 date-time with a time zone (e.g. "2026-11-21T10:15:30Z")' } },
  { kind: 'fault', change: { status: 99 }, issue: { path: 'status', message: 'Must be at least 200' } },
  { kind: 'fault', change: { rate: 2 }, issue: { path: 'rate', message: 'Must be at most 1' } },
  { kind: 'fault', change: { operationId: '' }, issue: { path: 'operationId', message: 'Must not be empty' } },
  { kind: 'clear-faults', change: { times: 1 }, issue: { path: 'times', message: 'Unknown field' } },
];

describe('step validation (the contract fields, with precise messages)', () => {
  it.each(STEP_KINDS)('accepts a valid %s step', (kind) => {
    expect(validateStep(VALID[kind])).toEqual([]);
  });

  it.each(INVALID.map((entry) => [`${entry.kind} ${entry.issue.path}`, entry] as const))('rejects %s', (_, { kind, change, issue }) => {
    expect(validateStep({ ...VALID[kind], ...change })).toMatchObject([issue]);
  });

  it('names an unknown kind with the accepted ones', () => {
    expect(validateStep({ kind: 'teleport' })).toMatchObject([{ path: 'kind', message: `Must be one of: ${STEP_KINDS.join(', ')}` }]);
  });

  it('throws an invalid SimulatorError listing every issue', () => {
    const error = (() => {
      try {
        parseStep({ ...VALID.purchase, amount: 'x', merchant: { name: 'X', city: '', country: 'u' } });
      } catch (caught) {
        return caught as SimulatorError;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(SimulatorError);
    expect(error?.kind).toBe('invalid');
    expect(error?.issues.map((issue) => issue.path)).toEqual(['amount', 'merchant.country']);
    expect(error?.message).toMatch(/^Step: amount: Must be a decimal number greater than 0.*; merchant\.country: Must be an ISO 3166-1/);
  });
});

describe('requests (each step becomes one valid contract request)', () => {
  const client = new SimulatorClient({ baseUrl: 'http://mock.local', fetch: vi.fn<FetchLike>() });

  it.each(STEP_KINDS)('%s maps to a request the contract accepts', (kind) => {
    const { operationId, input } = requestOf(VALID[kind]);
    expect(client.validate(operationId, input)).toEqual([]);
  });

  it('maps card transaction steps to the processor types and statuses', () => {
    expect(requestOf(VALID.purchase)).toEqual({
      operationId: 'simulateCardTransaction',
      input: { body: { cardId: CARD, type: 'purchase', amount: '12.50', currency: 'EUR', merchant, fees: { tx: '0', fx: '0.40', atm: '0' }, status: 'pending' } },
    });
    expect(requestOf(VALID.refund).input.body).toMatchObject({ type: 'refund' });
    expect(requestOf(VALID.atm).input.body).toMatchObject({ type: 'atm_withdrawal', currency: 'HKD' });
    expect(requestOf({ ...VALID.decline, transactionType: undefined, status: undefined } as Step).input.body).toMatchObject({ type: 'purchase', status: 'declined' });
    expect(requestOf({ ...VALID.decline, transactionType: 'withdraw_fund', status: 'rejected' } as Step).input.body).toMatchObject({ type: 'withdraw_fund', status: 'rejected' });
  });

  it('puts targets in the path and users by e-mail or id', () => {
    expect(requestOf(VALID.settle)).toEqual({ operationId: 'settleSimulatorCardTransaction', input: { params: { id: 'ctx-1' }, body: { status: 'cleared' } } });
    expect(requestOf(VALID.withdrawal).input.params).toEqual({ id: 'wd-1' });
    expect(requestOf(VALID.deposit).input.body).toEqual({ email: 'demo@example.com', currency: 'USDT', amount: '250.00', network: 'tron' });
    expect(requestOf({ ...VALID.deposit, user: 'usr-1' } as Step).input.body).toMatchObject({ userId: 'usr-1' });
    expect(requestOf(VALID.push)).toEqual({
      operationId: 'simulatePush',
      input: { body: { email: 'demo@example.com', title: 'Test notification', body: 'Push notifications reach this browser.', url: '/' } },
    });
    expect(requestOf(VALID.kyc)).toEqual({ operationId: 'setSimulatorCardVerification', input: { params: { id: CARD }, body: { status: 'approved' } } });
    expect(requestOf(VALID.statement)).toEqual({ operationId: 'simulateStatementGeneration', input: { params: { id: CARD }, body: { cycle: '2026-10' } } });
  });

  it('sends nothing when a step is invalid', async () => {
    const fetch = vi.fn<FetchLike>();
    const guarded = new SimulatorClient({ baseUrl: 'http://mock.local', fetch });
    await expect(sendStep(guarded, { ...VALID.approval, transactionAmount: '0' })).rejects.toMatchObject({ kind: 'invalid', issues: [{ path: 'transactionAmount' }] });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the engine matches the mock server', () => {
  it('offers merchants only in currencies the mock server converts', () => {
    for (const merchant of [...MERCHANTS, ...ATM_OPERATORS]) expect(MERCHANT_CURRENCIES).toContain(merchant.currency);
  });
});
