import type { Story, StoryDefault } from '@ladle/react';
import { action, cardWhere, ClickOnce, failing, patchRecord, pending, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { CardControlsDialog } from './card-controls-dialog';

export default { title: 'Cards / Card controls dialog' } satisfies StoryDefault;

const activeDebit = async () => {
  await signInAs('demo@example.com');
  return cardWhere((card) => card.model === 'debit' && card.status === 'active');
};

/** The active debit card with a daily and a monthly limit, part of both spent today. */
const limitedDebit = async () => {
  const card = await activeDebit();
  const now = new Date().toISOString();
  patchRecord('cards', card.id, {
    controls: { dailyLimit: '250.00', monthlyLimit: '2000.00', online: true, contactless: true, atm: false, foreignCurrency: false },
    spending: { day: now.slice(0, 10), daily: '48.73', month: now.slice(0, 7), monthly: '612.40' },
  });
  return cardWhere((candidate) => candidate.id === card.id);
};

const dialog = (hasMfa = false) =>
  function Render(card: Awaited<ReturnType<typeof activeDebit>>) {
    return <CardControlsDialog open card={card} hasMfa={hasMfa} onClose={action('close')} />;
  };

export const NoLimits: Story = withBackend(activeDebit, dialog());
export const WithLimits: Story = withBackend(limitedDebit, dialog());
export const WithMfa: Story = withBackend(limitedDebit, dialog(true));
export const Submitting: Story = withBackend(
  async () => {
    const card = await limitedDebit();
    pending('updateCardControls');
    return card;
  },
  (card) => (
    <>
      <CardControlsDialog open card={card} hasMfa={false} onClose={action('close')} />
      <ClickOnce label="cardControls.save" />
    </>
  ),
);
export const Error: Story = withBackend(
  async () => {
    const card = await limitedDebit();
    failing('updateCardControls', 422);
    return card;
  },
  (card) => (
    <>
      <CardControlsDialog open card={card} hasMfa={false} onClose={action('close')} />
      <ClickOnce label="cardControls.save" />
    </>
  ),
);
