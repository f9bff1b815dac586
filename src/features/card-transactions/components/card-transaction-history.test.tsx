import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { login } from '@/api/generated/endpoints/auth/auth';
import { simulateCardTransaction } from '@/api/generated/endpoints/simulator/simulator';
import type { SimulatorCardTransactionRequest } from '@contract-kit/model';
import { formatUsd } from '@contract-kit/money';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { compareCardTransactionsNewestFirst, type CardRecord } from '../../../../mock-server/testing';
import { CardTransactionHistory } from './card-transaction-history';
import { demoCard } from '@/testing/demo-user';
import { PlaceProbe, readPlace } from '@/testing/place-probe';
import { isInCategory } from '@contract-kit/rules/merchant-categories';
import { setWindowSize } from '@/testing/window-size';

const usd = (value: string) => formatUsd(value, 'en');

const activeDebit = () => demoCard((card) => card.model === 'debit' && card.status === 'active');
const activeCredit = () => demoCard((card) => card.model === 'credit' && card.physicalStatus === 'fulfilled');
const historyOf = (card: CardRecord) => mockApp.store.filter('cardTransactions', (tx) => tx.cardId === card.id).sort(compareCardTransactionsNewestFirst);

const signIn = () => login({ email: 'demo@example.com', password: 'Demo-Passw0rd!' });
const inject = (body: Partial<SimulatorCardTransactionRequest>) =>
  simulateCardTransaction({
    cardId: activeDebit().id,
    type: 'purchase',
    amount: '12.50',
    merchant: { name: 'Blue Bottle Coffee', city: 'Oakland', country: 'US' },
    ...body,
  } as SimulatorCardTransactionRequest);
const table = () => screen.findByRole('table', { name: `Transactions of the card ending ${activeDebit().lastFourDigits}` }, { timeout: 5000 });
const rowOf = (merchant: string) => screen.getAllByRole('row').find((row) => row.hasAttribute('data-transaction-id') && row.textContent?.includes(merchant)) as HTMLElement;

beforeEach(() => setWindowSize(1280));

