import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HostedDialog, usePlace } from '@/components/place-provider';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { PlaceProbe, readPlace } from '@/testing/place-probe';
import { renderWithProviders } from '@/testing/render';
import { HistoryPlaceProvider } from './history-place';

/** A page with the moves the signed-out screens make, and a dialog whose request can hold the place. */
function Page() {
  const { place, set, openDialog, closeDialog, returnTo } = usePlace();
  const [isHeld, setHeld] = useState(false);
  return (
    <>
      <button type="button" onClick={() => set({ auth: 'register' }, { push: true })}>
        register
      </button>
      <button type="button" onClick={() => returnTo({ auth: undefined })}>
        to login
      </button>
      <button type="button" onClick={() => openDialog({ dialog: 'wechat' })}>
        open
      </button>
      <HostedDialog>
        <ResponsiveDialog open={place.dialog === 'wechat'} onClose={closeDialog} title="WeChat" isCloseDisabled={isHeld}>
          <button type="button" onClick={() => setHeld((held) => !held)}>
            {isHeld ? 'release' : 'hold'}
          </button>
        </ResponsiveDialog>
      </HostedDialog>
      <PlaceProbe />
    </>
  );
}

const address = () => `${window.location.pathname}${window.location.search}`;
const state = () => window.history.state as { __TSR_index?: number; __TSR_key?: string; key?: string; dialogDepth?: number } | null;
const shownPlace = () => readPlace(screen.getByTestId('place'));

/** The browser's own Back (popstate arrives in a later task, as in a browser). */
async function browserBack() {
  await act(async () => {
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await popped;
  });
}

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  return renderWithProviders(
    <HistoryPlaceProvider>
      <Page />
    </HistoryPlaceProvider>,
    { hasDialogHost: false },
  );
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe("the signed-out start's places over the browser's history (no router on the sign-in screen)", () => {
  it('reads the place from the address, and replaces an address that does not validate by the place it validates to', async () => {
    renderAt('/?auth=register&tab=bogus&unknown=1');
    expect(shownPlace()).toEqual({ auth: 'register' });
    expect(address()).toBe('/?auth=register');
  });

  it('pushes a view as a history entry the router can step through, which Back leaves', async () => {
    const { user } = renderAt('/');
    await user.click(screen.getByRole('button', { name: 'register' }));
    expect(address()).toBe('/?auth=register');
    // The router's history reads these when it takes over: an index one above the entry before, and a key.
    expect(state()).toMatchObject({ __TSR_index: 1, dialogDepth: 1 });
    expect(state()?.__TSR_key).toBe(state()?.key);
    await waitFor(() => expect(shownPlace()).toEqual({ auth: 'register' }));
    await browserBack();
    expect(address()).toBe('/');
    await waitFor(() => expect(shownPlace()).toEqual({}));
    expect(state()).toMatchObject({ __TSR_index: 0 });
  });

  it("returns from a pushed view with the app's own Back (returnTo), and in place when the view came with the address", async () => {
    const { user } = renderAt('/?auth=register');
    await user.click(screen.getByRole('button', { name: 'to login' }));
    await waitFor(() => expect(shownPlace()).toEqual({}));
    expect(address()).toBe('/');
    expect(state()).toMatchObject({ __TSR_index: 0 });
    await user.click(screen.getByRole('button', { name: 'register' }));
    await waitFor(() => expect(shownPlace()).toEqual({ auth: 'register' }));
    await act(async () => {
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      screen.getByRole('button', { name: 'to login' }).click();
      await popped;
    });
    await waitFor(() => expect(shownPlace()).toEqual({}));
    expect(address()).toBe('/');
  });

  it('writes and reads numbers and card ids as the router does', async () => {
    renderAt('/?card=card-1&dialog=statements&page=2');
    expect(shownPlace()).toEqual({ card: 'card-1', dialog: 'statements', page: '2' });
    expect(address()).toBe('/?card=card-1&dialog=statements&page=2');
  });

  it('closes a dialog with Back, and keeps it open while its request holds the place', async () => {
    const { user } = renderAt('/');
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByRole('dialog', { name: 'WeChat' })).toBeInTheDocument();
    expect(address()).toBe('/?dialog=wechat');

    await user.click(screen.getByRole('button', { name: 'hold' }));
    await browserBack();
    // The held Back is undone: the address and the dialog stay.
    await waitFor(() => expect(address()).toBe('/?dialog=wechat'));
    expect(shownPlace()).toEqual({ dialog: 'wechat' });
    expect(screen.getByRole('dialog', { name: 'WeChat' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'release' }));
    await browserBack();
    expect(address()).toBe('/');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'WeChat' })).not.toBeInTheDocument());
  });
});
