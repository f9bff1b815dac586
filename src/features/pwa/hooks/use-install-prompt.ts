import { useCallback, useEffect, useState } from 'react';
import { isInstallDismissed, rememberInstallDismissed } from '../lib/install-dismissal';

/** Chromium's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

const isStandalone = () => globalThis.matchMedia?.('(display-mode: standalone)').matches === true;

/**
 * The install banner's state: offered when the browser allows installing (beforeinstallprompt), the app is
 * not running installed, and the banner was not dismissed before (a stored flag, spec 01 §2).
 */
export function useInstallPrompt() {
  const [promptEvent, setPromptEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [isDismissed, setDismissed] = useState(isInstallDismissed);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      // Keep the browser's own mini-infobar away; the banner offers it instead.
      event.preventDefault();
      setPromptEvent(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setPromptEvent(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const install = useCallback(async () => {
    if (!promptEvent) return;
    setPromptEvent(null);
    await promptEvent.prompt();
    const choice = await promptEvent.userChoice.catch(() => null);
    if (choice?.outcome === 'dismissed') {
      rememberInstallDismissed();
      setDismissed(true);
    }
  }, [promptEvent]);

  const dismiss = useCallback(() => {
    rememberInstallDismissed();
    setDismissed(true);
  }, []);

  return { isOffered: promptEvent !== null && !isDismissed && !isStandalone(), install, dismiss };
}
