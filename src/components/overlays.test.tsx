import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Dialog, Menu } from './overlays';

function MenuButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button onClick={(event) => setAnchor(event.currentTarget)}>Actions</Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => setAnchor(null)}>Freeze card</MenuItem>
      </Menu>
    </>
  );
}

describe('overlays (issue 18: not part of the first screen)', () => {
  it('renders nothing until first open, then the menu; closing it takes it away', async () => {
    const { user } = renderWithProviders(<MenuButton />);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.querySelector('.MuiPopover-root')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    const item = await screen.findByRole('menuitem', { name: 'Freeze card' });
    await user.click(item);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Opens again (mounted from the first open on).
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
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
