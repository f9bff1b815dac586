import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '@/api/generated/endpoints/auth/auth';
import { simulateCardTransaction } from '@/api/generated/endpoints/simulator/simulator';
import type * as PaySafeModule from '@/features/paysafe';
import type { LiveEvent } from '@/features/paysafe';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { CardTransactionHistory } from './card-transaction-history';

// The shared event stream is development-only and jsdom has no EventSource: capture the subscription instead.
const listeners = new Set<(event: LiveEvent) => void>();
const subscriptions: string[] = [];
vi.mock('@/features/paysafe', async (importOriginal) => {
  const original = await importOriginal<typeof PaySafeModule>();
  return {
    ...original,
    subscribeToLiveEvents: (userId: string, listener: (event: LiveEvent) => void) => {
      subscriptions.push(userId);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});

afterEach(() => {
  listeners.clear();
  subscriptions.length = 0;
});

describe('CardTransactionHistory live updates (development event stream)', () => {
  it('shows a transaction announced by card-transaction.created without a manual refresh, and unsubscribes on unmount', async () => {
    await login({ email: 'demo@example.com', password: 'Demo-Passw0rd!' });
    const demo = mockApp.store.find('users', (user) => user.email === 'demo@example.com');
    const card = mockApp.store.find('cards', (candidate) => candidate.userId === demo?.id && candidate.model === 'debit' && candidate.status === 'active');
    if (!demo || !card) throw new Error('seed lacks the demo debit card');
    const { unmount } = renderWithProviders(<CardTransactionHistory />);
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    await waitFor(() => expect(subscriptions).toEqual([demo.id]));
    const before = screen.getByTestId('card-balance-summary').textContent;

    const created = await simulateCardTransaction({ cardId: card.id, type: 'purchase', amount: '18.40', merchant: { name: 'Tartine Bakery', city: 'San Francisco', country: 'US' } });
    expect(within(table).queryByText('Tartine Bakery')).not.toBeInTheDocument();
    for (const listener of listeners) listener({ type: 'card-transaction.created', at: created.transactionDate, userId: demo.id, cardId: card.id, id: created.id, payload: {} });

    const row = await screen.findByText('Tartine Bakery', {}, { timeout: 5000 });
    expect(row.closest('tr')).toHaveAttribute('data-transaction-id', created.id);
    await waitFor(() => expect(screen.getByTestId('card-balance-summary').textContent).not.toBe(before));

    unmount();
    expect(listeners.size).toBe(0);
  });
});
