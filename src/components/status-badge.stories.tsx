import type { Story, StoryDefault } from '@ladle/react';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../.ladle/story-backend';
import { StatusBadge, type StatusBadgeVariant } from './status-badge';

export default { title: 'Shared / Status badge' } satisfies StoryDefault;

/** Each variant with a real status label of the catalogues. */
const SAMPLES: { variant: StatusBadgeVariant; id: MessageId }[] = [
  { variant: 'default', id: 'cards.status.active' },
  { variant: 'secondary', id: 'cards.status.pending_activation' },
  { variant: 'destructive', id: 'cards.status.blocked' },
  { variant: 'outline', id: 'cards.status.unknown' },
  { variant: 'success', id: 'withdrawal.status.completed' },
  { variant: 'warning', id: 'cards.status.frozen' },
];

function Badges({ size }: { size: 'small' | 'medium' }) {
  const intl = useIntl();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {SAMPLES.map(({ variant, id }) => (
        <StatusBadge key={variant} variant={variant} size={size} label={intl.formatMessage({ id })} />
      ))}
    </Stack>
  );
}

export const EachStatus: Story = () => <Badges size="small" />;
export const Medium: Story = () => <Badges size="medium" />;
