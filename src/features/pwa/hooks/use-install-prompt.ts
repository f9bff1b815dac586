import { useCallback, useState, useSyncExternalStore } from 'react';
import { forgetInstallPrompt, installPromptOffer, subscribeToInstallPrompt } from '@/lib/install-prompt';
import { isInstallDismissed, rememberInstallDismissed } from '../lib/install-dismissal';

const isStandalone = () => globalThis.matchMedia?.('(display-mode: standalone)').matches === true;
const noOfferOnServer = () => null;

/**
 * The install banner's state: offered when the browser allows installing (beforeinstallprompt, kept since the page
 * started: src/lib/install-prompt.ts), the app is not running installed, and the banner was not dismissed before (a
 * stored flag, spec 01 §2).
 */
export function useInstallPrompt() {
  const promptEvent = useSyncExternalStore(subscribeToInstallPrompt, installPromptOffer, noOfferOnServer);
  const [isDismissed, setDismissed] = useState(isInstallDismissed);

  const install = useCallback(async () => {
    if (!promptEvent) return;
    forgetInstallPrompt();
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
