import type { Story, StoryDefault } from '@ladle/react';
import { emptyWallet, failing, patchRecord, pending, scenario, signInAs } from '../../../../.ladle/scenario';
import { AccountPanel } from './account-panel';

export default { title: 'Wallet / Account panel' } satisfies StoryDefault;

export const WithBalances: Story = scenario(() => signInAs('demo@example.com'), () => <AccountPanel />);
/** A new user: zero balances. */
export const Empty: Story = scenario(async () => {
  const user = await signInAs('newcomer@example.com');
  emptyWallet(user.id);
}, () => <AccountPanel />);
/** Withdrawals not available to this user (the reason shows). */
export const WithdrawalUnavailable: Story = scenario(async () => {
  const user = await signInAs('demo@example.com');
  patchRecord('users', user.id, { withdrawalAvailable: false, withdrawalReason: 'Withdrawals are paused for your account' });
}, () => <AccountPanel />);
export const Loading: Story = scenario(async () => {
  await signInAs('demo@example.com');
  pending('getAccountBalance');
}, () => <AccountPanel />);
export const Error: Story = scenario(async () => {
  await signInAs('demo@example.com');
  failing('getAccountBalance');
}, () => <AccountPanel />);
