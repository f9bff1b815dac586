import type { Story, StoryDefault } from '@ladle/react';
import { useIntl } from 'react-intl';
import { action } from '../../.ladle/story-backend';
import { FramedPageDialog } from './framed-page-dialog';

export default { title: 'Shared / Framed page dialog' } satisfies StoryDefault;

/** A stand-in for the mock server's legal pages (Ladle serves no /mock-pages): the frame is sandboxed either way. */
const SAMPLE_PAGE = `data:text/html;charset=utf-8,${encodeURIComponent(`<!doctype html><html lang="en"><body style="font: 15px/1.6 system-ui, sans-serif; max-width: 44rem; margin: 0 auto; padding: 1rem 1.25rem">
<h1>Terms of Service</h1><p>Last updated: 1 November 2026</p>
${Array.from({ length: 12 }, (_, index) => `<h2>${index + 1}. Section</h2><p>LookCard provides a wallet for crypto assets and debit and credit cards funded from it.</p>`).join('')}
</body></html>`)}`;

function Dialog({ open }: { open: boolean }) {
  const intl = useIntl();
  return (
    <FramedPageDialog
      open={open}
      onClose={action('close')}
      title={intl.formatMessage({ id: 'auth.register.terms' })}
      url={SAMPLE_PAGE}
      labels={{ openInNewTab: intl.formatMessage({ id: 'auth.legal.openInNewTab' }), close: intl.formatMessage({ id: 'components.dialog.close' }) }}
    />
  );
}

export const Open: Story = () => <Dialog open />;
/** Closed: nothing is rendered, the frame is not loaded. */
export const Closed: Story = () => <Dialog open={false} />;
