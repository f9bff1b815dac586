import { describe, expect, it } from 'vitest';
import { domains } from '../../mock-server';
import type { Domain } from '../../mock-server';
import { parseCliArgs, UsageError } from '../../simulator/cli-args';
import { mockCaller } from './support';

/**
 * Bad input never corrupts state — the simulator clock refuses instants outside a sane range
 * and never leaves the stored offset and the live clock apart; parsed query and body objects have no prototype;
 * the simulator CLI accepts only the options and step fields it knows.
 */

const polluted = () => ({}) as Record<string, unknown>;

describe('the simulator clock', () => {
  it.each(['9999-12-31T00:00:00Z', '1969-12-31T23:59:59Z', '0001-01-01T00:00:00Z'])('refuses %s with a clear 400 and stays where it was', async (set) => {
    const { app, call } = mockCaller();
    const before = app.clock.offsetMs();
    const response = await call('POST', '/api/simulator/clock', { body: { set } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'ClockOutOfRange', issues: [{ path: 'body.set', message: expect.stringMatching(/between 2000-01-01 and 2099-12-31/) as unknown }] });
    expect(app.clock.offsetMs()).toBe(before);
  });

  it('refuses an advance that would leave the range', async () => {
    const { app, call } = mockCaller();
    await call('POST', '/api/simulator/clock', { body: { set: '2099-12-30T00:00:00Z' } });
    const before = app.clock.offsetMs();
    const response = await call('POST', '/api/simulator/clock', { body: { advanceSeconds: 3 * 86_400 } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'ClockOutOfRange', issues: [{ path: 'body.advanceSeconds' }] });
    expect(app.clock.offsetMs()).toBe(before);
  });

  it('keeps the stored offset equal to the live clock even when a due-time sweep fails', async () => {
    const failing: Domain = {
      name: 'failing-sweep',
      handlers: {},
      sweep: () => {
        throw new Error('a sweep that cannot run');
      },
    };
    const { app, call } = mockCaller({ domains: [...domains, failing] });
    const response = await call('POST', '/api/simulator/clock', { body: { advanceSeconds: 3600 } });
    expect(response.status).toBe(200);
    expect(app.store.get('meta', 'clockOffsetMs')?.value).toBe(app.clock.offsetMs());
    expect(app.clock.offsetMs()).toBe(3_600_000);
  });
});

describe('parsed requests have no prototype to pollute', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('?%s=1 is an unknown query parameter like any other', async (key) => {
    const { call } = mockCaller();
    const response = await call('GET', `/api/simulator/outbox?${key}=1`);
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([{ path: `query.${key}`, message: 'Unknown field' }]);
    expect(polluted()['0']).toBeUndefined();
  });

  it('gives a known query parameter its value even next to __proto__', async () => {
    const { call } = mockCaller();
    const response = await call('GET', '/api/simulator/outbox?to=demo@example.com&__proto__=x');
    expect(response.body.issues).toEqual([{ path: 'query.__proto__', message: 'Unknown field' }]);
  });

  it('hands handlers JSON objects without a prototype', async () => {
    const { app, call } = mockCaller();
    const response = await call('POST', '/api/simulator/faults', { body: { operationId: 'getCards', status: 503, body: { success: false, nested: { deep: true } } } });
    expect(response.status).toBe(201);
    const body = app.services.faults.list()[0]?.body as object;
    expect(Object.getPrototypeOf(body)).toBeNull();
    expect(Object.getPrototypeOf((body as { nested: object }).nested)).toBeNull();
  });
});

describe('the simulator command line', () => {
  it.each([
    [['purchase', '--__proto__.polluted', 'yes']],
    [['purchase', '--constructor.prototype.polluted', 'yes']],
    [['purchase', '--merchant.__proto__.polluted', 'yes']],
    [['purchase', '--__proto__', 'yes']],
  ])('refuses %j and pollutes nothing', (argv) => {
    expect(() => parseCliArgs(argv)).toThrow(UsageError);
    expect(polluted()['polluted']).toBeUndefined();
  });

  it('refuses a field the step does not have, naming it and the step', () => {
    expect(() => parseCliArgs(['purchase', '--cycle', '2026-10'])).toThrow('--cycle is not a field of a purchase step');
    expect(() => parseCliArgs(['kyc', '--bogus', '1'])).toThrow(/--bogus/);
  });
});
