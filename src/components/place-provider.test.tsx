import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PlaceSearch } from '@/lib/places';
import { HistoryButtons, PlaceProbe, readPlace } from '@/testing/place-probe';
import { renderWithProviders } from '@/testing/render';
import { createPlaceApi, HostedDialog, usePlace } from './place-provider';
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

describe('places: moves start from the newest place while the rendered one lags behind', () => {
  // The app renders a place change deferred (src/app/router-place.tsx): until that render is done, what is on screen
  // (and so the api the handlers hold) is the place before. An input in that moment must not undo the change.
  const lagging = (newest: { place: PlaceSearch; dialogDepth: number }) => {
    const moves: { place: PlaceSearch; replace: boolean; dialogDepth: number }[] = [];
    const gone: number[] = [];
    const api = createPlaceApi({
      place: {},
      dialogDepth: 0,
      navigate: (place, options) => moves.push({ place, ...options }),
      go: (delta) => gone.push(delta),
      reload: () => undefined,
      latest: () => newest,
    });
    return { api, moves, gone };
  };

  it('shows the rendered place, but closes the dialog that was opened meanwhile (back over its entry)', () => {
    const { api, moves, gone } = lagging({ place: { dialog: 'transfer' }, dialogDepth: 1 });
    expect(api.place).toEqual({});
    expect(api.depth).toBe(0);
    api.closeDialog();
    expect(gone).toEqual([-1]);
    expect(moves).toEqual([]);
  });

  it('keeps what the newest place holds when it changes a part of it or opens a dialog over it', () => {
    const { api, moves } = lagging({ place: { tab: 'cards' }, dialogDepth: 0 });
    api.set({ card: 'card-1' });
    api.openDialog({ dialog: 'statements' });
    expect(moves).toEqual([
      { place: { tab: 'cards', card: 'card-1' }, replace: true, dialogDepth: 0 },
      { place: { tab: 'cards', dialog: 'statements' }, replace: false, dialogDepth: 1 },
    ]);
  });

  it('does not open the same dialog twice from a second tap before the first one shows', () => {
    const { api, moves } = lagging({ place: { dialog: 'transfer' }, dialogDepth: 1 });
    api.openDialog({ dialog: 'transfer' });
    expect(moves).toEqual([]);
    api.openDialog({ dialog: 'deposit' });
    expect(moves).toEqual([{ place: { dialog: 'deposit' }, replace: false, dialogDepth: 1 }]);
  });
});
