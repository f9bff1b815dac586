import Button from '@mui/material/Button';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Dialog, Popover } from './overlays';

function RewardsButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button onClick={(event) => setAnchor(event.currentTarget)}>Rewards</Button>
      <Popover anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: { role: 'dialog', 'aria-label': 'Your code' } }}>
        <Button onClick={() => setAnchor(null)}>Done</Button>
      </Popover>
    </>
  );
}

describe('overlays (not part of the first screen)', () => {
  it('renders nothing until first open, then the popover; closing it takes it away, and it opens again', async () => {
    const { user } = renderWithProviders(<RewardsButton />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.MuiPopover-root')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Rewards' }));
    const popover = await screen.findByRole('dialog', { name: 'Your code' });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(popover).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Rewards' }));
    expect(await screen.findByRole('dialog', { name: 'Your code' })).toBeInTheDocument();
  });

  it('shows a dialog that is open from the start', async () => {
    renderWithProviders(
      <Dialog open aria-labelledby="title">
        <h2 id="title">Notifications are blocked</h2>
      </Dialog>,
    );
    expect(await screen.findByRole('dialog', { name: 'Notifications are blocked' })).toBeInTheDocument();
  });
});
