import { DEFAULT_LOCALE, type Locale } from '@/config/constants';

/** The language last known to match the server for a user on this device. */
export interface SyncedLanguage {
  userId: string;
  language: Locale;
}

export type LanguageSyncDecision = { action: 'none' } | { action: 'apply'; language: Locale } | { action: 'push'; language: Locale };

/**
 * Who wins when the device and the account disagree (the local choice is remembered too):
 * - a choice made on this device since the last sync (e.g. while signed out, or offline) is saved;
 * - otherwise a language changed on another device is applied here;
 * - the first time this user is seen on this device, an account language other than the default is
 *   applied; an account still on the default language takes the language the user is looking at.
 */
export function decideLanguageSync(input: {
  userId: string;
  server: Locale;
  /** The language shown now (remembered choice, else the browser's). */
  current: Locale;
  /** The explicitly remembered choice on this device, if any. */
  stored: Locale | null;
  synced: SyncedLanguage | null;
}): LanguageSyncDecision {
  const { userId, server, current, stored, synced } = input;
  if (synced && synced.userId === userId) {
    if (stored && stored !== synced.language) return stored === server ? { action: 'none' } : { action: 'push', language: stored };
    if (server !== synced.language) return server === current ? { action: 'none' } : { action: 'apply', language: server };
    return { action: 'none' };
  }
  if (server !== DEFAULT_LOCALE) return server === current ? { action: 'none' } : { action: 'apply', language: server };
  return current === server ? { action: 'none' } : { action: 'push', language: current };
}
