import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SimulatorProvider } from '../hooks/use-simulator';
import { SimulatorIntlProvider } from '../lib/messages';
import { EventStreamPanel } from './event-stream-panel';

/** An EventSource the test feeds: the panel's stream, without a server. */
class FakeEventSource {
  static readonly OPEN = 1;
  static last: FakeEventSource | undefined;
  readyState = FakeEventSource.OPEN;
  private listeners = new Map<string, ((message: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (message: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {}
  emit(event: { type: string; at: string; userId?: string; payload: Record<string, unknown> }) {
    for (const listener of this.listeners.get(event.type) ?? []) listener(new MessageEvent(event.type, { data: JSON.stringify(event) }));
  }
}

const balances = (usdt: string) => ({
  BTC: { amount: '0.05', accountId: 'a-btc' },
  ETH: { amount: '1.5', accountId: 'a-eth' },
  LOOK: { amount: '50000', accountId: 'a-look' },
  USD: { amount: '800', accountId: 'a-usd' },
  USDC: { amount: '1200', accountId: 'a-usdc' },
  USDT: { amount: usdt, accountId: 'a-usdt' },
});

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.last = undefined;
});

function renderPanel() {
  vi.stubGlobal('EventSource', FakeEventSource);
  renderWithProviders(
    <SimulatorIntlProvider>
      <SimulatorProvider>
        <EventStreamPanel />
      </SimulatorProvider>
    </SimulatorIntlProvider>,
  );
  const source = FakeEventSource.last;
  if (!source) throw new Error('the panel opened no event stream');
  return source;
}

const summaries = () =>
  within(screen.getByTestId('simulator-events'))
    .getAllByRole('listitem')
    .map((item) => item.lastElementChild?.textContent);

describe('EventStreamPanel: balance.changed', () => {
  it('shows the balance that changed first, against the previous balances of the same user', () => {
    const source = renderPanel();
    act(() => source.emit({ type: 'balance.changed', at: '2026-12-01T10:00:00.000Z', userId: 'u1', payload: { balances: balances('2500') } }));
    act(() => source.emit({ type: 'balance.changed', at: '2026-12-01T10:05:00.000Z', userId: 'u1', payload: { balances: balances('2487.5') } }));
    const [newest] = summaries();
    expect(newest).toBe('USDT 2487.5 · BTC 0.05 · ETH 1.5 · LOOK 50000');
  });

  it('shows the currency its withdrawal names first when the stream has no earlier balances of the user', () => {
    const source = renderPanel();
    const at = '2026-12-01T10:00:00.000Z';
    act(() => source.emit({ type: 'withdrawal.status-changed', at, userId: 'u1', payload: { status: 'failed', amount: '12.5', currency: { symbol: 'USDT' } } }));
    act(() => source.emit({ type: 'balance.changed', at, userId: 'u1', payload: { balances: balances('2500') } }));
    expect(summaries()[0]).toMatch(/^USDT 2500 · /);
  });

  it('hides no balance when nothing says which one changed', () => {
    const source = renderPanel();
    act(() => source.emit({ type: 'balance.changed', at: '2026-12-01T10:00:00.000Z', userId: 'u1', payload: { balances: balances('2500') } }));
    expect(summaries()[0]).toContain('USDT 2500');
  });
});
