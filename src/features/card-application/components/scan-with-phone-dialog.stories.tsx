import type { Story, StoryDefault } from '@ladle/react';
import { action } from '../../../../.ladle/story-backend';
import { ScanWithPhoneDialog } from './scan-with-phone-dialog';

export default { title: 'Card application / Scan with phone dialog' } satisfies StoryDefault;

/** The identity-verification link of the mock server's verification page, as a QR code to scan. */
export const Open: Story = () => <ScanWithPhoneDialog open url={`${window.location.origin}/mock-pages/verification?session=ladle-story`} onClose={action('close')} onCopied={action('copied')} />;
