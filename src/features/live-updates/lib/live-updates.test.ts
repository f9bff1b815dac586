import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseLiveEvent, type LiveEvent } from './event-stream';
import { INVALIDATION_WINDOW_MS, startLiveInvalidation } from './live-invalidation';
import { eventRefreshKeys } from '@/api/refreshes';

const event = (type: LiveEvent['type'], extra: Partial<LiveEvent> = {}): LiveEvent => ({ type, at: '2026-11-21T10:00:00.000Z', payload: {}, ...extra });

/** A stand-in for the browser's EventSource: the test dispatches named events by hand. */
class FakeEventSource {
  static readonly OPEN = 1;
  static instances: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, ((message: { data?: unknown }) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (message: { data?: unknown }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    if (type === 'open') this.readyState = FakeEventSource.OPEN;
    for (const listener of this.listeners.get(type) ?? []) listener({ data: data === undefined ? undefined : JSON.stringify(data) });
  }
}

describe('the event names', () => {
  it('parses only well-formed events', () => {
    expect(parseLiveEvent(JSON.stringify(event('card.updated')))).toEqual(event('card.updated'));
    expect(parseLiveEvent('not json')).toBeNull();
    expect(parseLiveEvent(JSON.stringify({ type: 'card.updated' }))).toBeNull();
    expect(parseLiveEvent(undefined)).toBeNull();
  });
});

describe('which queries an event refreshes (its row of the refresh table)', () => {
  const urls = (e: LiveEvent) => eventRefreshKeys(e).map((key) => key[0]);

  it('a card transaction: the card transaction lists, that card’s spending insights, the cards and its balances', () => {
    expect(urls(event('card-transaction.created', { cardId: 'c1' }))).toEqual([
      '/api/transactions/cards',
      '/api/cards/c1/insights',
      '/api/cards',
      '/api/cards/c1/credit',
      '/api/cards/c1/deposit',
      '/api/cards/c1/verification',
      '/api/cards/c1/orders',
      '/api/cards/c1/statements',
    ]);
    expect(urls(event('card-transaction.updated', { cardId: 'c1' }))).toContain('/api/transactions/cards');
  });

  it('a card change: the cards and that card’s details, never its credentials', () => {
    const keys = urls(event('card.updated', { cardId: 'c1', id: 'c1' }));
    expect(keys).toContain('/api/cards');
    expect(keys).toContain('/api/cards/c1/verification');
    expect(keys.some((key) => String(key).includes('credentials'))).toBe(false);
  });

  it('an approval: that card’s pending approval', () => {
    for (const type of ['approval.created', 'approval.expired', 'approval.decided'] as const) expect(urls(event(type, { cardId: 'c1' }))).toEqual(['/api/cards/c1/approval']);
  });

  it('a withdrawal status: the withdrawals, that withdrawal and the balances', () => {
    expect(urls(event('withdrawal.status-changed', { id: 'wd-1' }))).toEqual([
      '/api/crypto/withdrawal',
      '/api/crypto/withdrawal/wd-1',
      '/api/accounts/balance',
      '/api/transactions/accounts',
      '/api/cards/source-accounts',
    ]);
  });

  it('a deposit or a balance change: balances and activity (and the card of a card deposit)', () => {
    expect(urls(event('balance.changed'))).toEqual(['/api/accounts/balance', '/api/transactions/accounts', '/api/cards/source-accounts']);
    expect(urls(event('deposit.credited'))).toEqual(['/api/accounts/balance', '/api/transactions/accounts', '/api/cards/source-accounts', '/api/cards']);
    expect(urls(event('deposit.credited', { payload: { cardId: 'c9' } }))).toContain('/api/cards/c9/deposit');
  });
});

describe('live invalidation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('follows the user’s stream and refreshes each affected query once per burst', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const statuses: boolean[] = [];
    const stop = startLiveInvalidation(queryClient, 'http://127.0.0.1:4010', 'usr 1', (isOpen) => statuses.push(isOpen));
    const source = FakeEventSource.instances[0];
    expect(source?.url).toBe('http://127.0.0.1:4010/api/simulator/events?userId=usr%201');
    source?.emit('open');
    expect(statuses).toEqual([true]);

    for (let i = 0; i < 1000; i++) source?.emit('card-transaction.created', event('card-transaction.created', { cardId: 'c1' }));
    source?.emit('balance.changed', event('balance.changed'));
    expect(invalidate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(INVALIDATION_WINDOW_MS);
    const refreshed = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(refreshed).toHaveLength(new Set(refreshed).size);
    expect(refreshed).toEqual(expect.arrayContaining(['/api/transactions/cards', '/api/cards', '/api/cards/c1/deposit', '/api/accounts/balance']));

    stop();
    expect(source?.closed).toBe(true);
  });
});
