import type { Story, StoryDefault } from '@ladle/react';
import { emptyWallet, failing, patchRecord, pending, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { AccountPanel } from './account-panel';

export default { title: 'Wallet / Account panel' } satisfies StoryDefault;

export const WithBalances: Story = withBackend(
  () => signInAs('demo@example.com'),
  () => <AccountPanel />,
);
/** A new user: zero balances. */
export const Empty: Story = withBackend(
  async () => {
    const user = await signInAs('newcomer@example.com');
    emptyWallet(user.id);
  },
  () => <AccountPanel />,
);
/** Withdrawals not available to this user (the reason shows). */
export const WithdrawalUnavailable: Story = withBackend(
  async () => {
    const user = await signInAs('demo@example.com');
    patchRecord('users', user.id, { withdrawalAvailable: false, withdrawalReason: 'Withdrawals are paused for your account' });
  },
  () => <AccountPanel />,
);
export const Loading: Story = withBackend(
  async () => {
    await signInAs('demo@example.com');
    pending('getAccountBalance');
  },
  () => <AccountPanel />,
);
export const Error: Story = withBackend(
  async () => {
    await signInAs('demo@example.com');
    failing('getAccountBalance');
  },
  () => <AccountPanel />,
);
