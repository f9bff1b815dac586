import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { HistoryButtons, PlaceProbe, readPlace } from '@/testing/place-probe';
import { renderWithProviders } from '@/testing/render';
import { HostedDialog, usePlace } from './place-provider';
import { ResponsiveDialog } from './responsive-dialog';

/** A dialog a place names, with a dialog of its own inside (as the wizard's agreement viewer is). */
function Page() {
  const { place, openDialog, closeDialog } = usePlace();
  const [isInnerOpen, setInnerOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => openDialog({ dialog: 'wechat' })}>
        open
      </button>
      <HostedDialog>
        <ResponsiveDialog open={place.dialog === 'wechat'} onClose={closeDialog} title="Outer">
          <button type="button" onClick={() => setInnerOpen(true)}>
            open inner
          </button>
          <ResponsiveDialog open={isInnerOpen} onClose={() => setInnerOpen(false)} title="Inner">
            inner content
          </ResponsiveDialog>
        </ResponsiveDialog>
      </HostedDialog>
      <PlaceProbe />
      <HistoryButtons />
    </>
  );
}

const place = () => readPlace(screen.getByTestId('place'));
const back = (user: ReturnType<typeof renderWithProviders>['user']) => user.click(screen.getByRole('button', { name: 'history back', hidden: true }));

describe('places: Back closes the top dialog', () => {
  it('opens a dialog as a new entry: Back closes it, Forward opens it again, its close button goes back', async () => {
    const { user } = renderWithProviders(<Page />, { hasDialogHost: false });
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(place()).toEqual({ dialog: 'wechat' });
    await back(user);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Outer' })).not.toBeInTheDocument());
    expect(place()).toEqual({});
    await user.click(screen.getByRole('button', { name: 'history forward' }));
    expect(await screen.findByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog', { name: 'Outer' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Outer' })).not.toBeInTheDocument());
    expect(place()).toEqual({});
  });

  it('a dialog opened inside it is an entry of its own: Back closes only that one', async () => {
    const { user } = renderWithProviders(<Page />, { hasDialogHost: false });
    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Outer' })).getByRole('button', { name: 'open inner' }));
    expect(await screen.findByRole('dialog', { name: 'Inner' })).toBeInTheDocument();
    await back(user);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(place()).toEqual({ dialog: 'wechat' });

    // Closed by its own button, the inner dialog leaves its entry: the next Back closes the outer one.
    await user.click(within(screen.getByRole('dialog', { name: 'Outer' })).getByRole('button', { name: 'open inner' }));
    const inner = await screen.findByRole('dialog', { name: 'Inner' });
    await user.click(within(inner).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument());
    await back(user);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Outer' })).not.toBeInTheDocument());
    expect(place()).toEqual({});
  });

  it('a dialog that arrived with the address (a link, a reload) closes to the place without it', async () => {
    const { user } = renderWithProviders(<Page />, { hasDialogHost: false, place: { dialog: 'wechat', tab: 'cards' } });
    await user.click(within(await screen.findByRole('dialog', { name: 'Outer' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Outer' })).not.toBeInTheDocument());
    expect(place()).toEqual({ tab: 'cards' });
  });
});
