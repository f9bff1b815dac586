import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { login } from '@/api/generated/endpoints/auth/auth';
import { SessionGate } from '@/app/session-gate';
import { cardSelectCode } from '@/features/cards';
import { renderWithProviders } from '@/testing/render';
import { preloadAfterFirstPaint, preloadAfterFirstUse } from '../preloads';
import { setWindowSize } from '@/testing/window-size';

vi.mock('../preloads', () => ({ preloadAfterFirstPaint: vi.fn(), preloadAfterFirstUse: vi.fn() }));

beforeAll(async () => {
  await import('./dashboard-page');
}, 60_000);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.mocked(preloadAfterFirstPaint).mockClear();
});

// The idle-time scheduler itself (each module at an idle moment, never inside an input's task) is src/lib/lazy-module.test.ts's.
describe("the dialogs' code and the refresh table (input is answered first; not on the first screen)", () => {
  it("are asked for at the user's first press, once, with the wide layout's list", async () => {
    // A build's behaviour: the development server asks for them at mount (it transforms modules on request).
    vi.stubEnv('DEV', false);
    await login({ email: 'demo@example.com', password: 'Demo-Passw0rd!' });
    renderWithProviders(<SessionGate />, { hasDialogHost: false });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 10_000 });
    expect(preloadAfterFirstUse).not.toHaveBeenCalled();

    fireEvent.pointerDown(heading);
    fireEvent.pointerDown(heading);
    expect(vi.mocked(preloadAfterFirstUse).mock.calls).toEqual([[true]]);
  });
});

describe("the phone's card dropdown (not part of the dashboard's first screen)", () => {
  it('starts downloading when the cards tab is pressed, before the tab is shown', async () => {
    setWindowSize(390);
    const preload = vi.spyOn(cardSelectCode, 'preload');
    await login({ email: 'demo@example.com', password: 'Demo-Passw0rd!' });
    renderWithProviders(<SessionGate />, { hasDialogHost: false });
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 10_000 });
    const cardsTab = within(navigation).getByRole('button', { name: 'Cards' });
    expect(preload).not.toHaveBeenCalled();

    fireEvent.pointerDown(cardsTab);
    expect(preload).toHaveBeenCalledTimes(1);
  });
});

describe("the overlays' code (the menus, popovers and dialogs are closed on the first screen)", () => {
  it('is asked for once the dashboard appears, without a press', async () => {
    await login({ email: 'demo@example.com', password: 'Demo-Passw0rd!' });
    renderWithProviders(<SessionGate />, { hasDialogHost: false });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 10_000 });
    expect(preloadAfterFirstPaint).toHaveBeenCalledTimes(1);
  });
});
