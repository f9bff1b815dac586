import { describe, expect, it } from 'vitest';
import type { EventType } from '../../mock-server/core/events';
import { LIVE_EVENT_TYPES } from '../../src/features/live-updates/lib/event-stream';
import { eventStreamUrl, SIMULATOR_EVENT_TYPES, type SimulatorEventType } from './events';

describe('event names', () => {
  it('match the mock server’s and the app’s lists', () => {
    const fromServer: Record<EventType, true> = {
      'card-transaction.created': true,
      'card-transaction.updated': true,
      'approval.created': true,
      'approval.expired': true,
      'approval.decided': true,
      'withdrawal.status-changed': true,
      'deposit.credited': true,
      'card.updated': true,
      'balance.changed': true,
    };
    const sameType: Record<SimulatorEventType, true> = fromServer;
    expect([...SIMULATOR_EVENT_TYPES].sort()).toEqual(Object.keys(sameType).sort());
    expect([...SIMULATOR_EVENT_TYPES].sort()).toEqual([...LIVE_EVENT_TYPES].sort());
  });

  it('builds the stream URL for all users or one', () => {
    expect(eventStreamUrl('http://127.0.0.1:4010/')).toBe('http://127.0.0.1:4010/api/simulator/events');
    expect(eventStreamUrl('', 'usr 1')).toBe('/api/simulator/events?userId=usr%201');
  });
});
