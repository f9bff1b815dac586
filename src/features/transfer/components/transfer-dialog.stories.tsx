import type { Story, StoryDefault } from '@ladle/react';
import { action, balances, emptyWallet, scenario, signInAs } from '../../../../.ladle/scenario';
import { TransferDialog } from './transfer-dialog';

export default { title: 'Wallet / Transfer dialog' } satisfies StoryDefault;

const dialog = (current: Awaited<ReturnType<typeof balances>> | undefined) => (
  <TransferDialog open balances={current} onClose={action('close')} onBalancesChanged={action('balances changed')} />
);

export const WithBalances: Story = scenario(async () => {
  await signInAs('demo@example.com');
  return balances();
}, dialog);
/** A new user with nothing to send yet. */
export const Empty: Story = scenario(async () => {
  const user = await signInAs('newcomer@example.com');
  emptyWallet(user.id);
  return balances();
}, dialog);
/** Balances not loaded yet. */
export const Loading: Story = scenario(async () => {
  await signInAs('demo@example.com');
  return undefined;
}, dialog);
