import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardInsights, CardInsightsResponse } from '@contract-kit/model';
import { formatUsd } from '@contract-kit/money';
import { customFetch } from '@/api/fetcher';
import { mockApp } from '@/testing/mock-backend';
import { demoCard, signInDemo } from '@/testing/demo-user';
import { renderWithProviders } from '@/testing/render';
import { PlaceProbe, readPlace } from '@/testing/place-probe';
import { CardTransactionHistory } from '@/features/card-transactions';
import { cardView } from '../../../../mock-server/testing';
import { SpendingInsightsDialog } from './spending-insights-dialog';

// Spending insights: the dialog through what a user sees, against the mock backend (its answers
// replaced by fixed insights where the numbers must be known).

/** The contract's example: the last 3 months of a debit card. */
const EXAMPLE: CardInsights = {
  cardId: 'card',
  currency: 'USD',
  period: 'last-3-months',
  from: '2026-09-01',
  to: '2026-11-26',
  total: '1033.08',
  months: [
    { month: '2026-09', total: '412.30', categories: [] },
    { month: '2026-10', total: '288.15', categories: [] },
    { month: '2026-11', total: '332.63', categories: [] },
  ],
  categories: [
    { category: 'groceries', amount: '440.23', count: 9 },
    { category: 'cash', amount: '200.00', count: 1 },
    { category: 'transport', amount: '158.50', count: 6 },
    { category: 'shopping', amount: '137.95', count: 2 },
    { category: 'restaurants', amount: '96.40', count: 3 },
  ],
};

const activeDebit = () => demoCard((card) => card.model === 'debit' && card.status === 'active');

/** Answers the insights call with `answer` (a body and a status); every other call goes to the mock backend. */
function answerInsights(answer: () => { status: number; body: unknown }) {
  const realFetch = globalThis.fetch;
  const requested: string[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.includes('/insights')) return realFetch(input, init);
    requested.push(url);
    const { status, body } = answer();
    return Response.json(body, { status });
  });
  return { requested, restore: () => spy.mockRestore() };
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

function render(props: Partial<Parameters<typeof SpendingInsightsDialog>[0]> = {}) {
  const onPeriodChange = vi.fn();
  const onShowCategory = vi.fn();
  const result = renderWithProviders(
    <SpendingInsightsDialog
      card={cardView(activeDebit(), mockApp.clock.now())}
      open
      onClose={() => {}}
      period="last-3-months"
      onPeriodChange={onPeriodChange}
      onShowCategory={onShowCategory}
      {...props}
    />,
  );
  return { ...result, onPeriodChange, onShowCategory };
}

