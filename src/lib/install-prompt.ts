/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let offer: BeforeInstallPromptEvent | null = null;
let isListening = false;
const listeners = new Set<() => void>();

const setOffer = (next: BeforeInstallPromptEvent | null) => {
  offer = next;
  listeners.forEach((listener) => listener());
};

/**
 * Keeps the browser's install offer from the page's start (src/main.tsx), before the install banner's code has loaded
 * (it loads after the first render): the browser sends `beforeinstallprompt` when it chooses, perhaps before then.
 */
export function listenForInstallPrompt(): void {
  if (isListening || typeof window === 'undefined') return;
  isListening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away; the banner offers it instead.
    event.preventDefault();
    setOffer(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
}

/** The browser's install offer (null when none, once used, or once installed). */
export const installPromptOffer = (): BeforeInstallPromptEvent | null => offer;

/** Calls `listener` when the offer comes or goes (useSyncExternalStore's subscribe); listens for the offer if nothing did yet. */
export function subscribeToInstallPrompt(listener: () => void): () => void {
  listenForInstallPrompt();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The offer was used: its prompt() works once. */
export const forgetInstallPrompt = (): void => setOffer(null);
