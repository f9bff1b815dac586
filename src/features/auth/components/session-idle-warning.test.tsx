import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customFetch } from '@/api/fetcher';
import { onSessionExpired } from '@/api/session-events';
import { demoId, signInDemo } from '@/testing/demo-user';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { TEST_NOW } from '../../../../mock-server/testing';
import { SessionIdleWarning } from './session-idle-warning';

/**
 * The idle warning (PSD2 RTS Art. 4(3)(d)): a minute before the server's 5-minute idle timeout, on fake timers (the
 * mock backend's clock follows the page's faked Date, so both move together).
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;

beforeEach(() => {
  vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});

/** Moves both clocks on and lets the answers arrive. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const demoSession = () => mockApp.store.find('sessions', (session) => session.userId === demoId());

async function signedInWithWarning() {
  await signInDemo();
  renderWithProviders(<SessionIdleWarning />, { hasDialogHost: false });
  await wait(SECOND);
}

describe('SessionIdleWarning', () => {
  it('asks "Stay signed in?" a minute before the idle timeout, counting down, and staying keeps the session', async () => {
    await signedInWithWarning();
    await wait(3 * MINUTE + 58 * SECOND);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await wait(SECOND);
    const dialog = screen.getByRole('alertdialog', { name: 'Stay signed in?' });
    expect(dialog).toHaveAccessibleDescription(/no activity for a while/);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('1:00');
    expect(within(dialog).getByText('You will be signed out within 60 seconds.')).toBeInTheDocument();
    await wait(10 * SECOND);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('0:50');
    await wait(20 * SECOND);
    expect(within(dialog).getByText('You will be signed out within 30 seconds.')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await wait(SECOND);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The choice is activity on the server: five more minutes from now.
    expect(demoSession()?.idleExpiresAt).toBe(new Date(TEST_NOW.getTime() + 4.5 * MINUTE + 5 * MINUTE).toISOString());
    await wait(3 * MINUTE);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect((await customFetch<{ user: unknown }>('/api/auth/session')).user).toBeTruthy();
  });

  it('signs out with the reason when the countdown ends', async () => {
    const reasons: (string | undefined)[] = [];
    const stop = onSessionExpired((code) => reasons.push(code));
    try {
      await signedInWithWarning();
      await wait(4 * MINUTE);
      expect(screen.getByRole('alertdialog', { name: 'Stay signed in?' })).toBeInTheDocument();
      await wait(58 * SECOND);
      expect(reasons).toEqual([]);
      await wait(2 * SECOND);
      expect(reasons).toEqual(['SessionIdleTimeout']);
      expect(demoSession()).toBeUndefined();
    } finally {
      stop();
    }
  });

  it('reports the user’s input as activity, at most every 30 seconds, so no warning comes while they are there', async () => {
    await signedInWithWarning();
    await wait(MINUTE);
    fireEvent.keyDown(window, { key: 'a' });
    await wait(SECOND);
    expect(demoSession()?.lastActiveAt).toBe(new Date(TEST_NOW.getTime() + MINUTE + SECOND).toISOString());
    // Within 30 seconds: sent at the end of them, not at once.
    fireEvent.pointerDown(window);
    await wait(10 * SECOND);
    expect(demoSession()?.lastActiveAt).toBe(new Date(TEST_NOW.getTime() + MINUTE + SECOND).toISOString());
    await wait(20 * SECOND);
    expect(demoSession()?.lastActiveAt).toBe(new Date(TEST_NOW.getTime() + MINUTE + 31 * SECOND).toISOString());
    // Four minutes after the first warning would have come, the session is still quiet and open.
    await wait(3 * MINUTE + 50 * SECOND);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await wait(10 * SECOND);
    expect(screen.getByRole('alertdialog', { name: 'Stay signed in?' })).toBeInTheDocument();
  });

  it('does not warn when the server counted an action this page did not see (another tab, a change)', async () => {
    await signedInWithWarning();
    await wait(3 * MINUTE);
    await customFetch('/api/session/activity', { method: 'POST' });
    await wait(MINUTE + 5 * SECOND);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await wait(3 * MINUTE);
    expect(screen.getByRole('alertdialog', { name: 'Stay signed in?' })).toBeInTheDocument();
  });
});
