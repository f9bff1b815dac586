import type { Story, StoryDefault } from '@ladle/react';
import { action, cardWhere, ClickOnce, failing, pending, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { FreezeCardDialog } from './freeze-card-dialog';

export default { title: 'Cards / Freeze card dialog' } satisfies StoryDefault;

const activeCard = async () => {
  await signInAs('demo@example.com');
  return cardWhere((card) => card.status === 'active');
};
const frozenCard = async () => {
  await signInAs('demo@example.com');
  return cardWhere((card) => card.status === 'frozen');
};

export const Freeze: Story = withBackend(activeCard, (card) => <FreezeCardDialog open card={card} mode="freeze" onClose={action('close')} />);
export const Unfreeze: Story = withBackend(frozenCard, (card) => <FreezeCardDialog open card={card} mode="unfreeze" onClose={action('close')} />);
export const Submitting: Story = withBackend(
  async () => {
    const card = await activeCard();
    pending('freezeCard');
    return card;
  },
  (card) => (
    <>
      <FreezeCardDialog open card={card} mode="freeze" onClose={action('close')} />
      <ClickOnce label="cards.freeze.confirm" />
    </>
  ),
);
export const Error: Story = withBackend(
  async () => {
    const card = await activeCard();
    failing('freezeCard', 409);
    return card;
  },
  (card) => (
    <>
      <FreezeCardDialog open card={card} mode="freeze" onClose={action('close')} />
      <ClickOnce label="cards.freeze.confirm" />
    </>
  ),
);
