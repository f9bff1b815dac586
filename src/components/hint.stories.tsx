import type { Story, StoryDefault } from '@ladle/react';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { Hint } from './hint';

export default { title: 'Shared / Hint (tooltip)' } satisfies StoryDefault;

/** Hover or tab onto the buttons: the tooltip's code loads on first use. */
export const Default: Story = () => (
  <Stack direction="row" spacing={2} sx={{ p: 6 }}>
    <Hint title="Refresh">
      <IconButton>
        <RefreshIcon />
      </IconButton>
    </Hint>
    <Hint title="Waits for the connection" describeChild>
      <span tabIndex={0}>
        <Button variant="outlined" disabled>
          Withdrawal
        </Button>
      </span>
    </Hint>
  </Stack>
);

export const Open: Story = () => (
  <Stack sx={{ p: 6 }}>
    <Hint title="Copied" open placement="top">
      <IconButton aria-label="Copy address">
        <RefreshIcon />
      </IconButton>
    </Hint>
  </Stack>
);
