import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { login } from '@/api/generated/endpoints/auth/auth';
import { SessionGate } from '@/app/session-gate';
import { preloadOverlays } from '@/components/overlays';
import { renderWithProviders } from '@/testing/render';
import { preloadCardSelect } from '@/features/cards';
import { preloadDialogs } from '../dialogs/dialog-host';
import { loadRefreshes } from '../query-client';

vi.mock('../dialogs/dialog-host', async (importOriginal) => ({ ...(await importOriginal<object>()), preloadDialogs: vi.fn() }));
vi.mock('@/components/overlays', async (importOriginal) => ({ ...(await importOriginal<object>()), preloadOverlays: vi.fn() }));
vi.mock('@/features/cards', async (importOriginal) => ({ ...(await importOriginal<object>()), preloadCardSelect: vi.fn() }));
vi.mock('../query-client', async (importOriginal) => ({ ...(await importOriginal<object>()), loadRefreshes: vi.fn(() => Promise.resolve()) }));

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });

beforeAll(async () => {
  await import('./dashboard-page');
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(preloadCardSelect).mockClear();
  vi.mocked(preloadOverlays).mockClear();
  setWidth(1024);
});

describe("the dialogs' code and the refresh table (issue 18: input is answered first; not on the first screen)", () => {
  it("start downloading at the user's first press, once the browser is idle, not inside the press's task", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    await login({ email: 'demo@example.com', password: 'Demo-Passw0rd!' });
    renderWithProviders(<SessionGate />, { hasDialogHost: false });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 10_000 });
    expect(preloadDialogs).not.toHaveBeenCalled();
    expect(loadRefreshes).not.toHaveBeenCalled();

    fireEvent.pointerDown(heading);
    fireEvent.pointerDown(heading);
    await Promise.resolve();
    expect(preloadDialogs).not.toHaveBeenCalled();
    expect(loadRefreshes).not.toHaveBeenCalled();
    expect(idle.length).toBeGreaterThan(0);

    // Every idle moment so far (the dashboard leaves the approvals' first requests for one too).
    idle.forEach((callback) => callback());
    await vi.waitFor(() => expect(preloadDialogs).toHaveBeenCalledTimes(1));
    expect(loadRefreshes).toHaveBeenCalledTimes(1);
    // The wide layout never shows the phone's card dropdown: its code is not fetched.
    expect(preloadCardSelect).not.toHaveBeenCalled();
  });
});

describe("the phone's card dropdown (issue 18: not part of the dashboard's first screen)", () => {
  it('starts downloading when the cards tab is pressed, before the tab is shown', async () => {
    setWidth(390);
    // Idle moments never come in this test: what is fetched comes from the press itself.
    vi.stubGlobal('requestIdleCallback', () => 0);
    await login({ email: 'demo@example.com', password: 'Demo-Passw0rd!' });
    renderWithProviders(<SessionGate />, { hasDialogHost: false });
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 10_000 });
    const cardsTab = within(navigation).getByRole('button', { name: 'Cards' });
    expect(preloadCardSelect).not.toHaveBeenCalled();

    fireEvent.pointerDown(cardsTab);
    expect(preloadCardSelect).toHaveBeenCalledTimes(1);
  });
});

describe("the overlays' code (issue 18: the menus, popovers and dialogs are closed on the first screen)", () => {
  it('starts downloading at the first idle moment after the dashboard appears, without a press', async () => {
    vi.mocked(preloadDialogs).mockClear();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    await login({ email: 'demo@example.com', password: 'Demo-Passw0rd!' });
    renderWithProviders(<SessionGate />, { hasDialogHost: false });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 10_000 });
    expect(preloadOverlays).not.toHaveBeenCalled();

    idle.forEach((callback) => callback());
    await vi.waitFor(() => expect(preloadOverlays).toHaveBeenCalledTimes(1));
    expect(preloadDialogs).not.toHaveBeenCalled();
  });
});
