import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { login } from '@/api/generated/endpoints/auth/auth';
import { SessionGate } from '@/app/session-gate';
import { renderWithProviders } from '@/testing/render';
import { preloadDialogs } from '../dialogs/dialog-host';

vi.mock('../dialogs/dialog-host', async (importOriginal) => ({ ...(await importOriginal<object>()), preloadDialogs: vi.fn() }));

beforeAll(async () => {
  await import('./dashboard-page');
}, 60_000);

afterEach(() => vi.unstubAllGlobals());

describe("the dialogs' code (issue 18: input is answered first)", () => {
  it("starts downloading at the user's first press, once the browser is idle, not inside the press's task", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    await login({ email: 'demo@example.com', password: 'Demo-Passw0rd!' });
    renderWithProviders(<SessionGate />, { hasDialogHost: false });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 10_000 });
    expect(preloadDialogs).not.toHaveBeenCalled();

    fireEvent.pointerDown(heading);
    fireEvent.pointerDown(heading);
    await Promise.resolve();
    expect(preloadDialogs).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);

    idle.forEach((callback) => callback());
    await vi.waitFor(() => expect(preloadDialogs).toHaveBeenCalledTimes(1));
  });
});
