import type { Story, StoryDefault } from '@ladle/react';
import { forgotPassword } from '@/api/generated/endpoints/password/password';
import { getSimulatorOutbox } from '@/api/generated/endpoints/simulator/simulator';
import { action, withBackend } from '../../../../.ladle/story-backend';
import { ResetPasswordDialog } from './reset-password-dialog';

export default { title: 'Auth / Reset password dialog' } satisfies StoryDefault;

/** A real reset link: requested for demo@example.com and read from the mock server's outbox. */
export const ValidLink: Story = withBackend(
  async () => {
    await forgotPassword({ email: 'demo@example.com' });
    const mail = (await getSimulatorOutbox({ to: 'demo@example.com' })).data.find((candidate) => candidate.link);
    const url = new URL(mail?.link ?? '', window.location.href);
    return { changePasswordId: url.searchParams.get('changePasswordId') ?? '', tenantId: url.searchParams.get('tenantId') ?? '', email: 'demo@example.com' };
  },
  (link) => <ResetPasswordDialog link={link} onClose={action('close')} onReset={action('reset')} onRequestNewLink={action('request new link')} />,
);
/** A link the server does not know (already used or mistyped). */
export const UnknownLink: Story = withBackend(
  () => ({ changePasswordId: 'no-such-reset', tenantId: 'lookcard', email: 'demo@example.com' }),
  (link) => <ResetPasswordDialog link={link} onClose={action('close')} onReset={action('reset')} onRequestNewLink={action('request new link')} />,
);