describe('CardTransactionHistory (spec 02 §2 "Transaction history (card)")', () => {
  it('defaults to the first card, shows its balance and the 10 newest transactions with pagination', async () => {
    await signIn();
    const card = activeDebit();
    renderWithProviders(<CardTransactionHistory />);
    const list = await table();
    expect(screen.getByRole('combobox', { name: 'Card' })).toHaveTextContent(`Demo User •••• ${card.lastFourDigits}`);
    const balance = screen.getByTestId('card-balance-summary');
    expect(within(balance).getByText('Available').nextSibling).toHaveTextContent(usd(card.deposit.available));
    expect(within(balance).getByText('Current').nextSibling).toHaveTextContent(usd(card.deposit.current));
    expect(within(balance).getByText('Limit').nextSibling).toHaveTextContent(usd(card.deposit.limit));
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Description', 'Type', 'Status', 'Amount', 'Details']);
    const history = historyOf(card);
    const rows = within(list)
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('data-transaction-id'));
    expect(rows.map((row) => row.getAttribute('data-transaction-id'))).toEqual(history.slice(0, 10).map((tx) => tx.id));
    const pages = Math.ceil(history.length / 10);
    expect(screen.getByText(`Page 1 of ${pages} (${history.length} total)`)).toBeInTheDocument();
    // Collapsed rows: a relative time; the newest is pending (orange).
    expect(within(rows[0] as HTMLElement).getByTestId('transaction-when')).toHaveTextContent(/ago|yesterday|now/);
    expect(
      within(rows[0] as HTMLElement)
        .getByText('Pending')
        .closest('[data-variant]'),
    ).toHaveAttribute('data-variant', 'warning');
    expect(within(rows[0] as HTMLElement).getByText('Purchase')).toBeInTheDocument();
  });

  it('pages through the transactions with Next and Previous', async () => {
    await signIn();
    const history = historyOf(activeDebit());
    const pages = Math.ceil(history.length / 10);
    const { user } = renderWithProviders(<CardTransactionHistory />);
    await table();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(`Page 2 of ${pages} (${history.length} total)`)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('row')
          .find((row) => row.hasAttribute('data-transaction-id'))
          ?.getAttribute('data-transaction-id'),
      ).toBe(history[10]?.id),
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText(`Page 1 of ${pages} (${history.length} total)`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('expands a row on click and by keyboard: dd/mm/yyyy with the time, details, the fee breakdown', async () => {
    await signIn();
    await inject({ type: 'atm_withdrawal', amount: '100.00', currency: 'GBP', merchant: { name: 'HSBC ATM', city: 'London', country: 'GB' }, fees: { tx: '0', fx: '2.54', atm: '3.00' } });
    const { user } = renderWithProviders(<CardTransactionHistory />);
    await table();
    const row = rowOf('HSBC ATM');
    expect(within(row).getByText('ATM Withdrawal')).toBeInTheDocument();
    expect(within(row).getByText('Cleared').closest('[data-variant]')).toHaveAttribute('data-variant', 'success');
    await user.click(within(row).getByText('HSBC ATM'));
    expect(row).toHaveAttribute('data-expanded', 'true');
    expect(within(row).getByTestId('transaction-when').textContent).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    const details = await screen.findByRole('region', { name: 'Details of HSBC ATM' });
    expect(within(details).getByTestId('detail-date').textContent).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    const fees = within(details).getByTestId('fee-breakdown');
    expect(fees).toHaveTextContent('Fee breakdown');
    expect(fees).toHaveTextContent('Original amount100.00 GBP');
    expect(fees).toHaveTextContent('FX fee$2.54');
    expect(fees).toHaveTextContent('ATM fee$3.00');
    expect(fees).toHaveTextContent('Statement amount$132.54');
    expect(within(details).getByText('London, United Kingdom')).toBeInTheDocument();
    // Collapse by keyboard, then expand again.
    const toggle = within(row).getByRole('button', { name: 'Hide details' });
    toggle.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(row).toHaveAttribute('data-expanded', 'false'));
    expect(within(row).getByRole('button', { name: 'Show details' })).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    await waitFor(() => expect(row).toHaveAttribute('data-expanded', 'true'));
  });

  it('hides the ATM fee when zero and the statement amount when there are no fees', async () => {
    await signIn();
    await inject({ amount: '7.25', merchant: { name: 'Pret A Manger', city: 'London', country: 'GB' } });
    const { user } = renderWithProviders(<CardTransactionHistory />);
    await table();
    await user.click(within(rowOf('Pret A Manger')).getByRole('button', { name: 'Show details' }));
    const fees = within(await screen.findByRole('region', { name: 'Details of Pret A Manger' })).getByTestId('fee-breakdown');
    expect(fees).toHaveTextContent('Transaction fee$0.00');
    expect(fees).toHaveTextContent('FX fee$0.00');
    expect(fees).not.toHaveTextContent('ATM fee');
    expect(fees).not.toHaveTextContent('Statement amount');
  });

  it('shows a declined transaction in red with the reason for its type', async () => {
    await signIn();
    await inject({ amount: '9999.00', merchant: { name: 'Apple Store', city: 'San Francisco', country: 'US' } });
    const { user } = renderWithProviders(<CardTransactionHistory />);
    await table();
    const row = rowOf('Apple Store');
    expect(within(row).getByText('Declined').closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    await user.click(row);
    const details = await screen.findByRole('region', { name: 'Details of Apple Store' });
    expect(within(details).getByTestId('decline-reason')).toHaveTextContent('Insufficient funds or card limit exceeded');
  });

  it('gives the decline reason of deposits, withdrawals and other types', async () => {
    await signIn();
    await inject({ type: 'deposit_fund', status: 'declined', amount: '75.00', merchant: { name: 'Declined Deposit', city: 'Online', country: 'US' } });
    await inject({ type: 'withdraw_fund', status: 'declined', amount: '60.00', merchant: { name: 'Declined Withdrawal', city: 'Online', country: 'US' } });
    await inject({ type: 'atm_withdrawal', status: 'declined', amount: '40.00', merchant: { name: 'Declined ATM', city: 'Oakland', country: 'US' } });
    const { user } = renderWithProviders(<CardTransactionHistory />);
    await table();
    const reasons: Record<string, string> = {
      'Declined Deposit': 'Invalid deposit source or verification required',
      'Declined Withdrawal': 'Withdrawal limit exceeded or account verification needed',
      'Declined ATM': 'Transaction could not be processed',
    };
    for (const [merchant, reason] of Object.entries(reasons)) {
      await user.click(rowOf(merchant));
      const details = await screen.findByRole('region', { name: `Details of ${merchant}` });
      expect(within(details).getByTestId('decline-reason')).toHaveTextContent(reason);
    }
  });

  it('labels deposits as Deposit Fund with + and withdrawals as Withdraw Fund with −', async () => {
    await signIn();
    await inject({ type: 'deposit_fund', amount: '250.00', merchant: { name: 'LookCard Deposit', city: 'Online', country: 'US' } });
    await inject({ type: 'withdraw_fund', amount: '40.00', merchant: { name: 'LookCard Withdrawal', city: 'Online', country: 'US' } });
    renderWithProviders(<CardTransactionHistory />);
    await table();
    const deposit = rowOf('LookCard Deposit');
    expect(within(deposit).getByText('Deposit Fund')).toBeInTheDocument();
    expect(within(deposit).getByTestId('transaction-amount')).toHaveTextContent('+$250.00');
    const withdrawal = rowOf('LookCard Withdrawal');
    expect(within(withdrawal).getByText('Withdraw Fund')).toBeInTheDocument();
    expect(within(withdrawal).getByTestId('transaction-amount')).toHaveTextContent('−$40.00');
  });

  it('shows the direction of every money row: fees and purchases with −, refunds with their sign', async () => {
    await signIn();
    await inject({ type: 'fee', amount: '25.00', merchant: { name: 'Card activation fee', city: 'Online', country: 'US' } });
    await inject({ type: 'purchase', amount: '9.99', merchant: { name: 'Corner Coffee', city: 'Oakland', country: 'US' } });
    renderWithProviders(<CardTransactionHistory />);
    await table();
    expect(within(rowOf('Card activation fee')).getByTestId('transaction-amount')).toHaveTextContent('−$25.00');
    expect(within(rowOf('Corner Coffee')).getByTestId('transaction-amount')).toHaveTextContent('−$9.99');
  });

  it('switches to the credit card: Used, Current and Limit', async () => {
    await signIn();
    const credit = activeCredit();
    const { user } = renderWithProviders(<CardTransactionHistory />);
    await table();
    await user.click(screen.getByRole('combobox', { name: 'Card' }));
    await user.click(screen.getByRole('option', { name: `Demo User •••• ${credit.lastFourDigits}` }));
    expect(await screen.findByRole('table', { name: `Transactions of the card ending ${credit.lastFourDigits}` })).toBeInTheDocument();
    const balance = screen.getByTestId('card-balance-summary');
    expect(within(balance).getByText('Used').nextSibling).toHaveTextContent(usd(credit.credit.used));
    expect(within(balance).getByText('Current').nextSibling).toHaveTextContent(usd(credit.credit.current));
    expect(within(balance).getByText('Limit').nextSibling).toHaveTextContent(usd(credit.credit.limit));
    await waitFor(() => expect(screen.getByText(new RegExp(`\\(${historyOf(credit).length} total\\)`))).toBeInTheDocument());
  });

  it('shows the error message with a retry, and loads on retry', async () => {
    await signIn();
    mockApp.services.faults.add({ operationId: 'listCardTransactions', status: 500, body: { success: false, message: 'Card processor unavailable' } });
    const { user } = renderWithProviders(<CardTransactionHistory />);
    const error = await screen.findByTestId('card-transactions-error', {}, { timeout: 5000 });
    expect(error).toHaveTextContent('Card processor unavailable');
    mockApp.services.faults.clear();
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeInTheDocument();
  });

  it("falls back to 'Failed to fetch card transactions' when the server gives no message", async () => {
    await signIn();
    mockApp.services.faults.add({ operationId: 'listCardTransactions', status: 500, body: { success: false }, times: 1 });
    const { user } = renderWithProviders(<CardTransactionHistory />);
    const error = await screen.findByTestId('card-transactions-error', {}, { timeout: 5000 });
    expect(error).toHaveTextContent('Failed to fetch card transactions');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeInTheDocument();
  });

  it('shows expandable cards on small screens', async () => {
    setWindowSize(360);
    await signIn();
    const card = activeDebit();
    const { user } = renderWithProviders(<CardTransactionHistory />);
    const list = await screen.findByRole('list', { name: `Transactions of the card ending ${card.lastFourDigits}` }, { timeout: 5000 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    const toggle = within(items[0] as HTMLElement).getByRole('button', { expanded: false });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(items[0] as HTMLElement).getByTestId('transaction-details')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByTestId('transaction-when').textContent).toMatch(/^\d{2}\/\d{2}\/\d{4} /);
  });

  it('lines the card select and Refresh up with the list on a phone: no control is pushed in from the edge', async () => {
    setWindowSize(390);
    await signIn();
    renderWithProviders(<CardTransactionHistory />);
    await screen.findByRole('list', { name: `Transactions of the card ending ${activeDebit().lastFourDigits}` }, { timeout: 5000 });
    // The title takes the first line, the select and Refresh wrap to the next: a wrapped control starts at the
    // content's edge only when the toolbar spaces them with a gap, not with margins (which a wrapped control keeps).
    const select = screen.getByRole('combobox', { name: 'Card' }).closest('.MuiFormControl-root') as HTMLElement;
    const toolbar = screen.getByRole('button', { name: 'Refresh' }).closest('.MuiStack-root') as HTMLElement;
    expect(toolbar).toContainElement(select);
    for (const child of toolbar.children) expect(getComputedStyle(child).marginLeft, child.outerHTML.slice(0, 80)).toBe('0px');
  });

  it('says when the user has no issued card', async () => {
    await login({ email: 'friend@example.com', password: 'Friend-Passw0rd!' });
    renderWithProviders(<CardTransactionHistory />);
    expect(await screen.findByText('You have no issued cards yet. Your card transactions will appear here.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('CardTransactionHistory: a merchant category (from the spending insights)', () => {
  it("lists only the category the place names, as a field of the filter: its chip, the panel's select, the export, Clear filters", async () => {
    await signIn();
    const card = activeDebit();
    const all = historyOf(card);
    const groceries = all.filter((tx) => isInCategory(tx, 'groceries'));
    const transport = all.filter((tx) => isInCategory(tx, 'transport') && tx.status === 'cleared');
    expect(groceries.length).toBeGreaterThan(0);
    expect(transport.length).toBeGreaterThan(0);
    // The address the insights' link writes (the same since the category was a key of its own).
    const { user } = renderWithProviders(
      <>
        <CardTransactionHistory />
        <PlaceProbe />
      </>,
      { place: { txCard: card.id, txCategory: 'groceries' } },
    );
    const list = await table();
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: 'Remove filter Category: Groceries' })).toHaveTextContent('Category: Groceries');
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(`Page 1 of ${Math.ceil(groceries.length / 10)} (${groceries.length} total)`)).toBeInTheDocument());
    const rows = within(list)
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('data-transaction-id'));
    expect(rows.map((row) => row.getAttribute('data-transaction-id'))).toEqual(groceries.slice(0, 10).map((tx) => tx.id));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/transactions/cards/export?cardId=${card.id}&category=groceries`);

    // The panel shows it in its Category select and changes it like any other field, with a status beside it.
    await user.click(screen.getByRole('button', { name: 'Filter (1)' }));
    const form = await screen.findByRole('form', { name: 'Filter' });
    expect(within(form).getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Groceries');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Category' }), 'Transport');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Status' }), 'Cleared');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(readPlace(screen.getByTestId('place'))).toEqual({ txCard: card.id, txStatus: 'cleared', txCategory: 'transport' });
    expect(await screen.findByText(`Page 1 of ${Math.ceil(transport.length / 10)} (${transport.length} total)`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/transactions/cards/export?cardId=${card.id}&status=cleared&category=transport`);

    // Clear filters takes the category away with the rest: every transaction again.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(readPlace(screen.getByTestId('place'))).toEqual({ txCard: card.id });
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(await screen.findByText(`Page 1 of ${Math.ceil(all.length / 10)} (${all.length} total)`)).toBeInTheDocument();
  });
});

