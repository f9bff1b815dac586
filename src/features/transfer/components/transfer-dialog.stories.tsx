import type { Story, StoryDefault } from '@ladle/react';
import { action, type balances, balancesOf, scenario, signInAs } from '../../../../.ladle/scenario';
import { TransferDialog } from './transfer-dialog';

export default { title: 'Wallet / Transfer dialog' } satisfies StoryDefault;

const dialog = (current: Awaited<ReturnType<typeof balances>> | undefined) => (
  <TransferDialog open balances={current} onClose={action('close')} />
);

export const WithBalances: Story = scenario(balancesOf.demo, dialog);
/** A new user with nothing to send yet. */
export const Empty: Story = scenario(balancesOf.empty, dialog);
/** Balances not loaded yet. */
export const Loading: Story = scenario(async () => {
  await signInAs('demo@example.com');
  return undefined;
}, dialog);
