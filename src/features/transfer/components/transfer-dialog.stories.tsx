import type { Story, StoryDefault } from '@ladle/react';
import { action, type balances, balancesOf, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { TransferDialog } from './transfer-dialog';

export default { title: 'Wallet / Transfer dialog' } satisfies StoryDefault;

const dialog = (current: Awaited<ReturnType<typeof balances>> | undefined) => <TransferDialog open balances={current} onClose={action('close')} />;

export const WithBalances: Story = withBackend(balancesOf.demo, dialog);
/** A new user with nothing to send yet. */
export const Empty: Story = withBackend(balancesOf.empty, dialog);
/** Balances not loaded yet. */
export const Loading: Story = withBackend(async () => {
  await signInAs('demo@example.com');
  return undefined;
}, dialog);
