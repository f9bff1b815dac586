import Button from '@mui/material/Button';
import { act, screen, waitFor } from '@testing-library/react';
import { Suspense, useState, type JSX } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Dialog, onDemand, Popover, preloadOverlays } from './overlays';

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

  it('renders a component on demand in the same commit once preloaded, and suspends until its code is there before', async () => {
    let resolveEarly: (component: (props: { label: string }) => JSX.Element) => void = () => undefined;
    const Early = onDemand(() => new Promise<(props: { label: string }) => JSX.Element>((resolve) => (resolveEarly = resolve)), 'Early');
    const Preloaded = onDemand(() => Promise.resolve(({ label }: { label: string }) => <p>{label}</p>), 'Preloaded');
    await act(async () => preloadOverlays());
    renderWithProviders(
      <Suspense fallback={<p>Loading</p>}>
        <Preloaded label="Freeze card" />
      </Suspense>,
    );
    expect(screen.getByText('Freeze card')).toBeInTheDocument();
    renderWithProviders(
      <Suspense fallback={<p>Loading</p>}>
        <Early label="Change PIN" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    act(() => resolveEarly(({ label }) => <p>{label}</p>));
    expect(await screen.findByText('Change PIN')).toBeInTheDocument();
  });
});
