import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Dialog, Popover } from './overlays';

export default { title: 'Shared / Overlays on demand' } satisfies StoryDefault;

/** A popover whose code loads on its first open (nothing of it is rendered before). */
export const PopoverOnDemand: Story = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button variant="outlined" onClick={(event) => setAnchor(event.currentTarget)}>
        Rewards
      </Button>
      <Popover open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)} slotProps={{ paper: { role: 'dialog', 'aria-label': 'Rewards', sx: { p: 2 } } }}>
        <Typography>Your referral code: LOOK7A5E93</Typography>
      </Popover>
    </>
  );
};

/** A dialog whose code loads on its first open. */
export const DialogOnDemand: Story = () => {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Why are notifications blocked?
      </Button>
      <Dialog open={isOpen} onClose={() => setOpen(false)} aria-labelledby="overlays-story-title">
        <DialogTitle id="overlays-story-title">Notifications are blocked</DialogTitle>
        <DialogContent>
          <Typography>Allow them in your browser's site settings.</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>OK</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