describe('CardTransactionHistory: search and filter', () => {
  it("lists what the server's filter picks (from the address), with chips, matches and Export CSV of the same filter", async () => {
    await signIn();
    const card = activeDebit();
    const declined = historyOf(card).filter((tx) => tx.status === 'declined');
    expect(declined.length).toBeGreaterThan(0);
    const { user } = renderWithProviders(<CardTransactionHistory />, { place: { txStatus: 'declined' } });
    const list = await table();
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('row')
          .filter((row) => row.hasAttribute('data-transaction-id'))
          .map((row) => row.getAttribute('data-transaction-id')),
      ).toEqual(declined.slice(0, 10).map((tx) => tx.id)),
    );
    expect(screen.getByText(`${declined.length} ${declined.length === 1 ? 'match' : 'matches'}`)).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'Active filters' })).getByRole('button', { name: 'Remove filter Status: Declined' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/transactions/cards/export?cardId=${card.id}&status=declined`);

    // A text that nothing matches: the empty state says so.
    await user.click(screen.getByRole('button', { name: 'Filter (1)' }));
    await user.type(await screen.findByRole('textbox', { name: 'Search' }), 'no such merchant anywhere');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    expect(screen.getByText('Change or clear the filters to see more.')).toBeInTheDocument();

    // Clear filters: the whole history again.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText(`Page 1 of ${Math.ceil(historyOf(card).length / 10)} (${historyOf(card).length} total)`)).toBeInTheDocument();
  });

  it('ignores a filter value of the address that the list does not know or the rule refuses', async () => {
    await signIn();
    const card = activeDebit();
    renderWithProviders(<CardTransactionHistory />, { place: { txType: 'teleport', txMin: '50', txMax: '10' } });
    await table();
    expect(await screen.findByRole('list', { name: 'Active filters' })).toHaveTextContent('At most 10');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/transactions/cards/export?cardId=${card.id}&maxAmount=10`);
  });
});
