import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '@/api/generated/endpoints/auth/auth';
import { mockApp, resetMockBackend } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { DEFAULT_TEST_NOW, statementIdFor } from '../../../../mock-server/testing';
import { StatementsDialog } from './statements-dialog';
import { StatementsPanel } from './statements-panel';
import { demoCard } from '@/testing/demo-user';
import { setWindowSize } from '@/testing/window-size';

// The seeded statements of the layout's own day (their cycles and statuses are written out below), whatever moment the
// suite runs at.
const NOW = new Date(DEFAULT_TEST_NOW);

const activeDebit = () => demoCard((card) => card.model === 'debit' && card.status === 'active');
const activeCredit = () => demoCard((card) => card.model === 'credit' && card.physicalStatus === 'fulfilled');

const signIn = () => login({ email: 'demo@example.com', password: 'Demo-Passw0rd!' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

beforeEach(() => {
  resetMockBackend(NOW);
  setWindowSize(1280);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('StatementsPanel (spec 02 §2 "Card statements")', () => {
  it("lists the first card's statements in a table with Period, Status, Due Date, Created and Actions", async () => {
    await signIn();
    renderWithProviders(<StatementsPanel />);
    expect(await screen.findByText('Loading statements...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: `Statements of the card ending ${activeDebit().lastFourDigits}` });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Period', 'Status', 'Due Date', 'Created', 'Actions']);
    const rows = bodyRows(table);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toHaveTextContent('November 2026');
    expect(rows[0]).toHaveTextContent('Open');
    expect(rows[1]).toHaveTextContent('October 2026');
    expect(rows[1]).toHaveTextContent('Closed');
    // Debit statements have no due date.
    expect(within(rows[1] as HTMLElement).getByLabelText('No due date')).toHaveTextContent('—');
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Download PDF of the statement for October 2026' })).toHaveTextContent('Download PDF');
    expect(screen.getByText('Page 1 of 1 (7 total)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('switches cards with the selector (more than one card) and shows credit statements with due dates', async () => {
    await signIn();
    const credit = activeCredit();
    const { user } = renderWithProviders(<StatementsPanel />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: 'Card' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    // The issued cards only (the pending application has no statements).
    expect(options).toHaveLength(4);
    await user.click(screen.getByRole('option', { name: `Demo User •••• ${credit.lastFourDigits}` }));
    const table = await screen.findByRole('table', { name: `Statements of the card ending ${credit.lastFourDigits}` });
    const october = bodyRows(table)[1] as HTMLElement;
    expect(october).toHaveTextContent('October 2026');
    expect(october).toHaveTextContent('Paid');
    expect(october).toHaveTextContent('Nov 25, 2026');
    expect(screen.getByText('Page 1 of 1 (6 total)')).toBeInTheDocument();
  });

  it('pages through more than 10 statements with Previous and Next', async () => {
    mockApp.clock.set(new Date('2027-06-15T12:00:00.000Z'));
    mockApp.services.sweep();
    await signIn();
    const { user } = renderWithProviders(<StatementsPanel />);
    const table = await screen.findByRole('table');
    expect(bodyRows(table)).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2 (14 total)')).toBeInTheDocument();
    expect(bodyRows(table)[0]).toHaveTextContent('June 2027');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2 (14 total)')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows(screen.getByRole('table'))).toHaveLength(4));
    expect(bodyRows(screen.getByRole('table'))[3]).toHaveTextContent('May 2026');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 2 (14 total)')).toBeInTheDocument();
  });

  it('downloads a statement as statement-{cycle}-{id}.pdf and says so', async () => {
    await signIn();
    const card = activeDebit();
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => {},
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href) as Blob });
    });
    const { user } = renderWithProviders(<StatementsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Download PDF of the statement for October 2026' }, { timeout: 5000 }));
    expect(await screen.findByText('Statement Downloaded', {}, { timeout: 5000 })).toBeInTheDocument();
    const id = statementIdFor(card.id, '2026-10');
    expect(screen.getByText(`Saved as statement-2026-10-${id}.pdf`)).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe(`statement-2026-10-${id}.pdf`);
    expect(saved[0]?.blob.type).toBe('application/pdf');
    const head = new Uint8Array(await (saved[0]?.blob as Blob).arrayBuffer()).subarray(0, 5);
    expect(String.fromCharCode(...head)).toBe('%PDF-');
  });

  it("shows 'Download Failed' with the server's message when the download fails", async () => {
    await signIn();
    mockApp.services.faults.add({ operationId: 'downloadCardStatement', status: 503, body: { success: false, message: 'Statement service is busy' } });
    const { user } = renderWithProviders(<StatementsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Download PDF of the statement for October 2026' }, { timeout: 5000 }));
    const toast = (await screen.findByText('Download Failed')).closest('[role="alert"]') as HTMLElement;
    expect(toast).toHaveTextContent('Statement service is busy');
    expect(toast).toHaveAttribute('data-toast-variant', 'destructive');
    expect(screen.getByRole('button', { name: 'Download PDF of the statement for October 2026' })).toBeEnabled();
  });

  it("shows the list error in a red 'Error' box, and Refresh loads the list again", async () => {
    await signIn();
    mockApp.services.faults.add({ operationId: 'getCardStatements', status: 500, body: { success: false, message: 'Failed to fetch statements' } });
    const { user } = renderWithProviders(<StatementsPanel />);
    const box = await screen.findByTestId('statements-error');
    expect(box).toHaveTextContent('Error');
    expect(box).toHaveTextContent('Failed to fetch statements');
    expect(box.className).toMatch(/Error/);
    mockApp.services.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it("falls back to 'Failed to fetch statements' and 'Failed to download statement' when the server gives no message", async () => {
    await signIn();
    mockApp.services.faults.add({ operationId: 'getCardStatements', status: 500, body: { success: false } });
    const { user } = renderWithProviders(<StatementsPanel />);
    const box = await screen.findByTestId('statements-error', {}, { timeout: 5000 });
    expect(box).toHaveTextContent('Failed to fetch statements');
    mockApp.services.faults.clear();
    mockApp.services.faults.add({ operationId: 'downloadCardStatement', status: 500, body: { success: false }, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await user.click(await screen.findByRole('button', { name: 'Download PDF of the statement for October 2026' }, { timeout: 5000 }));
    const toast = (await screen.findByText('Download Failed')).closest('[role="alert"]') as HTMLElement;
    expect(toast).toHaveTextContent('Failed to download statement');
    expect(toast).toHaveAttribute('data-toast-variant', 'destructive');
  });

  it('says when a card has no statements yet', async () => {
    await signIn();
    const card = activeDebit();
    for (const statement of mockApp.store.filter('statements', (record) => record.cardId === card.id)) mockApp.store.delete('statements', statement.id);
    renderWithProviders(<StatementsPanel cardId={card.id} />);
    expect(await screen.findByText('No statements available')).toBeInTheDocument();
    expect(screen.getByText('Statements will appear here once they are generated')).toBeInTheDocument();
  });

  it('shows stacked cards with Download PDF on small screens', async () => {
    setWindowSize(360);
    await signIn();
    renderWithProviders(<StatementsPanel />);
    const list = await screen.findByRole('list', { name: `Statements of the card ending ${activeDebit().lastFourDigits}` });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(within(items[1] as HTMLElement).getByRole('heading', { name: 'October 2026' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Due Date');
    expect(within(items[1] as HTMLElement).getByRole('button', { name: /Download PDF/ })).toHaveTextContent('Download PDF');
  });

  it('lines the card select and Refresh up with the list on a phone: no control is pushed in from the edge', async () => {
    setWindowSize(390);
    await signIn();
    renderWithProviders(<StatementsDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Card statements' });
    await within(dialog).findByRole('list', { name: `Statements of the card ending ${activeDebit().lastFourDigits}` });
    // A control wrapped to a line of its own starts at the content's edge: the toolbar spaces its controls with a
    // gap, never with margins (which a wrapped control keeps); Refresh only goes to the far side (an auto margin).
    const select = within(dialog).getByRole('combobox', { name: 'Card' }).closest('.MuiFormControl-root') as HTMLElement;
    const refresh = within(dialog).getByRole('button', { name: 'Refresh' });
    const toolbar = refresh.closest('.MuiStack-root') as HTMLElement;
    for (const child of toolbar.children) expect(getComputedStyle(child).marginLeft, child.outerHTML.slice(0, 80)).toMatch(/^(0px|auto)$/);
    expect(toolbar).toContainElement(select);
    expect(getComputedStyle(toolbar).gap).not.toBe('');
  });
});

describe('statements without a signed-in user (spec 02 §2 "Requires a signed-in user with a profileId")', () => {
  it('renders nothing', async () => {
    renderWithProviders(<StatementsPanel />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('statements-panel')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading statements...')).not.toBeInTheDocument();
  });
});

describe('StatementsDialog (spec 02 §2 "also shown inside a modal")', () => {
  it("opens on the given card's statements and closes", async () => {
    await signIn();
    const credit = activeCredit();
    const onClose = vi.fn();
    const { user } = renderWithProviders(<StatementsDialog open onClose={onClose} cardId={credit.id} />);
    const dialog = await screen.findByRole('dialog', { name: 'Card statements' });
    expect(await within(dialog).findByRole('table', { name: `Statements of the card ending ${credit.lastFourDigits}` })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Card' })).toHaveTextContent(credit.lastFourDigits);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing while closed', async () => {
    await signIn();
    renderWithProviders(<StatementsDialog open={false} onClose={() => {}} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
