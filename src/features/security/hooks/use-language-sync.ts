import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { useSetUserLanguage } from '@/api/generated/endpoints/users/users';
import type { User } from '@contract-kit/model';
import { userLanguageQueryOptions } from '@/api/queries';
import { useToast } from '@/components/toast-provider';
import { STORAGE_KEYS, type Locale } from '@/config/constants';
import { isLocale, useLocale } from '@/i18n';
import { decideLanguageSync, type SyncedLanguage } from '../lib/language-sync';

/** The language last known to match the server for a user on this device. */
export const LANGUAGE_SYNC_STORAGE_KEY = 'lookcard.locale.synced';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function readSynced(): SyncedLanguage | null {
  try {
    const value = JSON.parse(storage()?.getItem(LANGUAGE_SYNC_STORAGE_KEY) ?? 'null') as Partial<SyncedLanguage> | null;
    return value && typeof value.userId === 'string' && isLocale(value.language) ? { userId: value.userId, language: value.language } : null;
  } catch {
    return null;
  }
}

function writeSynced(userId: string, language: Locale) {
  try {
    storage()?.setItem(LANGUAGE_SYNC_STORAGE_KEY, JSON.stringify({ userId, language }));
  } catch {
    // Storage blocked: the next visit syncs again.
  }
}

/**
 * Keeps the interface language in step with GET/POST /api/users/language (spec 02 §7). Returns the
 * handler for the language selector: switch locally at once, then save on the server.
 */
export function useLanguageSync(user: Pick<User, 'id'>) {
  const intl = useIntl();
  const { toast } = useToast();
  const { locale, setLocale } = useLocale();
  const serverLanguage = useQuery(userLanguageQueryOptions());
  const save = useSetUserLanguage();
  const syncedFor = useRef<string | null>(null);
  const userId = user.id;

  const push = useCallback(
    (language: Locale, isQuiet: boolean) => {
      save.mutate(
        { data: { language } },
        {
          onSuccess: (response) => writeSynced(userId, response.data.language),
          onError: () => {
            if (!isQuiet) toast({ variant: 'default', title: intl.formatMessage({ id: 'security.language.saveFailed' }) });
          },
        },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `save.mutate` is stable
    [userId, intl, toast],
  );

  const server = serverLanguage.data?.data.language;
  useEffect(() => {
    if (!server || syncedFor.current === userId) return;
    syncedFor.current = userId;
    const stored = storage()?.getItem(STORAGE_KEYS.locale);
    const decision = decideLanguageSync({ userId, server, current: locale, stored: isLocale(stored) ? stored : null, synced: readSynced() });
    if (decision.action === 'apply') {
      setLocale(decision.language);
      writeSynced(userId, decision.language);
    } else if (decision.action === 'push') {
      push(decision.language, true);
    } else {
      writeSynced(userId, server);
    }
  }, [server, userId, locale, setLocale, push]);

  return useCallback((next: Locale) => push(next, false), [push]);
}
