import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { EMPTY_FILTER, LIST_FILTER_FIELDS, type FilterList, type ListFilter } from '@contract-kit/rules/list-filter';
import { action } from '../../.ladle/story-backend';
import { HistoryFilterDetails } from './history-filter-details';

export default { title: 'Shared / History filter / Chips and panel' } satisfies StoryDefault;

const CARD_TYPES = [
  { value: 'purchase', label: 'Purchase' },
  { value: 'refund', label: 'Refund' },
];
const CARD_STATUSES = [
  { value: 'cleared', label: 'Cleared' },
  { value: 'declined', label: 'Declined' },
];
const CATEGORIES = [
  { value: 'groceries', label: 'Groceries' },
  { value: 'transport', label: 'Transport' },
];

/** The part of the history filter that loads once it is used, on its own: the chips and the panel. */
function Details({ list = 'cardTransactions', initial = EMPTY_FILTER, isOpen = false }: { list?: FilterList; initial?: ListFilter; isOpen?: boolean }) {
  const [filter, setFilter] = useState<ListFilter>(initial);
  const [open, setOpen] = useState(isOpen);
  return (
    <HistoryFilterDetails
      list={list}
      filter={filter}
      onChange={(next) => {
        action('change')(next);
        setFilter(next);
      }}
      typeOptions={list === 'withdrawals' ? undefined : CARD_TYPES}
      statusOptions={CARD_STATUSES}
      categoryOptions={list === 'cardTransactions' ? CATEGORIES : undefined}
      textHint="Merchant or description"
      panelId="history-filter-panel"
      active={LIST_FILTER_FIELDS[list].filter((field) => filter[field] !== null)}
      isOpen={open}
      onClose={() => setOpen(false)}
    />
  );
}

/** The chips of a filter in force, each removable, and Clear filters. */
export const Chips: Story = () => <Details initial={{ ...EMPTY_FILTER, status: 'declined', category: 'groceries', currency: 'JPY', q: 'coffee' }} />;
/** The panel of the card transactions' fields (Apply with a minimum above the maximum shows its error). */
export const Panel: Story = () => <Details isOpen />;
/** Chips and the open panel together: the panel starts from the filter in force. */
export const ChipsAndPanel: Story = () => <Details isOpen initial={{ ...EMPTY_FILTER, from: '2026-11-01', maxAmount: '250.50' }} />;
