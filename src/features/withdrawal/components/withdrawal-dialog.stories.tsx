import type { Story, StoryDefault } from '@ladle/react';
import { action, balances, balancesOf, failing, pending, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { WithdrawalDialog } from './withdrawal-dialog';

export default { title: 'Wallet / Withdrawal dialog' } satisfies StoryDefault;

const dialog = (current: Awaited<ReturnType<typeof balances>> | undefined) => <WithdrawalDialog open balances={current} onClose={action('close')} />;

export const WithBalances: Story = withBackend(balancesOf.demo, dialog);
/** A new user with nothing to withdraw. */
export const Empty: Story = withBackend(balancesOf.empty, dialog);
export const Loading: Story = withBackend(async () => {
  await signInAs('demo@example.com');
  pending('getBlockchains');
  pending('getCurrencies');
  return undefined;
}, dialog);
export const Error: Story = withBackend(async () => {
  await signInAs('demo@example.com');
  const current = await balances();
  failing('getBlockchains');
  failing('getCurrencies');
  return current;
}, dialog);
