import { describe, expect, it } from 'vitest';
import { DEFAULT_BASE_URL, optionIssue, parseCliArgs, UsageError } from './cli-args';

describe('npm run simulate arguments', () => {
  it('reads a scenario with the run options', () => {
    expect(parseCliArgs(['day-of-card-spending', '--base-url', 'http://127.0.0.1:4011', '--user', 'demo@example.com', '--card=debit', '--seed', '7', '--speed', '0'])).toEqual({
      target: 'day-of-card-spending',
      help: false,
      list: false,
      check: false,
      json: false,
      quiet: false,
      baseUrl: 'http://127.0.0.1:4011',
      user: 'demo@example.com',
      card: 'debit',
      seed: 7,
      speed: 0,
      fields: {},
    });
  });

  it('defaults the base URL, and takes SIMULATOR_BASE_URL', () => {
    expect(parseCliArgs(['--help']).baseUrl).toBe(DEFAULT_BASE_URL);
    expect(parseCliArgs(['-h'], { SIMULATOR_BASE_URL: 'http://127.0.0.1:4999' })).toMatchObject({ help: true, baseUrl: 'http://127.0.0.1:4999' });
  });

  it('turns step options into step fields, nesting dotted names and typing values', () => {
    expect(parseCliArgs(['purchase', '--amount', '5..20', '--merchant.name', 'Blue Bottle Coffee', '--merchant.city', 'Oakland', '--merchant.country', 'US', '--fees.fx', '0.40']).fields).toEqual({
      amount: { min: '5', max: '20' },
      merchant: { name: 'Blue Bottle Coffee', city: 'Oakland', country: 'US' },
      fees: { fx: '0.40' },
    });
    expect(parseCliArgs(['purchase', '--merchant', 'coffee']).fields).toEqual({ merchant: { category: 'coffee' } });
    expect(parseCliArgs(['approval', '--transactionAmount', '129.99', '--expiresInSeconds', '120']).fields).toEqual({ transactionAmount: '129.99', expiresInSeconds: 120 });
    expect(parseCliArgs(['fault', '--operationId', 'getCards', '--status', '503', '--drop', '--body', '{"success":false}']).fields).toEqual({
      operationId: 'getCards',
      status: 503,
      drop: true,
      body: { success: false },
    });
    // The withdrawal status stays a string (only a fault's status is a number).
    expect(parseCliArgs(['withdrawal', '--status', 'failed']).fields).toEqual({ status: 'failed' });
    // A push notification's body is its text, even when it reads like JSON (only a fault's body is JSON).
    expect(parseCliArgs(['push', '--user', 'demo@example.com', '--title', 'Test', '--body', '42', '--url', '/']).fields).toEqual({ title: 'Test', body: '42', url: '/' });
  });

  it('reads the true|false switches of a card-controls step as booleans, and leaves other words for the check', () => {
    expect(parseCliArgs(['card-controls', '--online', 'false', '--contactless', 'true', '--atm=false', '--foreignCurrency', 'true', '--dailyLimit', '100.00']).fields).toEqual({
      online: false,
      contactless: true,
      atm: false,
      foreignCurrency: true,
      dailyLimit: '100.00',
    });
    expect(parseCliArgs(['card-controls', '--online', 'yes']).fields).toEqual({ online: 'yes' });
    // An ATM fee is a decimal, not a switch, though its name is atm too.
    expect(parseCliArgs(['atm', '--fees.atm', '2.50']).fields).toEqual({ fees: { atm: '2.50' } });
  });

  it('reads the bulk mode', () => {
    expect(parseCliArgs(['--count', '100000', '--user', 'demo@example.com'])).toMatchObject({ target: undefined, count: 100_000, user: 'demo@example.com' });
  });

  it.each([
    [['purchase', '--amount'], '--amount needs a value'],
    [['--count', '0'], '--count must be a whole number of at least 1, got "0"'],
    [['--count', '2.5'], '--count must be a whole number of at least 1, got "2.5"'],
    [['--speed', '-1'], '--speed must be a number ≥ 0 (1 as written, 0 without waiting), got "-1"'],
    [['--base-url', 'localhost:4010'], '--base-url must be an http(s) URL, got "localhost:4010"'],
    [['day-of-card-spending', 'withdrawal-fails'], 'Unexpected argument "withdrawal-fails": give one scenario or step'],
    [['day-of-card-spending', '--amount', '5'], /^Step fields \(--amount\) need a step: purchase, refund, /],
    [['--list=yes'], '--list takes no value'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(UsageError);
    expect(() => parseCliArgs(argv)).toThrow(message);
  });

  it('names the option behind an invalid step field', () => {
    expect(optionIssue({ path: 'steps.0.merchant.country', message: 'Must be …' })).toEqual({ path: '--merchant.country', message: 'Must be …' });
    expect(optionIssue({ path: 'steps.0', message: 'x' })).toEqual({ path: '', message: 'x' });
  });
});
