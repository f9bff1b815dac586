import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_FILTER, type ListFilter } from '@contract-kit/rules/list-filter';
import { renderWithProviders } from '@/testing/render';
import { HistoryFilter } from './history-filter';

const STATUSES = [
  { value: 'cleared', label: 'Cleared' },
  { value: 'declined', label: 'Declined' },
];
const TYPES = [{ value: 'purchase', label: 'Purchase' }];
const CATEGORIES = [
  { value: 'groceries', label: 'Groceries' },
  { value: 'transport', label: 'Transport' },
];

function setup(filter: ListFilter = { ...EMPTY_FILTER }, locale: 'en' | 'zh-CN' = 'en') {
  const onChange = vi.fn();
  const rendered = renderWithProviders(
    <HistoryFilter
      list="cardTransactions"
      filter={filter}
      onChange={onChange}
      typeOptions={TYPES}
      statusOptions={STATUSES}
      categoryOptions={CATEGORIES}
      textHint="Merchant or description"
      exportHref="/api/transactions/cards/export?cardId=c-1&status=declined"
      total={3}
    />,
    { locale },
  );
  return { ...rendered, onChange };
}

// The panel's code loads with its first opening (a chunk of its own): wait for it.
const panel = () => screen.findByRole('form', { name: 'Filter' });

describe('HistoryFilter', () => {
  it('opens its panel from the Filter button, which says whether it is open', async () => {
    const { user } = setup();
    const toggle = screen.getByRole('button', { name: 'Filter' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = await panel();
    for (const name of ['Currency', 'Search', 'Minimum amount', 'Maximum amount']) expect(within(form).getByRole('textbox', { name })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Type' })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Any');
    expect(within(form).getByLabelText('From')).toHaveAttribute('type', 'date');
    expect(within(form).getByText('Merchant or description')).toBeInTheDocument();
  });

  it('refuses bad input with a specific error under each field and applies nothing', async () => {
    const { user, onChange } = setup();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const form = await panel();
    await user.type(within(form).getByLabelText('From'), '2026-11-20');
    await user.type(within(form).getByLabelText('To'), '2026-11-01');
    await user.type(within(form).getByRole('textbox', { name: 'Currency' }), 'US D');
    await user.type(within(form).getByRole('textbox', { name: 'Minimum amount' }), '12,50');
    await user.type(within(form).getByRole('textbox', { name: 'Maximum amount' }), '-3');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(within(form).getByLabelText('From')).toHaveAccessibleDescription('The start date cannot be after the end date');
    expect(within(form).getByRole('textbox', { name: 'Currency' })).toHaveAccessibleDescription('Enter a currency code of 2 to 10 letters or digits, such as USDT');
    expect(within(form).getByRole('textbox', { name: 'Minimum amount' })).toHaveAccessibleDescription('Enter an amount such as 25 or 25.50');
    expect(within(form).getByRole('textbox', { name: 'Maximum amount' })).toHaveAccessibleDescription('Enter an amount such as 25 or 25.50');
    expect(within(form).getByLabelText('From')).toHaveFocus();
    // Editing a field clears its error; the range is checked again on Apply.
    await user.clear(within(form).getByRole('textbox', { name: 'Minimum amount' }));
    await user.type(within(form).getByRole('textbox', { name: 'Minimum amount' }), '30');
    await user.clear(within(form).getByRole('textbox', { name: 'Maximum amount' }));
    await user.type(within(form).getByRole('textbox', { name: 'Maximum amount' }), '20.5');
    expect(within(form).getByRole('textbox', { name: 'Minimum amount' })).not.toHaveAccessibleDescription();
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(within(form).getByRole('textbox', { name: 'Minimum amount' })).toHaveAccessibleDescription('The minimum cannot be more than the maximum');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('applies a valid filter (the currency in capitals) and closes the panel', async () => {
    const { user, onChange } = setup();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const form = await panel();
    await user.type(within(form).getByLabelText('From'), '2026-11-01');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Status' }), 'declined');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Category' }), 'Transport');
    await user.type(within(form).getByRole('textbox', { name: 'Currency' }), 'jpy');
    await user.type(within(form).getByRole('textbox', { name: 'Maximum amount' }), '99.99');
    await user.type(within(form).getByRole('textbox', { name: 'Search' }), ' ginza ');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(onChange).toHaveBeenCalledWith({ ...EMPTY_FILTER, from: '2026-11-01', status: 'declined', category: 'transport', currency: 'JPY', maxAmount: '99.99', q: 'ginza' });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Filter' })).not.toBeInTheDocument());
  });

  it('shows the filter in force as chips that remove one field, Clear filters, the matches and Export CSV', async () => {
    const filter = { ...EMPTY_FILTER, from: '2026-11-01', status: 'declined', category: 'groceries', q: 'ginza' };
    const { user, onChange } = setup(filter);
    expect(screen.getByRole('button', { name: 'Filter (4)' })).toBeInTheDocument();
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: 'Remove filter From Nov 1, 2026' })).toBeInTheDocument();
    within(chips).getByRole('button', { name: 'Remove filter Category: Groceries' }).focus();
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith({ ...filter, category: null });
    expect(within(chips).getByRole('button', { name: 'Remove filter Search: ginza' })).toBeInTheDocument();
    const status = within(chips).getByRole('button', { name: 'Remove filter Status: Declined' });
    status.focus();
    await user.keyboard('{Delete}');
    expect(onChange).toHaveBeenLastCalledWith({ ...filter, status: null });
    await user.click(within(chips).getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_FILTER);
    expect(screen.getByRole('status')).toHaveTextContent('3 matches');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/transactions/cards/export?cardId=c-1&status=declined');
  });

  it('speaks Chinese', async () => {
    setup({ ...EMPTY_FILTER, status: 'cleared' }, 'zh-CN');
    expect(await screen.findByRole('button', { name: '筛选 (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '导出 CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '清除筛选' })).toBeInTheDocument();
  });
});
