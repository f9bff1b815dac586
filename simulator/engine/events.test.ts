import { describe, expect, it } from 'vitest';
import { eventStreamUrl } from './events';

describe('the event stream', () => {
  it('builds the stream URL for all users or one', () => {
    expect(eventStreamUrl('http://127.0.0.1:4010/')).toBe('http://127.0.0.1:4010/api/simulator/events');
    expect(eventStreamUrl('', 'usr 1')).toBe('/api/simulator/events?userId=usr%201');
  });
});
