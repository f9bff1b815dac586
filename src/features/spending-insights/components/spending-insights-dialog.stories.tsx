import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import type { InsightsPeriod } from '@contract-kit/model';
import { action, cardWhere, failing, patchRecord, pending, records, signInAs, withBackend } from '../../../../.ladle/story-backend';
import { SpendingInsightsDialog } from './spending-insights-dialog';

export default { title: 'Spending insights / Spending insights dialog' } satisfies StoryDefault;

const activeDebit = async () => {
  await signInAs('demo@example.com');
  return cardWhere((card) => card.model === 'debit' && card.status === 'active');
};

function Dialog({ card, initial }: { card: Awaited<ReturnType<typeof activeDebit>>; initial: InsightsPeriod }) {
  const [period, setPeriod] = useState<InsightsPeriod>(initial);
  return <SpendingInsightsDialog open card={card} period={period} onPeriodChange={setPeriod} onClose={action('close')} onShowCategory={action('show category')} />;
}

const dialog = (initial: InsightsPeriod) =>
  function Render(card: Awaited<ReturnType<typeof activeDebit>>) {
    return <Dialog card={card} initial={initial} />;
  };

/** The seeded debit card's last 3 months: spending in several categories and months. */
export const Default: Story = withBackend(activeDebit, dialog('last-3-months'));
export const ThisMonth: Story = withBackend(activeDebit, dialog('this-month'));
export const LastTwelveMonths: Story = withBackend(activeDebit, dialog('last-12-months'));
/** Nothing spent: every transaction of the card declined. */
export const Empty: Story = withBackend(async () => {
  const card = await activeDebit();
  for (const tx of records('cardTransactions', (candidate) => candidate.cardId === card.id)) patchRecord('cardTransactions', tx.id, { status: 'declined' });
  return card;
}, dialog('this-month'));
export const Loading: Story = withBackend(async () => {
  const card = await activeDebit();
  pending('getCardInsights');
  return card;
}, dialog('last-3-months'));
export const Error: Story = withBackend(async () => {
  const card = await activeDebit();
  failing('getCardInsights');
  return card;
}, dialog('last-3-months'));
