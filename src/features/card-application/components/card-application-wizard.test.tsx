import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { customFetch } from '@/api/fetcher';
import { getGetCardsQueryKey } from '@/api/generated/endpoints/cards/cards';
import type { Card } from '@contract-kit/model';
import { usePlace } from '@/components/place-provider';
import { useCards } from '@/features/cards';
import { holdRequests } from '@/testing/hold-requests';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { cardView, type CardRecord } from '../../../../mock-server/testing';
import { CardApplicationWizard } from './card-application-wizard';

async function signIn(email: string, password: string) {
  await customFetch('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
}
const signInDemo = () => signIn('demo@example.com', 'Demo-Passw0rd!');
const signInNewcomer = () => signIn('newcomer@example.com', 'Newcomer-Passw0rd!');

const userId = (email: string) => mockApp.store.find('users', (user) => user.email === email)?.id ?? '';
function cardOf(email: string, predicate: (card: CardRecord) => boolean): CardRecord {
  const card = mockApp.store.find('cards', (candidate) => candidate.userId === userId(email) && predicate(candidate));
  if (!card) throw new Error('no such card');
  return card;
}
function putCard(card: CardRecord) {
  mockApp.store.put('cards', card);
  mockApp.store.flush();
}

/**
 * A page that opens the wizard as the cards panel does — by naming it in the place (the app's dialog host shows it):
 * its start button (the apply tile) shows once the card list has loaded or failed — `isEager` shows it at once — and
 * its resume button continues a card's application (the continue-application step's proceed).
 */
function Harness({ card, isEager = false }: { card?: Card; isEager?: boolean }) {
  const { openDialog } = usePlace();
  const cards = useCards();
  return (
    <>
      {isEager || !cards.isPending ? (
        <button type="button" onClick={() => openDialog({ dialog: 'apply' })}>
          start
        </button>
      ) : null}
      {card ? (
        <button type="button" onClick={() => openDialog({ dialog: 'apply', card: card.id })}>
          resume
        </button>
      ) : null}
    </>
  );
}

/** The wizard on its own, continuing `card` (whatever the card list says), as an owner that closes it. */
function DirectWizard({ card, onActivated }: { card: Card; onActivated?: (card: Card) => void }) {
  const [isOpen, setOpen] = useState(true);
  return <CardApplicationWizard request={{ kind: 'continue', card }} open={isOpen} onClose={() => setOpen(false)} onActivated={onActivated} />;
}

const stepText = (dialog: HTMLElement) => within(dialog).getByTestId('wizard-step');
type User = ReturnType<typeof renderWithProviders>['user'];

/** The credit of the demo user's seeded credit application once funded (its total required). */
const FUNDED_CREDIT = { limit: '1050.00', available: '1050.00', used: '0.00', current: '1050.00' };

/** The demo user's seeded credit application (pending its deposit), changed by `change` and stored. */
function changeDemoApplication(change: (application: CardRecord) => Partial<CardRecord>): CardRecord {
  const application = cardOf('demo@example.com', (card) => card.status === 'pending_deposit');
  const changed = { ...application, ...change(application) };
  putCard(changed);
  return changed;
}

/** The page once the card list has loaded (the start button decides from it). */
async function renderWithCards() {
  const view = renderWithProviders(<Harness />);
  await waitFor(() => expect(view.queryClient.getQueryData(getGetCardsQueryKey())).toBeDefined());
  return view;
}

/** Clicks the page's start button and returns the wizard it opens. */
async function openWizard(user: User): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: 'start' }));
  return screen.findByRole('dialog', { name: 'Apply for a card' });
}

/** Clicks the page's start button where the wizard must not open: the "unavailable" notice gives `reason` instead. */
async function expectUnavailable(user: User, reason: string) {
  await user.click(await screen.findByRole('button', { name: 'start' }));
  expect(await screen.findByText('Card application unavailable')).toBeInTheDocument();
  expect(screen.getByText(reason)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

/** Clicks the page's resume button for `card` (the wizard continues its application). */
async function resume(card: CardRecord): Promise<User> {
  const { user } = renderWithProviders(<Harness card={cardView(card)} />);
  await user.click(screen.getByRole('button', { name: 'resume' }));
  return user;
}

/** Opens the agreement viewer of the chosen model and closes it (then the wizard is interactive again). */
async function readAgreement(user: User, dialog: HTMLElement, model: 'Debit' | 'Credit') {
  await user.click(within(dialog).getByRole('button', { name: 'Read the cardholder agreement' }));
  const viewer = await screen.findByRole('dialog', { name: `${model} cardholder agreement` });
  await user.click(within(viewer).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: `${model} cardholder agreement` })).not.toBeInTheDocument());
}

