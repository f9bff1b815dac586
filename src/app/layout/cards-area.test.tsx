import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customFetch } from '@/api/fetcher';
import { renderWithProviders } from '@/testing/render';
import { CardsArea } from './cards-area';

async function signIn(email: string, password: string) {
  await customFetch('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
}

async function openMenu(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Card control' }));
  return screen.getByRole('menu');
}

describe('CardsArea: the cards panel wired to the card dialogs', () => {
  it('opens the application wizard from the apply tile', async () => {
    await signIn('newcomer@example.com', 'Newcomer-Passw0rd!');
    const { user } = renderWithProviders(<CardsArea />);
    await user.click((await screen.findAllByTestId('apply-card-tile'))[0] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Apply for a card' })).toBeInTheDocument();
  });

  it('opens deposit, its way back (withdraw), and the physical card order from the card menu', async () => {
    await signIn('demo@example.com', 'Demo-Passw0rd!');
    const { user } = renderWithProviders(<CardsArea />);
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Deposit' }));
    const deposit = await screen.findByRole('dialog', { name: /^Deposit to card/ });
    await user.click(within(deposit).getByRole('button', { name: 'Withdraw to USD balance' }));
    expect(await screen.findByRole('dialog', { name: /^Withdraw from card/ })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog', { name: /^Withdraw from card/ })).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Order physical card' }));
    expect(await screen.findByRole('dialog', { name: /^Order a physical card for/ })).toBeInTheDocument();
  });

  it('opens the statements modal from the menu and offers repay on the credit tab', async () => {
    await signIn('demo@example.com', 'Demo-Passw0rd!');
    const { user } = renderWithProviders(<CardsArea />);
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'View statements' }));
    const statements = await screen.findByRole('dialog', { name: 'Card Statements' });
    expect(await within(statements).findByText(/Page 1 of \d+ \(\d+ total\)/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'Card Statements' }));
    await user.click(screen.getByRole('tab', { name: 'Credit' }));
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: /^Repay/ }));
    expect(await screen.findByRole('dialog', { name: /^Repay card/ })).toBeInTheDocument();
  });
});
