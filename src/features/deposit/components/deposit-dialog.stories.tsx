import type { Story, StoryDefault } from '@ladle/react';
import { action, failing, patchRecord, pending, scenario, signInAs } from '../../../../.ladle/scenario';
import { DepositDialog } from './deposit-dialog';

export default { title: 'Wallet / Deposit dialog' } satisfies StoryDefault;

const dialog = () => <DepositDialog open onClose={action('close')} />;

/** Buy crypto and direct deposit tabs (on-ramp available). */
export const WithOnramp: Story = scenario(() => signInAs('demo@example.com'), dialog);
/** Direct deposit only: the on-ramp is not available to this user. */
export const DirectOnly: Story = scenario(async () => {
  const user = await signInAs('demo@example.com');
  patchRecord('users', user.id, { onrampAvailable: false, onrampReason: 'Not available in your region' });
}, dialog);
export const Loading: Story = scenario(async () => {
  await signInAs('demo@example.com');
  pending('getAccountAddresses');
  pending('getOnrampAvailability');
}, dialog);
export const Error: Story = scenario(async () => {
  await signInAs('demo@example.com');
  failing('getAccountAddresses');
  failing('getOnrampAvailability');
}, dialog);
