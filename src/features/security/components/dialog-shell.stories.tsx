import type { Story, StoryDefault } from '@ladle/react';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { action } from '../../../../.ladle/scenario';
import { DialogShell } from './dialog-shell';

export default { title: 'Security / Dialog shell' } satisfies StoryDefault;

const body = (
  <Typography>
    <FormattedMessage id="security.mfa.error.network.body" />
  </Typography>
);

export const Open: Story = () => (
  <DialogShell open onClose={action('close')} title={<FormattedMessage id="security.mfa.setup.title" />}>
    {body}
  </DialogShell>
);
/** While a request runs: closing is disabled. */
export const Busy: Story = () => (
  <DialogShell open isBusy onClose={action('close')} title={<FormattedMessage id="security.mfa.setup.title" />}>
    {body}
  </DialogShell>
);
