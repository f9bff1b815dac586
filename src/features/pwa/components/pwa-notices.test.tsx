import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { OFFLINE_NOTICE_MS } from '../lib/pwa-constants';
import { PwaNotices } from './pwa-notices';

/** The connection goes or returns as a browser reports it: `navigator.onLine` first, then the event. */
function setConnection(isOnline: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => isOnline });
  window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
}

const OFFLINE = 'You are offline. Some features are unavailable until the connection returns.';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine');
  // The query client starts offline on a page opened offline (src/app/query-client.ts): online again for the next file.
  onlineManager.setOnline(true);
});

describe('the PWA notices (spec 01 §2; the banner’s code not in the sign-in screen’s download)', () => {
  it('shows the offline notice for 5 s, and the online notice when the connection returns', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<PwaNotices />, { hasDialogHost: false });
    act(() => setConnection(false));
    expect(await screen.findByRole('status')).toHaveTextContent(OFFLINE);
    // The 5 s count from the end of the toast's slide (225 ms).
    act(() => void vi.advanceTimersByTime(OFFLINE_NOTICE_MS));
    expect(screen.getByText(OFFLINE)).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(400));
    await waitFor(() => expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument());
    act(() => setConnection(true));
    expect(await screen.findByRole('status')).toHaveTextContent('You are back online.');
  });

  it('shows the offline notice when the page starts without a connection', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    renderWithProviders(<PwaNotices />, { hasDialogHost: false });
    expect(await screen.findByRole('status')).toHaveTextContent(OFFLINE);
  });

  it('loads the install banner the first time the browser offers installing, not before', async () => {
    renderWithProviders(<PwaNotices />, { hasDialogHost: false });
    expect(screen.queryByRole('region', { name: 'Install LookCard' })).not.toBeInTheDocument();
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, { prompt: vi.fn(async () => undefined), userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }) });
    act(() => void window.dispatchEvent(event));
    expect(await screen.findByRole('region', { name: 'Install LookCard' })).toBeInTheDocument();
  });
});
