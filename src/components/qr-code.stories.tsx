import type { Story, StoryDefault } from '@ladle/react';
import { useIntl } from 'react-intl';
import { QrCode } from './qr-code';

export default { title: 'Shared / QR code' } satisfies StoryDefault;

function Code({ size }: { size?: number }) {
  const intl = useIntl();
  return <QrCode value="TQ5Nv8pA1gbbQ6Yy9xQzW7Z8u3wM2kR4cF" label={intl.formatMessage({ id: 'deposit.copyLabel' })} size={size} />;
}

export const Default: Story = () => <Code />;
export const Small: Story = () => <Code size={120} />;
