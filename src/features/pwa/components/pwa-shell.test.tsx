import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { INSTALL_DISMISSED_STORAGE_KEY } from '../lib/pwa-constants';
import { PwaShell } from './pwa-shell';

function installPromptEvent(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<unknown> };
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome, platform: 'web' });
  return event;
}

/** A fake ServiceWorkerContainer with a new version already installed and waiting. */
function fakeServiceWorker() {
  const waiting = Object.assign(new EventTarget(), { state: 'installed', postMessage: vi.fn() });
  const registration = Object.assign(new EventTarget(), { waiting, installing: null, update: vi.fn(async () => undefined) });
  const container = Object.assign(new EventTarget(), { controller: {}, register: vi.fn(async () => registration) });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return { container, waiting };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PWA shell (spec 01 §2)', () => {
  it('offers installing, and remembers a dismissal', async () => {
    const { user, unmount } = renderWithProviders(<PwaShell />);
    const event = installPromptEvent();
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('region', { name: 'Install LookCard' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Install LookCard' })).not.toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_DISMISSED_STORAGE_KEY)).toBe('true');
    unmount();

    renderWithProviders(<PwaShell />);
    act(() => void window.dispatchEvent(installPromptEvent()));
    expect(screen.queryByRole('region', { name: 'Install LookCard' })).not.toBeInTheDocument();
  });

  it("offers installing when the browser's offer came before the banner's code (it loads after the first render)", async () => {
    const event = installPromptEvent();
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    const { user } = renderWithProviders(<PwaShell />);
    expect(screen.getByRole('region', { name: 'Install LookCard' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Install' }));
    expect(event.prompt).toHaveBeenCalledOnce();
  });

  it('shows the browser prompt on Install', async () => {
    const { user } = renderWithProviders(<PwaShell />);
    const event = installPromptEvent('accepted');
    act(() => void window.dispatchEvent(event));
    await user.click(screen.getByRole('button', { name: 'Install' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('region', { name: 'Install LookCard' })).not.toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_DISMISSED_STORAGE_KEY)).toBeNull();
  });

  it('prompts for a new version and activates it on request', async () => {
    const { container, waiting } = fakeServiceWorker();
    const { user } = renderWithProviders(<PwaShell isServiceWorkerEnabled />);
    expect(await screen.findByText('A new version of LookCard is available.')).toBeInTheDocument();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    await user.click(screen.getByRole('button', { name: 'Update now' }));
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('does not register a service worker in development', () => {
    const { container } = fakeServiceWorker();
    renderWithProviders(<PwaShell />);
    expect(container.register).not.toHaveBeenCalled();
  });
});
