import type { Story, StoryDefault } from '@ladle/react';
import { action, failing, patchRecord, pending, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { DepositDialog } from './deposit-dialog';

export default { title: 'Wallet / Deposit dialog' } satisfies StoryDefault;

const dialog = () => <DepositDialog open onClose={action('close')} />;

/** Buy crypto and direct deposit tabs (on-ramp available). */
export const WithOnramp: Story = withBackend(() => signInAs('demo@example.com'), dialog);
/** Direct deposit only: the on-ramp is not available to this user. */
export const DirectOnly: Story = withBackend(async () => {
  const user = await signInAs('demo@example.com');
  patchRecord('users', user.id, { onrampAvailable: false, onrampReason: 'Not available in your region' });
}, dialog);
export const Loading: Story = withBackend(async () => {
  await signInAs('demo@example.com');
  pending('getAccountAddresses');
  pending('getOnrampAvailability');
}, dialog);
export const Error: Story = withBackend(async () => {
  await signInAs('demo@example.com');
  failing('getAccountAddresses');
  failing('getOnrampAvailability');
}, dialog);
