import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { EMPTY_FILTER, type FilterList, type ListFilter } from '@contract-kit/rules/list-filter';
import { action } from '../../.ladle/story-backend';
import { HistoryFilter } from './history-filter';

export default { title: 'Shared / History filter' } satisfies StoryDefault;

const CARD_TYPES = [
  { value: 'purchase', label: 'Purchase' },
  { value: 'refund', label: 'Refund' },
  { value: 'atm_withdrawal', label: 'ATM Withdrawal' },
];
const CARD_STATUSES = [
  { value: 'cleared', label: 'Cleared' },
  { value: 'pending', label: 'Pending' },
  { value: 'declined', label: 'Declined' },
];
const CATEGORIES = [
  { value: 'groceries', label: 'Groceries' },
  { value: 'restaurants', label: 'Restaurants' },
  { value: 'transport', label: 'Transport' },
];
const WITHDRAWAL_STATUSES = [
  { value: 'processing', label: 'Processing' },
  { value: 'completed', label: 'Completed' },
  { value: 'failed', label: 'Failed' },
];

/** The filter of a list, kept in the story's state as the app keeps it in the address. */
function Filter({ list = 'cardTransactions', initial = EMPTY_FILTER, isOpen = false }: { list?: FilterList; initial?: ListFilter; isOpen?: boolean }) {
  const [filter, setFilter] = useState<ListFilter>(initial);
  const isWithdrawals = list === 'withdrawals';
  return (
    <HistoryFilter
      list={list}
      filter={filter}
      onChange={(next) => {
        action('change')(next);
        setFilter(next);
      }}
      typeOptions={isWithdrawals ? undefined : CARD_TYPES}
      statusOptions={isWithdrawals ? WITHDRAWAL_STATUSES : CARD_STATUSES}
      categoryOptions={isWithdrawals ? undefined : CATEGORIES}
      textHint={isWithdrawals ? 'Address, network or hash' : 'Merchant or description'}
      exportHref="#export"
      total={filter === EMPTY_FILTER ? undefined : 42}
      initiallyOpen={isOpen}
    />
  );
}

/** No filter: the Filter button and Export CSV. */
export const Empty: Story = () => <Filter />;
/** A filter in force: its chips, Clear filters and the number of matches. */
export const WithFilters: Story = () => <Filter initial={{ ...EMPTY_FILTER, from: '2026-11-01', to: '2026-11-30', status: 'declined', minAmount: '10', q: 'coffee' }} />;
/** A merchant category in force, as the spending insights link it: its chip among the others. */
export const Category: Story = () => <Filter initial={{ ...EMPTY_FILTER, category: 'groceries' }} />;
/** The panel open with the card transactions' fields (Apply with a minimum above the maximum to see an error). */
export const Open: Story = () => <Filter isOpen initial={{ ...EMPTY_FILTER, type: 'purchase' }} />;
/** The withdrawal history's fields: a status, no type. */
export const Withdrawals: Story = () => <Filter list="withdrawals" isOpen />;