describe('SpendingInsightsDialog', () => {
  it("shows the total, a table per category and per month with the server's numbers, and the period", async () => {
    await signInDemo();
    const fixed = answerInsights(() => ({ status: 200, body: { success: true, data: { ...EXAMPLE, cardId: activeDebit().id } } }));
    restore = fixed.restore;
    render();
    const dialog = screen.getByRole('dialog', { name: 'Spending insights' });
    expect(await within(dialog).findByTestId('insights-total')).toHaveTextContent('$1,033.08');
    expect(within(dialog).getByText('Sep 1, 2026 – Nov 26, 2026')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Period' })).toHaveTextContent('Last 3 months');
    expect(fixed.requested[0]).toContain('period=last-3-months');

    const categories = within(dialog).getByRole('table', { name: 'By category' });
    const rows = within(categories)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['CategoryAmountTransactions', 'Groceries$440.239', 'Cash$200.001', 'Transport$158.506', 'Shopping$137.952', 'Restaurants$96.403', 'Total$1,033.0821']);
    const months = within(dialog).getByRole('table', { name: 'By month' });
    expect(
      within(months)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['MonthAmount', 'Sep 2026$412.30', 'Oct 2026$288.15', 'Nov 2026$332.63', 'Total$1,033.08']);
  });

  it.each(['en', 'zh-CN', 'zh-TW'] as const)('labels the value axes of both charts with money in %s, and sets the Total rows in bold', async (locale) => {
    await signInDemo();
    restore = answerInsights(() => ({ status: 200, body: { success: true, data: { ...EXAMPLE, cardId: activeDebit().id } } })).restore;
    const { container } = renderWithProviders(
      <SpendingInsightsDialog card={cardView(activeDebit(), mockApp.clock.now())} open onClose={() => {}} period="last-3-months" onPeriodChange={() => {}} onShowCategory={() => {}} />,
      { locale },
    );
    await within(screen.getByRole('dialog')).findByTestId('insights-total');
    const money = (value: string) => formatUsd(value, locale);
    // Ticks are round amounts of the chart's scale, formatted like every amount of the app: $0.00, $100.00 … (the
    // month chart's: jsdom lays out no width, so only the height of the months' value axis has room for ticks).
    for (const chart of ['insights-chart-months']) {
      const ticks = [...(container.ownerDocument.querySelector(`[data-testid="${chart}"]`)?.querySelectorAll('text') ?? [])].map((tick) => tick.textContent ?? '');
      expect(ticks, chart).toContain(money('0'));
      expect(ticks, chart).toContain(money('100'));
      expect(
        ticks.filter((tick) => tick !== ''),
        chart,
      ).not.toEqual([]);
    }
    const weight = (cell: Element) => Number(getComputedStyle(cell).fontWeight || '400');
    for (const name of ['categories', 'months']) {
      const total = screen.getByTestId(`insights-${name}-total`);
      const totalRow = total.closest('tr') as HTMLElement;
      const bodyCell = total.closest('table')?.querySelector('tbody td') as HTMLElement;
      for (const cell of totalRow.querySelectorAll('th, td')) {
        expect(weight(cell), `${name} ${cell.textContent}`).toBeGreaterThanOrEqual(700);
        expect(weight(cell)).toBeGreaterThanOrEqual(weight(bodyCell));
        expect(getComputedStyle(cell).fontSize).toBe(getComputedStyle(bodyCell).fontSize);
      }
    }
  });

  it("asks for another period, and shows a category's transactions when it is chosen", async () => {
    await signInDemo();
    restore = answerInsights(() => ({ status: 200, body: { success: true, data: { ...EXAMPLE, cardId: activeDebit().id } } })).restore;
    const { user, onPeriodChange, onShowCategory } = render();
    const dialog = screen.getByRole('dialog', { name: 'Spending insights' });
    await user.click(await within(dialog).findByRole('button', { name: 'Show Transport transactions' }));
    expect(onShowCategory).toHaveBeenCalledWith('transport');
    await user.click(within(dialog).getByRole('combobox', { name: 'Period' }));
    await user.click(screen.getByRole('option', { name: 'Last 12 months' }));
    expect(onPeriodChange).toHaveBeenCalledWith('last-12-months');
  });

  it("opened by its place, a category leads to the card's transactions with that category in their filter, beside the filter's other fields", async () => {
    await signInDemo();
    const card = activeDebit();
    const { user } = renderWithProviders(
      <>
        <CardTransactionHistory />
        <PlaceProbe />
      </>,
      { place: { card: card.id, dialog: 'insights', view: 'last-12-months', txStatus: 'cleared' } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Spending insights' }, { timeout: 10_000 });
    await user.click(await within(dialog).findByRole('button', { name: 'Show Transport transactions' }, { timeout: 10_000 }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Spending insights' })).not.toBeInTheDocument());
    expect(readPlace(screen.getByTestId('place'))).toEqual({ card: card.id, tab: 'cards', cardsTab: 'transactions', txCard: card.id, txCategory: 'transport', txStatus: 'cleared' });
    const chips = await screen.findByRole('list', { name: 'Active filters' }, { timeout: 10_000 });
    expect(within(chips).getByRole('button', { name: 'Remove filter Category: Transport' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Remove filter Status: Cleared' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/transactions/cards/export?cardId=${card.id}&status=cleared&category=transport`);
  });

  it('says when nothing was spent, with one month and no month table', async () => {
    await signInDemo();
    const empty: CardInsights = {
      ...EXAMPLE,
      period: 'last-month',
      from: '2026-10-01',
      to: '2026-10-31',
      total: '0.00',
      months: [{ month: '2026-10', total: '0.00', categories: [] }],
      categories: [],
    };
    restore = answerInsights(() => ({ status: 200, body: { success: true, data: empty } })).restore;
    render({ period: 'last-month' });
    const dialog = screen.getByRole('dialog', { name: 'Spending insights' });
    expect(await within(dialog).findByText('No spending in this period.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Show last month' })).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('insights-total')).toHaveTextContent('$0.00');
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });

  it('on the first of a month, when this month has no spending yet, offers last month', async () => {
    // The mock server's clock five minutes into the next UTC month: the seeded card has spent nothing in it yet.
    const now = mockApp.clock.now();
    mockApp.clock.set(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 0, 5)));
    await signInDemo();
    const { user, onPeriodChange } = render({ period: 'this-month' });
    const dialog = screen.getByRole('dialog', { name: 'Spending insights' });
    expect(await within(dialog).findByText('No spending yet this month.')).toBeInTheDocument();
    expect(within(dialog).queryByText('No spending in this period.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show last month' }));
    expect(onPeriodChange).toHaveBeenCalledWith('last-month');
  });

  it('says when the insights could not be loaded and tries again', async () => {
    await signInDemo();
    let calls = 0;
    restore = answerInsights(() => {
      calls += 1;
      return calls === 1 ? { status: 500, body: { success: false, message: 'Insights are resting' } } : { status: 200, body: { success: true, data: { ...EXAMPLE, cardId: activeDebit().id } } };
    }).restore;
    const { user } = render();
    const dialog = screen.getByRole('dialog', { name: 'Spending insights' });
    expect(await within(dialog).findByText('Insights are resting')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(dialog).getByTestId('insights-total')).toHaveTextContent('$1,033.08'));
  });

  it("shows the mock server's own sums for the seeded card, in Chinese too", async () => {
    await signInDemo();
    renderWithProviders(
      <SpendingInsightsDialog card={cardView(activeDebit(), mockApp.clock.now())} open onClose={() => {}} period="last-12-months" onPeriodChange={() => {}} onShowCategory={() => {}} />,
      { locale: 'zh-CN' },
    );
    const dialog = await screen.findByRole('dialog', { name: '消费分析' });
    const table = await within(dialog).findByRole('table', { name: '按类别' });
    expect(within(table).getByRole('button', { name: '查看日用杂货交易' })).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: '按月份' })).toBeInTheDocument();
    const answer = await customFetch<CardInsightsResponse>(`/api/cards/${activeDebit().id}/insights?period=last-12-months`);
    expect(within(dialog).getByTestId('insights-total')).toHaveTextContent(formatUsd(answer.data.total, 'zh-CN'));
    expect(within(dialog).getByTestId('insights-categories-total')).toHaveTextContent(formatUsd(answer.data.total, 'zh-CN'));
  });
});
