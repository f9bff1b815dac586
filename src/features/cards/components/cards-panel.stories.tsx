import type { Story, StoryDefault } from '@ladle/react';
import { failing, pending, scenario, signInAs } from '../../../../.ladle/scenario';
import { CardsPanel } from './cards-panel';

export default { title: 'Cards / Cards panel' } satisfies StoryDefault;

export const WithCards: Story = scenario(() => signInAs('demo@example.com'), () => <CardsPanel />);
export const Empty: Story = scenario(() => signInAs('newcomer@example.com'), () => <CardsPanel />);
export const Loading: Story = scenario(async () => {
  await signInAs('demo@example.com');
  pending('getCards');
}, () => <CardsPanel />);
export const Error: Story = scenario(async () => {
  await signInAs('demo@example.com');
  failing('getCards');
}, () => <CardsPanel />);
