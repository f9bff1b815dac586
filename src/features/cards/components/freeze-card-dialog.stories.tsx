import type { Story, StoryDefault } from '@ladle/react';
import { action, cardWhere, ClickOnce, failing, pending, scenario, signInAs } from '../../../../.ladle/scenario';
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

export const Freeze: Story = scenario(activeCard, (card) => <FreezeCardDialog open card={card} mode="freeze" onClose={action('close')} />);
export const Unfreeze: Story = scenario(frozenCard, (card) => <FreezeCardDialog open card={card} mode="unfreeze" onClose={action('close')} />);
export const Submitting: Story = scenario(
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
export const Error: Story = scenario(
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
