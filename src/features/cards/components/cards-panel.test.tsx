import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlaceProvider } from '@/components/place-provider';
import { formatUsd } from '@contract-kit/money';
import { mockApp } from '@/testing/mock-backend';
import { PlaceProbe, readPlace } from '@/testing/place-probe';
import { renderWithProviders } from '@/testing/render';
import type { CardRecord } from '../../../../mock-server/testing';
import { CardsPanel } from './cards-panel';
import { demoCard, demoId, signInDemo } from '@/testing/demo-user';
import { setWindowSize } from '@/testing/window-size';

const usd = (value: string) => formatUsd(value, 'en');
const slideOf = (card: CardRecord) => screen.getAllByRole('group').find((slide) => slide.querySelector(`[data-card-id="${card.id}"]`)) as HTMLElement;

async function openMenu(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Card control' }));
  return screen.findByRole('menu');
}

describe('CardsPanel (spec 02 §2)', () => {
  it('shows the debit cards first, auto-selects the first one and its amounts', async () => {
    await signInDemo();
    const debit = demoCard((card) => card.model === 'debit' && card.status === 'active');
    renderWithProviders(<CardsPanel />);
    expect(screen.getByText('Loading cards...')).toBeInTheDocument();
    const slide = await waitFor(() => slideOf(debit));
    expect(slide).toHaveAttribute('aria-current', 'true');
    expect(within(slide).getByLabelText(`Card number ending in ${debit.lastFourDigits}`)).toHaveTextContent(`•••• •••• •••• ${debit.lastFourDigits}`);
    expect(within(slide).getByText('Available').nextSibling).toHaveTextContent(usd(debit.deposit.available));
    expect(within(slide).getByText('Used')).toBeInTheDocument();
    expect(within(slide).getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    // The frozen debit card: Current and its status, and no eye button.
    const frozen = slideOf(demoCard((card) => card.status === 'frozen'));
    expect(within(frozen).getByText('Current')).toBeInTheDocument();
    expect(within(frozen).queryByRole('button', { name: 'Show card details' })).not.toBeInTheDocument();
    expect(screen.getByTestId('apply-card-tile')).toBeEnabled();
  });

  it('shows the credit cards on the credit tab with Limit, Credit and Outstanding', async () => {
    await signInDemo();
    const credit = demoCard((card) => card.model === 'credit' && card.physicalStatus === 'fulfilled');
    const { user } = renderWithProviders(<CardsPanel />);
    await user.click(await screen.findByRole('tab', { name: 'Credit' }));
    const slide = slideOf(credit);
    expect(slide).toHaveAttribute('aria-current', 'true');
    expect(within(slide).getByText('Limit').nextSibling).toHaveTextContent(usd(credit.credit.limit));
    expect(within(slide).getByText('Credit').nextSibling).toHaveTextContent(usd(credit.credit.available));
    expect(within(slide).getByText('Outstanding').nextSibling).toHaveTextContent(usd(credit.credit.used));
    expect(within(slide).getByRole('img', { name: 'Mastercard' })).toBeInTheDocument();
  });

  it('shows a retry when the cards cannot be loaded, and loads them on retry', async () => {
    await signInDemo();
    mockApp.services.faults.add({ operationId: 'getCards', status: 500, body: { success: false, message: 'Internal error' } });
    const { user } = renderWithProviders(<CardsPanel />);
    expect(await screen.findByText(/Failed to load cards/)).toHaveTextContent('Failed to load cards: Internal error');
    mockApp.services.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Cards' })).toBeInTheDocument();
  });

  it('offers the actions of the active debit card; each opens its dialog by naming it, with the card, in the place', async () => {
    await signInDemo();
    const debit = demoCard((card) => card.model === 'debit' && card.status === 'active');
    const { user } = renderWithProviders(
      <>
        <CardsPanel />
        <PlaceProbe />
      </>,
    );
    const menu = await openMenu(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View statements', 'PaySafe', 'Deposit', 'Order physical card', 'Spending insights', 'Card controls', 'Freeze card']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Deposit' }));
    expect(readPlace(screen.getByTestId('place'))).toEqual({ dialog: 'card-deposit', card: debit.id });
    const deposit = await screen.findByRole('dialog', { name: `Deposit to card •••• ${debit.lastFourDigits}` });
    await user.click(within(deposit).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Closing goes back to where the user was before (the first card, selected by default: not named).
    expect(readPlace(screen.getByTestId('place'))).toEqual({});
    await user.click(await screen.findByRole('button', { name: 'Card control' }));
    await user.click(screen.getByRole('menuitem', { name: 'Order physical card' }));
    expect(readPlace(screen.getByTestId('place'))).toEqual({ dialog: 'order-physical-card', card: debit.id });
    expect(await screen.findByRole('dialog', { name: /physical card/i })).toBeInTheDocument();
  });

  it('keeps the type tab and the selected card in the place', async () => {
    await signInDemo();
    const credits = mockApp.store.list('cards').filter((card) => card.userId === demoId() && card.model === 'credit');
    const { user } = renderWithProviders(
      <>
        <CardsPanel />
        <PlaceProbe />
      </>,
    );
    await user.click(await screen.findByRole('tab', { name: 'Credit' }));
    expect(readPlace(screen.getByTestId('place'))).toEqual({ type: 'credit' });
    await user.click(screen.getByRole('button', { name: 'Next card' }));
    expect(readPlace(screen.getByTestId('place'))).toEqual({ card: credits[1]?.id });
  });

  it('shows repay with the outstanding amount, or disabled as ineligible', async () => {
    await signInDemo();
    const used = demoCard((card) => card.physicalStatus === 'fulfilled').credit.used;
    const { user } = renderWithProviders(<CardsPanel />);
    await user.click(await screen.findByRole('tab', { name: 'Credit' }));
    let menu = await openMenu(user);
    expect(within(menu).getByRole('menuitem', { name: /Repay/ })).toHaveTextContent(`RepayOutstanding ${usd(used)}`);
    expect(within(menu).getByRole('menuitem', { name: 'Change PIN' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Next card' }));
    menu = await openMenu(user);
    const repay = within(menu).getByRole('menuitem', { name: /Repay/ });
    expect(repay).toHaveTextContent('RepayIneligible');
    expect(repay).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Activate physical card' })).toBeInTheDocument();
  });

  it('continues an application after the 1.2 s analysing step with its status text', async () => {
    await signInDemo();
    const application = demoCard((card) => card.status === 'pending_deposit');
    const { user } = renderWithProviders(
      <>
        <CardsPanel />
        <PlaceProbe />
      </>,
    );
    await user.click(await screen.findByRole('tab', { name: 'Credit' }));
    await user.click(screen.getByRole('button', { name: 'Next card' }));
    await user.click(screen.getByRole('button', { name: 'Next card' }));
    const menu = await openMenu(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Continue application']);
    const started = performance.now();
    await user.click(within(menu).getByRole('menuitem', { name: 'Continue application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Continue application' });
    expect(dialog).toHaveTextContent('Application status: Pending funding');
    expect(dialog).toHaveTextContent('Analysing your application...');
    // Then the wizard continues the application (the analysing step's place gives way to the wizard's).
    // (The global 10 s wait: the step's lower bound is what the test measures; a loaded machine only makes it later.)
    await waitFor(() => expect(readPlace(screen.getByTestId('place'))).toMatchObject({ dialog: 'apply', card: application.id }));
    expect(performance.now() - started).toBeGreaterThanOrEqual(1150);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Continue application' })).toHaveTextContent(/Step \d of 4/));
  });

  it('hides the menu for 1 s when an action fails', async () => {
    await signInDemo();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The page cannot be changed (here: the history refuses every move).
    const broken = {
      place: {},
      dialogDepth: 0,
      navigate: () => {
        throw new Error('boom');
      },
      go: () => undefined,
      reload: () => undefined,
    };
    const { user } = renderWithProviders(
      <PlaceProvider history={broken}>
        <CardsPanel />
      </PlaceProvider>,
    );
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Deposit' }));
    expect(screen.queryByRole('button', { name: 'Card control' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Card control' }, { timeout: 2000 })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('opens the application wizard from the apply tile, and disables the tile with pending applications on both types', async () => {
    await signInDemo();
    const { user, unmount } = renderWithProviders(
      <>
        <CardsPanel />
        <PlaceProbe />
      </>,
    );
    await user.click(await screen.findByTestId('apply-card-tile'));
    expect(readPlace(screen.getByTestId('place'))).toEqual({ dialog: 'apply' });
    unmount();
    const debit = demoCard((card) => card.status === 'frozen');
    mockApp.store.put('cards', { ...debit, status: 'pending_verification' });
    renderWithProviders(<CardsPanel />);
    const tile = await screen.findByTestId('apply-card-tile');
    expect(tile).toBeDisabled();
    expect(tile).toHaveTextContent('Complete pending applications first');
  });

  it('freezes a card after confirmation and shows the server message when it cannot', async () => {
    await signInDemo();
    const debit = demoCard((card) => card.model === 'debit' && card.status === 'active');
    const { user } = renderWithProviders(<CardsPanel />);
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Freeze card' }));
    let dialog = await screen.findByRole('dialog', { name: 'Freeze card' });
    expect(dialog).toHaveTextContent(`card ending in ${debit.lastFourDigits}`);
    mockApp.services.faults.add({ operationId: 'freezeCard', status: 409, body: { success: false, message: 'Card is already frozen', code: 'AlreadyFrozen' }, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Freeze card' }));
    expect(await within(dialog).findByText('Card is already frozen')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Freeze card' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Freeze card' })).not.toBeInTheDocument());
    expect(mockApp.store.get('cards', debit.id)?.status).toBe('frozen');
    expect(within(slideOf(debit)).getAllByText('Frozen').length).toBeGreaterThan(0);
    expect(await screen.findByText('Card frozen')).toBeInTheDocument();
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Unfreeze card' }));
    dialog = await screen.findByRole('dialog', { name: 'Unfreeze card' });
    await user.click(within(dialog).getByRole('button', { name: 'Unfreeze card' }));
    await waitFor(() => expect(mockApp.store.get('cards', debit.id)?.status).toBe('active'));
  });

  it('reveals an active card’s details and keeps nothing of them once hidden', async () => {
    await signInDemo();
    const debit = demoCard((card) => card.model === 'debit' && card.status === 'active');
    const { pan, expiry } = debit.credentials;
    const cvv = mockApp.services.cvvOf(pan, expiry);
    const { user, queryClient, unmount } = renderWithProviders(<CardsPanel />);
    const slide = await waitFor(() => slideOf(debit));
    await user.click(within(slide).getByRole('button', { name: 'Show card details' }));
    expect(await within(slide).findByTestId('card-number')).toHaveTextContent(pan.replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(within(slide).getByTestId('card-expiry')).toHaveTextContent(expiry);
    expect(within(slide).getByTestId('card-cvv')).toHaveTextContent(cvv);
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.state.data),
      ),
    ).not.toContain(pan);

    await user.click(within(slide).getByRole('button', { name: 'Hide card details' }));
    expect(within(slide).getByTestId('card-number')).toHaveTextContent(`•••• •••• •••• ${debit.lastFourDigits}`);
    expect(document.body.textContent).not.toContain(pan);
    const held = () =>
      JSON.stringify(
        queryClient
          .getMutationCache()
          .getAll()
          .map((mutation) => mutation.state.data ?? null),
      );
    expect(held()).not.toContain(pan);
    expect(JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })).not.toContain(pan);

    await user.click(within(slide).getByRole('button', { name: 'Show card details' }));
    await within(slide).findByTestId('card-cvv');
    unmount();
    await waitFor(() => expect(held()).not.toContain(pan));
  });

  it("says 'Failed to fetch card credentials: …' with the server's message, or 'Failed to fetch credentials'", async () => {
    await signInDemo();
    const debit = demoCard((card) => card.model === 'debit' && card.status === 'active');
    mockApp.services.faults.add({ operationId: 'getCredentials', status: 503, body: { success: false, message: 'Card vault unavailable' }, times: 1 });
    mockApp.services.faults.add({ operationId: 'getCredentials', status: 500, body: { success: false }, times: 1 });
    const { user } = renderWithProviders(<CardsPanel />);
    const slide = await waitFor(() => slideOf(debit));
    await user.click(within(slide).getByRole('button', { name: 'Show card details' }));
    const first = (await screen.findByText('Failed to fetch card credentials: Card vault unavailable')).closest('[role="alert"]') as HTMLElement;
    expect(first).toHaveTextContent('Error');
    expect(first).toHaveAttribute('data-toast-variant', 'destructive');
    expect(within(slide).getByTestId('card-number')).toHaveTextContent(`•••• •••• •••• ${debit.lastFourDigits}`);
    await user.click(within(slide).getByRole('button', { name: 'Show card details' }));
    expect(await screen.findByText('Failed to fetch card credentials: Failed to fetch credentials')).toBeInTheDocument();
  });

  it("says 'Action failed' when freezing fails without a message", async () => {
    await signInDemo();
    const { user } = renderWithProviders(<CardsPanel />);
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Freeze card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Freeze card' });
    mockApp.services.faults.add({ operationId: 'freezeCard', status: 500, body: { success: false }, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Freeze card' }));
    expect(await within(dialog).findByText('Action failed')).toBeInTheDocument();
  });

  it('uses a dropdown instead of the carousel on small screens', async () => {
    setWindowSize(390);
    await signInDemo();
    const frozen = demoCard((card) => card.status === 'frozen');
    const { user } = renderWithProviders(<CardsPanel />);
    const select = await screen.findByRole('combobox', { name: 'Select card' });
    expect(screen.queryByRole('region', { name: 'Cards' })).not.toBeInTheDocument();
    await user.click(select);
    await user.click(screen.getByRole('option', { name: new RegExp(`${frozen.lastFourDigits} · Frozen`) }));
    expect(await screen.findByLabelText(`Card number ending in ${frozen.lastFourDigits}`)).toBeInTheDocument();
    const menu = await openMenu(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Shipping status', 'Unfreeze card']);
  });
});
