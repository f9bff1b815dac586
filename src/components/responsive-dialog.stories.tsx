import type { Story, StoryDefault } from '@ladle/react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { action } from '../../.ladle/story-backend';
import { ResponsiveDialog } from './responsive-dialog';

export default { title: 'Shared / Responsive dialog' } satisfies StoryDefault;

const content = (
  <Typography>
    <FormattedMessage id="cardApplication.toast.applicationCreatedBody" />
  </Typography>
);

export const Open: Story = () => (
  <ResponsiveDialog open onClose={action('close')} title={<FormattedMessage id="cardApplication.toast.applicationCreated" />}>
    {content}
  </ResponsiveDialog>
);
export const WithActions: Story = () => (
  <ResponsiveDialog
    open
    onClose={action('close')}
    title={<FormattedMessage id="cardApplication.toast.applicationCreated" />}
    actions={
      <Button variant="contained" onClick={action('ok')}>
        <FormattedMessage id="components.dialog.close" />
      </Button>
    }
  >
    {content}
  </ResponsiveDialog>
);
/** While a request runs: the close button and Escape are disabled. */
export const CloseDisabled: Story = () => (
  <ResponsiveDialog open isCloseDisabled onClose={action('close')} title={<FormattedMessage id="cardApplication.toast.applicationCreated" />}>
    {content}
  </ResponsiveDialog>
);
