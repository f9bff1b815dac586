import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { customFetch } from '@/api/fetcher';
import { getGetCardsQueryKey } from '@/api/generated/endpoints/cards/cards';
import type { Card } from '@/api/generated/model';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { cardView, type CardRecord } from '../../../../mock-server/store/records/cards';
import { useCardApplication } from '../hooks/use-card-application';

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

/** A page that owns the wizard like the cards area does. */
function Harness({ card, onActivated }: { card?: Card; onActivated?: (card: Card) => void }) {
  const application = useCardApplication({ onActivated });
  return (
    <>
      <button type="button" onClick={() => application.start()}>
        start
      </button>
      {card ? (
        <button type="button" onClick={() => application.resume(card)}>
          resume
        </button>
      ) : null}
      {application.element}
    </>
  );
}

const stepText = (dialog: HTMLElement) => within(dialog).getByTestId('wizard-step');

/** Opens the agreement viewer of the chosen model and closes it (then the wizard is interactive again). */
async function readAgreement(user: ReturnType<typeof renderWithProviders>['user'], dialog: HTMLElement, model: 'Debit' | 'Credit') {
  await user.click(within(dialog).getByRole('button', { name: 'Read the cardholder agreement' }));
  const viewer = await screen.findByRole('dialog', { name: `${model} cardholder agreement` });
  await user.click(within(viewer).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: `${model} cardholder agreement` })).not.toBeInTheDocument());
}

