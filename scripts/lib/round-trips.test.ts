import { describe, expect, it } from 'vitest';
import { wavesOf } from './round-trips';

describe('round trips before the first signed-in paint', () => {
  it('puts requests started together in one wave and a request that waited for an answer one wave later', () => {
    const waves = wavesOf([
      { path: '/api/auth/session', start: 0, end: 40 },
      { path: '/api/accounts', start: 45, end: 90 },
      { path: '/api/cards', start: 46, end: 80 },
      // Started before the accounts answered, after the cards did: it waited for the cards (wave 3).
      { path: '/api/cards/c1/balance', start: 85, end: 120 },
      // Started while the session was still on its way: the first wave.
      { path: '/api/config', start: 10, end: 30 },
    ]);
    expect(waves).toEqual([['/api/auth/session', '/api/config'], ['/api/accounts', '/api/cards'], ['/api/cards/c1/balance']]);
  });
});