/** At step 1: chooses the model, reads its agreement and accepts it (then Apply is enabled). */
async function chooseModel(user: User, dialog: HTMLElement, model: 'Debit' | 'Credit') {
  await user.click(within(dialog).getByRole('radio', { name: new RegExp(`^${model} card`) }));
  await readAgreement(user, dialog, model);
  await user.click(await within(dialog).findByRole('checkbox', { name: 'I have read and agree to the cardholder agreement' }));
}

describe('CardApplicationWizard (spec 02 §4)', () => {
  it('applies at step 1 only with a model and an agreement that was opened and closed', async () => {
    await signInNewcomer();
    const { user } = renderWithProviders(<Harness />);
    await waitFor(() => expect(mockApp.store.count('cards')).toBeGreaterThan(0));
    const dialog = await openWizard(user);
    expect(stepText(dialog)).toHaveTextContent('Step 1 of 4: Choose your card');
    expect(within(dialog).getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute('aria-valuenow', '25');

    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    const accept = within(dialog).getByRole('checkbox', { name: 'I have read and agree to the cardholder agreement' });
    expect(apply).toBeDisabled();
    expect(accept).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /^Debit card/ }));
    expect(accept).toBeDisabled();
    expect(within(dialog).getByText('Open and read the agreement before accepting it.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Read the cardholder agreement' }));
    const viewer = await screen.findByRole('dialog', { name: 'Debit cardholder agreement' });
    expect(within(viewer).getByTitle('Debit cardholder agreement')).toHaveAttribute('src', '/mock-pages/agreements/debit/en');
    await user.click(within(viewer).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Debit cardholder agreement' })).not.toBeInTheDocument());
    expect(accept).toBeEnabled();
    expect(apply).toBeDisabled();
    await user.click(accept);
    expect(apply).toBeEnabled();

    // Choosing the other model asks for its own agreement.
    await user.click(within(dialog).getByRole('radio', { name: /^Credit card/ }));
    expect(accept).not.toBeChecked();
    expect(accept).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /^Debit card/ }));
    await user.click(accept);

    await user.click(apply);
    expect(await screen.findByText('Your card application has been created. Verify your identity to continue.')).toBeInTheDocument();
    await waitFor(() => expect(stepText(dialog)).toHaveTextContent('Step 2 of 4: Verify your identity'));
    const created = cardOf('newcomer@example.com', (card) => card.model === 'debit');
    expect(created).toMatchObject({ status: 'pending_verification', funding: { requiredAmount: '125.00' } });
    expect(await within(dialog).findByText('Verification not started yet.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    // Back at step 2 stays at 2 (a minimum of 2).
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(stepText(dialog)).toHaveTextContent('Step 2 of 4');
  });

  it('opens the verification link, copies it and shows it as a QR code for a phone', async () => {
    await signInNewcomer();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderWithProviders(<Harness />);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const dialog = await openWizard(user);
    await chooseModel(user, dialog, 'Credit');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const start = await within(dialog).findByRole('button', { name: 'Start verification' });
    const card = cardOf('newcomer@example.com', (candidate) => candidate.model === 'credit');
    const path = `/mock-pages/verification/${card.id}`;
    await user.click(start);
    expect(open).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^https?://[^/]+${path}$`)), '_blank', 'noopener,noreferrer');
    const url = open.mock.calls[0]?.[0] as string;
    await user.click(within(dialog).getByRole('button', { name: 'Copy verification link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('URL copied')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue on your phone' }));
    const phone = await screen.findByRole('dialog', { name: 'Scan with your phone' });
    expect(within(phone).getByRole('img', { name: 'QR code of the verification link' })).toHaveAttribute('data-qr-value', url);
    expect(within(phone).getByRole('link', { name: 'Open in browser' })).toHaveAttribute('href', url);
    open.mockRestore();
  });

  it('locks a funded but unapproved application at step 2 with the under-review message', async () => {
    await signInDemo();
    const locked = changeDemoApplication((application) => ({ status: 'pending_verification', verification: { ...application.verification, status: 'under_review' }, credit: FUNDED_CREDIT }));
    await resume(locked);
    const dialog = await screen.findByRole('dialog', { name: 'Continue application' });
    await waitFor(() => expect(stepText(dialog)).toHaveTextContent('Step 2 of 4: Verify your identity'));
    expect(await within(dialog).findByText('Your identity verification is under review. We will let you know once it is complete.')).toBeInTheDocument();
    expect(await screen.findByText('Navigation disabled')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows the rejected message and keeps navigation locked', async () => {
    await signInDemo();
    const rejected = changeDemoApplication((application) => ({ status: 'pending_verification', verification: { ...application.verification, status: 'rejected' }, credit: FUNDED_CREDIT }));
    await resume(rejected);
    const dialog = await screen.findByRole('dialog', { name: 'Continue application' });
    expect(await within(dialog).findByText('Your identity verification was rejected. Please contact support.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Start verification' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it('continues an unfunded application at step 3, funds it from an account, then activates it with a name', async () => {
    await signInDemo();
    const application = cardOf('demo@example.com', (card) => card.status === 'pending_deposit');
    const onActivated = vi.fn();
    const { user, queryClient } = renderWithProviders(<DirectWizard card={cardView(application)} onActivated={onActivated} />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const dialog = await screen.findByRole('dialog', { name: 'Continue application' });
    await waitFor(() => expect(stepText(dialog)).toHaveTextContent('Step 3 of 4: Fund your card'));
    const summary = within(dialog).getByRole('region', { name: 'Funding requirements' });
    expect(summary).toHaveTextContent('Minimum stake$1,000.00');
    expect(summary).toHaveTextContent('Activation fee$50.00');
    // On chain (spec 02 §9): (1000 + 50) / (1 − 0.015) = 1065.98 to send, 15.98 of it the direct fee, as an amount.
    expect(summary).toHaveTextContent('On-chain deposit fee (1.5%)$15.98');
    expect(summary).toHaveTextContent('Total to send$1,065.98');
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(dialog).getByRole('tab', { name: 'Account balance' }));
    // From the account no direct fee is charged (the cardholder agreement): 1,050.00.
    expect(summary).toHaveTextContent('Total required$1,050.00');
    expect(summary).not.toHaveTextContent('deposit fee');
    // The USD account (800.00) cannot cover 1,050.00.
    expect(await within(dialog).findByText('Insufficient balance. Requested: 1050.00, Available: 800.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Source account' }));
    await user.click(await screen.findByRole('option', { name: /^USDT account/ }));
    // 1050.00 / 0.995 × 1.005 = 1060.552763… → 1060.552764 (6 decimals, up) → 1060.5528
    expect(await within(dialog).findByTestId('account-funding-cost')).toHaveTextContent('You pay about 1060.5528 USDT');
    await user.clear(within(dialog).getByRole('textbox', { name: /Amount \(USD\)/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Amount \(USD\)/ }), '0');
    expect(within(dialog).getByText('Please enter a valid deposit amount')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Amount \(USD\)/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Amount \(USD\)/ }), '1050.00');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm deposit' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Confirm deposit' }));
    expect(await screen.findByText('Funds have been transferred from your account to the credit card')).toBeInTheDocument();
    expect(await within(dialog).findByText('Your card is funded. Continue to activate it.')).toBeInTheDocument();
    // Funded, the form that asked for more is gone: no "Insufficient balance" under "Your card is funded".
    expect(within(dialog).queryByRole('button', { name: 'Confirm deposit' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Insufficient balance/)).not.toBeInTheDocument();
    const operation = mockApp.store.find('cardOperations', (op) => op.cardId === application.id);
    expect(operation?.reference).toMatch(/^STAKE_\d{13}$/);

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(stepText(dialog)).toHaveTextContent('Step 4 of 4: Activate your card');
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Activate card' }));
    expect(within(dialog).getByText('Card name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Card name/ }), 'x'.repeat(51));
    expect(within(dialog).getByText('Card name must be at most 50 characters')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Card name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Card name/ }), '  Demo Stake  ');
    await user.click(within(dialog).getByRole('button', { name: 'Activate card' }));
    await waitFor(() => expect(onActivated).toHaveBeenCalledWith(expect.objectContaining({ id: application.id, name: 'Demo Stake', status: 'active' })));
    expect(await screen.findByText('Card activated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Continue application' })).not.toBeInTheDocument());
    expect(invalidate).toHaveBeenCalled();
    expect(mockApp.store.get('cards', application.id)).toMatchObject({ status: 'active', name: 'Demo Stake' });
  });

  it('goes straight to step 4 for a card ready for activation', async () => {
    await signInDemo();
    await resume(changeDemoApplication(() => ({ status: 'pending_activation', credit: FUNDED_CREDIT })));
    const dialog = await screen.findByRole('dialog', { name: 'Continue application' });
    await waitFor(() => expect(stepText(dialog)).toHaveTextContent('Step 4 of 4: Activate your card'));
    expect(within(dialog).getByText('Your card is ready to activate')).toBeInTheDocument();
  });

  it('closing resets the wizard and refreshes the cards', async () => {
    await signInNewcomer();
    const { user, queryClient } = renderWithProviders(<Harness />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    let dialog = await openWizard(user);
    await user.click(within(dialog).getByRole('radio', { name: /^Debit card/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: getGetCardsQueryKey() });
    dialog = await openWizard(user);
    expect(within(dialog).getByRole('radio', { name: /^Debit card/ })).not.toBeChecked();
  });

  it('does not open when both models are pending, and says why', async () => {
    await signInDemo();
    const debit = cardOf('demo@example.com', (card) => card.model === 'debit' && card.status === 'active');
    putCard({ ...debit, id: 'pending-debit-application', status: 'pending_verification' });
    const { user } = await renderWithCards();
    await expectUnavailable(user, 'You have pending debit and credit card applications. Please complete them first.');
  });

  it('falls back to the default requirements when they cannot be fetched', async () => {
    await signInNewcomer();
    mockApp.services.faults.add({ operationId: 'getCardRequirements', status: 503 });
    const dialog = await openWizard(renderWithProviders(<Harness />).user);
    expect(within(dialog).getByText('Minimum deposit $100.00 plus an activation fee of $25.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Minimum stake $1,000.00 plus an activation fee of $50.00')).toBeInTheDocument();
  });

  it("shows the server's reason when the application fails", async () => {
    await signInNewcomer();
    mockApp.services.faults.add({ operationId: 'applyCard', status: 409, body: { success: false, message: 'You already have a pending debit card application' } });
    const { user } = renderWithProviders(<Harness />);
    const dialog = await openWizard(user);
    await chooseModel(user, dialog, 'Debit');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Application failed')).toBeInTheDocument();
    expect(screen.getByText('You already have a pending debit card application')).toBeInTheDocument();
    expect(stepText(dialog)).toHaveTextContent('Step 1 of 4');
  });

  it('says the card was not found when a continued application no longer exists', async () => {
    await signInDemo();
    const application = cardOf('demo@example.com', (card) => card.status === 'pending_deposit');
    renderWithProviders(<DirectWizard card={{ ...cardView(application), id: 'gone' }} />);
    expect(await screen.findByText('Card not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('CardApplicationWizard failures (spec 02 §8 "Card application")', () => {
  it('says the application failed with the default text when the server gives no reason', async () => {
    await signInNewcomer();
    mockApp.services.faults.add({ operationId: 'applyCard', status: 500, body: { success: false }, times: 1 });
    const { user } = renderWithProviders(<Harness />);
    const dialog = await openWizard(user);
    await chooseModel(user, dialog, 'Debit');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const toast = (await screen.findByText('Application failed')).closest('[role="alert"]') as HTMLElement;
    expect(toast).toHaveTextContent('Failed to create the card application');
    expect(within(dialog).getByRole('radio', { name: /^Debit card/ })).toBeChecked();
  });

  it('says the initialization failed when a continued application cannot be read', async () => {
    await signInDemo();
    const application = cardOf('demo@example.com', (card) => card.status === 'pending_deposit');
    mockApp.services.faults.add({ operationId: 'getCredit', status: 503, body: { success: false, message: 'Card service is busy' }, times: 1 });
    await resume(application);
    const toast = (await screen.findByText('Initialization failed')).closest('[role="alert"]') as HTMLElement;
    expect(toast).toHaveTextContent('Card service is busy');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the verification failed when its status cannot be read at step 2', async () => {
    await signInNewcomer();
    const { user } = renderWithProviders(<Harness />);
    const dialog = await openWizard(user);
    await chooseModel(user, dialog, 'Debit');
    mockApp.services.faults.add({ operationId: 'getVerificationInfo', status: 503, body: { success: false, message: 'Identity provider unavailable' }, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const toast = (await screen.findByText('Identity provider unavailable')).closest('[role="alert"]') as HTMLElement;
    expect(toast).toHaveTextContent('Verification failed');
    expect(toast).toHaveAttribute('data-toast-variant', 'destructive');
    expect(stepText(dialog)).toHaveTextContent('Step 2 of 4');
  });

  it("says the activation failed with the server's reason and keeps the name", async () => {
    await signInDemo();
    const ready = changeDemoApplication(() => ({ status: 'pending_activation', credit: FUNDED_CREDIT }));
    mockApp.services.faults.add({ operationId: 'activateCardNew', status: 422, body: { success: false, message: 'Card issuer rejected the activation' }, times: 1 });
    const user = await resume(ready);
    const dialog = await screen.findByRole('dialog', { name: 'Continue application' });
    await waitFor(() => expect(stepText(dialog)).toHaveTextContent('Step 4 of 4'));
    await user.type(within(dialog).getByRole('textbox', { name: /Card name/ }), 'Travel');
    await user.click(within(dialog).getByRole('button', { name: 'Activate card' }));
    const toast = (await screen.findByText('Activation failed')).closest('[role="alert"]') as HTMLElement;
    expect(toast).toHaveTextContent('Card issuer rejected the activation');
    expect(within(dialog).getByRole('textbox', { name: /Card name/ })).toHaveValue('Travel');
  });

  it('does not open with the debit limit reached and a pending credit application, and says why', async () => {
    await signInDemo();
    const frozen = cardOf('demo@example.com', (card) => card.status === 'frozen');
    putCard({ ...frozen, status: 'active' });
    const { user } = await renderWithCards();
    await expectUnavailable(user, 'You have reached the debit card limit and have a pending credit card application.');
  });

  it('says applying is currently unavailable when the cards cannot be loaded', async () => {
    await signInDemo();
    mockApp.services.faults.add({ operationId: 'getCards', status: 503, body: { success: false, message: 'Card service is busy' } });
    const { user, queryClient } = renderWithProviders(<Harness />);
    await waitFor(() => expect(queryClient.getQueryState(getGetCardsQueryKey())?.status).toBe('error'));
    await expectUnavailable(user, 'Card application is currently unavailable. Please try again later.');
  });

  it('waits for the cards being read before it decides (a link that names the wizard)', async () => {
    await signInNewcomer();
    const held = holdRequests('/api/cards', 'GET');
    try {
      const { user } = renderWithProviders(<Harness isEager />);
      await user.click(screen.getByRole('button', { name: 'start' }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByText('Card application unavailable')).not.toBeInTheDocument();
    } finally {
      held.restore();
    }
    expect(await screen.findByRole('dialog', { name: 'Apply for a card' })).toBeInTheDocument();
  });

  it('says applying is not available before the cards are known', async () => {
    await signInDemo();
    // Without a connection the cards cannot be read (their query waits for it): nothing decides that applying is allowed.
    onlineManager.setOnline(false);
    try {
      const { user } = renderWithProviders(<Harness isEager />);
      await expectUnavailable(user, 'Card application is not available.');
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('offers no 11th debit card, and with a pending credit application asks to complete it first', async () => {
    await signInDemo();
    const frozen = cardOf('demo@example.com', (card) => card.status === 'frozen');
    for (let index = 0; index < 9; index++) mockApp.store.put('cards', { ...frozen, id: `terminated-debit-${index}`, status: 'terminated' });
    mockApp.store.flush();
    let view = renderWithProviders(<Harness />);
    await expectUnavailable(view.user, 'Please complete your pending applications first.');
    view.unmount();

    const pendingCredit = cardOf('demo@example.com', (card) => card.status === 'pending_deposit');
    putCard({ ...pendingCredit, status: 'active' });
    view = renderWithProviders(<Harness />);
    const dialog = await openWizard(view.user);
    expect(within(dialog).getByRole('radio', { name: /^Debit card/ })).toBeDisabled();
    expect(within(dialog).getByText('This card type is currently unavailable')).toBeInTheDocument();
  });

  it('names why a model cannot be chosen: a pending credit application, the debit limit, a pending debit application', async () => {
    await signInDemo();
    const pendingCredit = cardOf('demo@example.com', (card) => card.status === 'pending_deposit');
    let view = await renderWithCards();
    let dialog = await openWizard(view.user);
    expect(within(dialog).getByRole('radio', { name: /^Credit card/ })).toBeDisabled();
    expect(within(dialog).getByText('You have a pending credit card application')).toBeInTheDocument();
    view.unmount();

    // Two active debit cards, no pending credit application.
    const frozen = cardOf('demo@example.com', (card) => card.status === 'frozen');
    putCard({ ...frozen, status: 'active' });
    putCard({ ...pendingCredit, status: 'active' });
    view = await renderWithCards();
    dialog = await openWizard(view.user);
    expect(within(dialog).getByRole('radio', { name: /^Debit card/ })).toBeDisabled();
    expect(within(dialog).getByText('Debit card limit reached')).toBeInTheDocument();
    view.unmount();

    // A pending debit application.
    putCard({ ...frozen, status: 'pending_verification' });
    view = await renderWithCards();
    dialog = await openWizard(view.user);
    expect(within(dialog).getByText('You have a pending debit card application')).toBeInTheDocument();
  });
});
