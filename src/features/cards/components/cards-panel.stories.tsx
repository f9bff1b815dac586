import type { Story, StoryDefault } from '@ladle/react';
import { failing, pending, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { CardsPanel } from './cards-panel';

export default { title: 'Cards / Cards panel' } satisfies StoryDefault;

export const WithCards: Story = withBackend(
  () => signInAs('demo@example.com'),
  () => <CardsPanel />,
);
export const Empty: Story = withBackend(
  () => signInAs('newcomer@example.com'),
  () => <CardsPanel />,
);
export const Loading: Story = withBackend(
  async () => {
    await signInAs('demo@example.com');
    pending('getCards');
  },
  () => <CardsPanel />,
);
export const Error: Story = withBackend(
  async () => {
    await signInAs('demo@example.com');
    failing('getCards');
  },
  () => <CardsPanel />,
);