describe('CardApplicationWizard (spec 02 §4)', () => {
  it('applies at step 1 only with a model and an agreement that was opened and closed', async () => {
    await signInNewcomer();
    const { user } = renderWithProviders(<Harness />);
    await waitFor(() => expect(mockApp.store.count('cards')).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for a card' });
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
    expect(created).toMatchObject({ status: 'pending_verification', funding: { requiredAmount: '127.55' } });
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
    await user.click(screen.getByRole('button', { name: 'start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for a card' });
    await user.click(within(dialog).getByRole('radio', { name: /^Credit card/ }));
    await readAgreement(user, dialog, 'Credit');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'I have read and agree to the cardholder agreement' }));
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
    const application = cardOf('demo@example.com', (card) => card.status === 'pending_deposit');
    const locked: CardRecord = {
      ...application,
      status: 'pending_verification',
      verification: { ...application.verification, status: 'under_review' },
      credit: { limit: '1065.98', available: '1065.98', used: '0.00', current: '1065.98' },
    };
    putCard(locked);
    const { user } = renderWithProviders(<Harness card={cardView(locked)} />);
    await user.click(screen.getByRole('button', { name: 'resume' }));
    const dialog = await screen.findByRole('dialog', { name: 'Continue application' });
    await waitFor(() => expect(stepText(dialog)).toHaveTextContent('Step 2 of 4: Verify your identity'));
    expect(await within(dialog).findByText('Your identity verification is under review. We will let you know once it is complete.')).toBeInTheDocument();
    expect(await screen.findByText('Navigation disabled')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows the rejected message and keeps navigation locked', async () => {
    await signInDemo();
    const application = cardOf('demo@example.com', (card) => card.status === 'pending_deposit');
    const rejected: CardRecord = { ...application, status: 'pending_verification', verification: { ...application.verification, status: 'rejected' }, credit: { limit: '1065.98', available: '1065.98', used: '0.00', current: '1065.98' } };
    putCard(rejected);
    const { user } = renderWithProviders(<Harness card={cardView(rejected)} />);
    await user.click(screen.getByRole('button', { name: 'resume' }));
    const dialog = await screen.findByRole('dialog', { name: 'Continue application' });
    expect(await within(dialog).findByText('Your identity verification was rejected. Please contact support.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Start verification' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it('continues an unfunded application at step 3, funds it from an account, then activates it with a name', async () => {
    await signInDemo();
    const application = cardOf('demo@example.com', (card) => card.status === 'pending_deposit');
    const onActivated = vi.fn();
    const { user, queryClient } = renderWithProviders(<Harness card={cardView(application)} onActivated={onActivated} />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(screen.getByRole('button', { name: 'resume' }));
    const dialog = await screen.findByRole('dialog', { name: 'Continue application' });
    await waitFor(() => expect(stepText(dialog)).toHaveTextContent('Step 3 of 4: Fund your card'));
    const summary = within(dialog).getByRole('region', { name: 'Funding requirements' });
    expect(summary).toHaveTextContent('Minimum stake$1,000.00');
    expect(summary).toHaveTextContent('Activation fee$50.00');
    expect(summary).toHaveTextContent('Direct funding fee1.5%');
    expect(summary).toHaveTextContent('Total required$1,065.98');
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(dialog).getByRole('tab', { name: 'Account balance' }));
    // The USD account (800.00) cannot cover 1,065.98.
    expect(await within(dialog).findByText('Insufficient balance. Requested: 1065.98, Available: 800.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Source account' }));
    await user.click(await screen.findByRole('option', { name: /^USDT account/ }));
    // 1065.98 / 0.995 × 1.005 = 1076.693366… → 1076.693367 (6 decimals, up) → 1076.6934
    expect(await within(dialog).findByTestId('account-funding-cost')).toHaveTextContent('You pay about 1076.6934 USDT');
    await user.clear(within(dialog).getByRole('textbox', { name: /Amount \(USD\)/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Amount \(USD\)/ }), '0');
    expect(within(dialog).getByText('Please enter a valid deposit amount')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Amount \(USD\)/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Amount \(USD\)/ }), '1065.98');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm deposit' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Confirm deposit' }));
    expect(await screen.findByText('Funds have been transferred from your account to the credit card')).toBeInTheDocument();
    expect(await within(dialog).findByText('Your card is funded. Continue to activate it.')).toBeInTheDocument();
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
    const application = cardOf('demo@example.com', (card) => card.status === 'pending_deposit');
    const ready: CardRecord = { ...application, status: 'pending_activation', credit: { limit: '1065.98', available: '1065.98', used: '0.00', current: '1065.98' } };
    putCard(ready);
    const { user } = renderWithProviders(<Harness card={cardView(ready)} />);
    await user.click(screen.getByRole('button', { name: 'resume' }));
    const dialog = await screen.findByRole('dialog', { name: 'Continue application' });
    await waitFor(() => expect(stepText(dialog)).toHaveTextContent('Step 4 of 4: Activate your card'));
    expect(within(dialog).getByText('Your card is ready to activate')).toBeInTheDocument();
  });

  it('closing resets the wizard and refreshes the cards', async () => {
    await signInNewcomer();
    const { user, queryClient } = renderWithProviders(<Harness />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(screen.getByRole('button', { name: 'start' }));
    let dialog = await screen.findByRole('dialog', { name: 'Apply for a card' });
    await user.click(within(dialog).getByRole('radio', { name: /^Debit card/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: getGetCardsQueryKey() });
    await user.click(screen.getByRole('button', { name: 'start' }));
    dialog = await screen.findByRole('dialog', { name: 'Apply for a card' });
    expect(within(dialog).getByRole('radio', { name: /^Debit card/ })).not.toBeChecked();
  });

  it('does not open when both models are pending, and says why', async () => {
    await signInDemo();
    const debit = cardOf('demo@example.com', (card) => card.model === 'debit' && card.status === 'active');
    putCard({ ...debit, id: 'pending-debit-application', status: 'pending_verification' });
    const { user, queryClient } = renderWithProviders(<Harness />);
    await waitFor(() => expect(queryClient.getQueryData(getGetCardsQueryKey())).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'start' }));
    expect(await screen.findByText('Card application unavailable')).toBeInTheDocument();
    expect(screen.getByText('You have pending debit and credit card applications. Please complete them first.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('falls back to the default requirements when they cannot be fetched', async () => {
    await signInNewcomer();
    mockApp.services.faults.add({ operationId: 'getCardRequirements', status: 503 });
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for a card' });
    expect(within(dialog).getByText('Minimum deposit $100.00 plus an activation fee of $25.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Minimum stake $1,000.00 plus an activation fee of $50.00')).toBeInTheDocument();
  });

  it("shows the server's reason when the application fails", async () => {
    await signInNewcomer();
    mockApp.services.faults.add({ operationId: 'applyCard', status: 409, body: { success: false, message: 'You already have a pending debit card application' } });
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for a card' });
    await user.click(within(dialog).getByRole('radio', { name: /^Debit card/ }));
    await readAgreement(user, dialog, 'Debit');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'I have read and agree to the cardholder agreement' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Application failed')).toBeInTheDocument();
    expect(screen.getByText('You already have a pending debit card application')).toBeInTheDocument();
    expect(stepText(dialog)).toHaveTextContent('Step 1 of 4');
  });

  it('says the card was not found when a continued application no longer exists', async () => {
    await signInDemo();
    const application = cardOf('demo@example.com', (card) => card.status === 'pending_deposit');
    const { user } = renderWithProviders(<Harness card={{ ...cardView(application), id: 'gone' }} />);
    await user.click(screen.getByRole('button', { name: 'resume' }));
    expect(await screen.findByText('Card not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
