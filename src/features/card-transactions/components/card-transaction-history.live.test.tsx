import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { login } from '@/api/generated/endpoints/auth/auth';
import { simulateCardTransaction } from '@/api/generated/endpoints/simulator/simulator';
import { refreshAfterEvent } from '@/api/refreshes';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { CardTransactionHistory } from './card-transaction-history';

describe('CardTransactionHistory live updates (the refresh table’s row of card-transaction.created)', () => {
  it('shows a transaction the event announces without a manual refresh, with the card’s new balance', async () => {
    await login({ email: 'demo@example.com', password: 'Demo-Passw0rd!' });
    const demo = mockApp.store.find('users', (user) => user.email === 'demo@example.com');
    const card = mockApp.store.find('cards', (candidate) => candidate.userId === demo?.id && candidate.model === 'debit' && candidate.status === 'active');
    if (!demo || !card) throw new Error('seed lacks the demo debit card');
    const { queryClient } = renderWithProviders(<CardTransactionHistory />);
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const before = screen.getByTestId('card-balance-summary').textContent;

    const created = await simulateCardTransaction({ cardId: card.id, type: 'purchase', amount: '18.40', merchant: { name: 'Tartine Bakery', city: 'San Francisco', country: 'US' } });
    expect(within(table).queryByText('Tartine Bakery')).not.toBeInTheDocument();
    // What the live-updates feature does with the event (development only: the stream is the mock server's).
    await refreshAfterEvent(queryClient, { type: 'card-transaction.created', cardId: card.id, id: created.id });

    const row = await screen.findByText('Tartine Bakery', {}, { timeout: 5000 });
    expect(row.closest('tr')).toHaveAttribute('data-transaction-id', created.id);
    await waitFor(() => expect(screen.getByTestId('card-balance-summary').textContent).not.toBe(before));
  });
});
