import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { customFetch } from '@/api/fetcher';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { cardView, totp, type CardRecord } from '../../../../mock-server/testing';
import { CardControlsDialog } from './card-controls-dialog';

// Card controls: the dialog through what a user sees, against the stateful mock backend.

async function signIn() {
  await customFetch('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'demo@example.com', password: 'Demo-Passw0rd!' }) });
}
const demo = () => {
  const user = mockApp.store.find('users', (candidate) => candidate.email === 'demo@example.com');
  if (!user) throw new Error('no demo user');
  return user;
};
const activeDebit = (): CardRecord => {
  const card = mockApp.store.find('cards', (candidate) => candidate.userId === demo().id && candidate.model === 'debit' && candidate.status === 'active');
  if (!card) throw new Error('seed lacks the card');
  return card;
};
const withUsage = (card: CardRecord, daily: string, monthly: string): CardRecord => ({
  ...card,
  spending: { day: mockApp.clock.now().toISOString().slice(0, 10), daily, month: mockApp.clock.now().toISOString().slice(0, 7), monthly },
});
const render = (card: CardRecord, options: { hasMfa?: boolean; onClose?: () => void } = {}) =>
  renderWithProviders(<CardControlsDialog card={cardView(card, mockApp.clock.now())} hasMfa={options.hasMfa ?? false} open onClose={options.onClose ?? (() => {})} />);

describe('CardControlsDialog', () => {
  it('shows both limits with what was spent and what is left, and the four switches as they are', async () => {
    await signIn();
    const card = { ...withUsage(activeDebit(), '48.73', '612.40'), controls: { dailyLimit: '250.00', monthlyLimit: null, online: true, contactless: false, atm: true, foreignCurrency: true } };
    render(card);
    const dialog = screen.getByRole('dialog', { name: 'Card controls' });
    expect(within(dialog).getByRole('textbox', { name: 'Daily limit' })).toHaveValue('250.00');
    expect(within(dialog).getByText('Spent today: $48.73 · $201.27 left')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Monthly limit' })).toHaveValue('');
    expect(within(dialog).getByText('Spent this month: $612.40 · no limit')).toBeInTheDocument();
    expect(within(dialog).getByText("Leave a limit empty for none. Each can be at most the card's limit of $5,000.00.")).toBeInTheDocument();
    const switches = within(dialog).getByRole('group', { name: 'Allowed transactions' });
    expect(within(switches).getByRole('switch', { name: 'Online purchases' })).toBeChecked();
    expect(within(switches).getByRole('switch', { name: 'Contactless payments' })).not.toBeChecked();
    expect(within(switches).getByRole('switch', { name: 'ATM withdrawals' })).toBeChecked();
    expect(within(switches).getByRole('switch', { name: 'Foreign-currency transactions' })).toBeChecked();
    expect(within(dialog).queryByLabelText(/Authenticator code/)).not.toBeInTheDocument();
  });

  it('saves the limits and switches, says so and closes', async () => {
    await signIn();
    const onClose = vi.fn();
    const { user } = render(activeDebit(), { onClose });
    const dialog = screen.getByRole('dialog', { name: 'Card controls' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Daily limit' }), '100');
    await user.type(within(dialog).getByRole('textbox', { name: 'Monthly limit' }), '1500.5');
    await user.click(within(dialog).getByRole('switch', { name: 'ATM withdrawals' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Card controls saved')).toBeInTheDocument();
    expect(mockApp.store.get('cards', activeDebit().id)?.controls).toEqual({ dailyLimit: '100', monthlyLimit: '1500.5', online: true, contactless: true, atm: false, foreignCurrency: true });
  });

  it('names what is wrong with a limit under it and sends nothing', async () => {
    await signIn();
    const card = activeDebit();
    const { user } = render(card);
    const dialog = screen.getByRole('dialog', { name: 'Card controls' });
    const daily = within(dialog).getByRole('textbox', { name: 'Daily limit' });
    const monthly = within(dialog).getByRole('textbox', { name: 'Monthly limit' });
    await user.type(daily, '5000.01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText("Cannot be more than the card's limit of $5,000.00")).toBeInTheDocument();
    expect(daily).toHaveAttribute('aria-invalid', 'true');
    await user.clear(daily);
    await user.type(daily, '0');
    expect(within(dialog).getByText('Must be greater than 0')).toBeInTheDocument();
    await user.clear(daily);
    await user.type(daily, '300');
    await user.type(monthly, '200');
    expect(within(dialog).getByText('Cannot be more than the monthly limit')).toBeInTheDocument();
    // A third decimal or a minus sign is named under the field (and gives no limit).
    await user.clear(monthly);
    await user.type(monthly, '12.345');
    expect(monthly).toHaveAccessibleDescription('USD amounts have at most 2 decimals');
    await user.clear(monthly);
    await user.type(monthly, '-12');
    expect(monthly).toHaveAccessibleDescription('Enter an amount in digits, like 1,000.50');
    expect(mockApp.store.get('cards', card.id)?.controls).toEqual(card.controls);
  });

  it('asks a user with MFA for a code, refuses a wrong one and keeps the input, saves with a right one', async () => {
    await signIn();
    const secret = 'JBSWY3DPEHPK3PXP';
    mockApp.store.put('users', { ...demo(), mfaEnabled: true, mfaSecret: secret });
    const onClose = vi.fn();
    const { user } = render(activeDebit(), { hasMfa: true, onClose });
    const dialog = screen.getByRole('dialog', { name: 'Card controls' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Daily limit' }), '80');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();

    const code = within(dialog).getByRole('textbox', { name: /Authenticator code/ });
    const right = totp(secret, mockApp.clock.nowMs());
    await user.type(code, right === '000000' ? '111111' : '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid verification code')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Daily limit' })).toHaveValue('80');
    expect(code).toHaveValue('');

    await user.type(code, right);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mockApp.store.get('cards', activeDebit().id)?.controls?.dailyLimit).toBe('80');
  });

  it('starts from the card’s current controls each time it opens', async () => {
    await signIn();
    const card = activeDebit();
    const first = cardView(card, mockApp.clock.now());
    // As the server keeps what was sent: a limit saved from "75.00" may come back as "75"; the field shows 75.00.
    const saved = cardView({ ...card, controls: { dailyLimit: '75', monthlyLimit: null, online: false, contactless: true, atm: true, foreignCurrency: true } }, mockApp.clock.now());
    function Reopening() {
      const [round, setRound] = useState<'first' | 'closed' | 'again'>('first');
      return (
        <>
          <button type="button" onClick={() => setRound(round === 'first' ? 'closed' : 'again')}>
            next
          </button>
          <CardControlsDialog card={round === 'again' ? saved : first} open={round !== 'closed'} hasMfa={false} onClose={() => {}} />
        </>
      );
    }
    const { user } = renderWithProviders(<Reopening />);
    await user.type(screen.getByRole('textbox', { name: 'Daily limit' }), '999');
    // The dialog is modal: the test's own button is reached past it.
    fireEvent.click(screen.getByText('next'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByText('next'));
    const dialog = await screen.findByRole('dialog', { name: 'Card controls' });
    expect(within(dialog).getByRole('textbox', { name: 'Daily limit' })).toHaveValue('75.00');
    expect(within(dialog).getByRole('switch', { name: 'Online purchases' })).not.toBeChecked();
  });

  it('says why when the card is no longer active', async () => {
    await signIn();
    const card = activeDebit();
    const { user } = render(card);
    mockApp.store.put('cards', { ...card, status: 'frozen' });
    const dialog = screen.getByRole('dialog', { name: 'Card controls' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Card controls can be changed only while the card is active')).toBeInTheDocument();
  });
});
