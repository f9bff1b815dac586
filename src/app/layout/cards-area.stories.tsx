import type { Story, StoryDefault } from '@ladle/react';
import { failing, pending, scenario, signInAs } from '../../../.ladle/scenario';
import { CardsArea } from './cards-area';

export default { title: 'Layout / Cards area' } satisfies StoryDefault;

export const Default: Story = scenario(() => signInAs('demo@example.com'), () => <CardsArea />);
export const Empty: Story = scenario(() => signInAs('newcomer@example.com'), () => <CardsArea />);
export const Loading: Story = scenario(async () => {
  await signInAs('demo@example.com');
  pending('getCards');
}, () => <CardsArea />);
export const Error: Story = scenario(async () => {
  await signInAs('demo@example.com');
  failing('getCards');
}, () => <CardsArea />);
