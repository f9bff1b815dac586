import type { Story, StoryDefault } from '@ladle/react';
import { useIntl } from 'react-intl';
import { action } from '../../.ladle/story-backend';
import { CopyButton } from './copy-button';

export default { title: 'Shared / Copy button' } satisfies StoryDefault;

const ADDRESS = 'TQ5Nv8pA1gbbQ6Yy9xQzW7Z8u3wM2kR4cF';

function Button({ variant }: { variant: 'icon' | 'text' }) {
  const intl = useIntl();
  return <CopyButton value={ADDRESS} label={intl.formatMessage({ id: 'deposit.copyLabel' })} variant={variant} onCopied={action('copied')} />;
}

export const Icon: Story = () => <Button variant="icon" />;
export const Text: Story = () => <Button variant="text" />;
