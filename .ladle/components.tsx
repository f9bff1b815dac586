import type { GlobalProvider } from '@ladle/react';
import { useColorScheme } from '@mui/material/styles';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { DialogHost } from '@/app/dialogs/dialog-host';
import { AppProviders } from '@/app/providers';
import { MemoryPlaceProvider } from '@/components/place-provider';
import { isLocale } from '@/i18n';
import { provideMessages } from '@/i18n/catalogues';
import englishCardControls from '@/i18n/compiled/en/cardControls.json';
import englishInsights from '@/i18n/compiled/en/insights.json';
import englishMain from '@/i18n/compiled/en/main.json';
import { createStoryQueryClient } from './query-client';
import { startMockBackend } from './mock-backend';

// Stories render any component at once, as the app does once the signed-in app's messages have loaded.
provideMessages('en', 'main', englishMain);
// …and the dialogs' own parts (in the app each loads with its dialog's code).
provideMessages('en', 'cardControls', englishCardControls);
provideMessages('en', 'insights', englishInsights);

/** Follows Ladle's theme addon (light / dark / auto = the system's) through MUI's colour-scheme API. */
function FollowTheme({ mode }: { mode: 'light' | 'dark' | 'system' }) {
  const { setMode } = useColorScheme();
  useEffect(() => setMode(mode), [mode, setMode]);
  return null;
}

/** Renders nothing until the in-browser mock backend (msw service worker) answers requests. */
function BackendReady({ children }: { children: ReactNode }) {
  const [isReady, setIsReady] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    startMockBackend().then(
      () => !cancelled && setIsReady(true),
      (error: unknown) => !cancelled && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  // Ladle chrome, not product UI: a developer-facing diagnostic, deliberately not translated.
  if (failure) return <pre role="alert">{`mock backend failed to start: ${failure}`}</pre>;
  return isReady ? children : null;
}

/**
 * Every story runs inside the app's own providers (query client, intl, theme, toasts, places with the dialog host)
 * against the stateful mock backend. A fresh query client (no retries) per story; the locale comes from the global "Locale" control.
 */
export const Provider: GlobalProvider = ({ children, globalState }) => {
  const mode = globalState.theme === 'dark' ? 'dark' : globalState.theme === 'light' ? 'light' : 'system';
  // The "Locale" control of the toolbar, else `&locale=zh-CN` in the address (kept across stories), else English.
  const fromControl: unknown = globalState.control['locale']?.value;
  const fromAddress = new URLSearchParams(window.location.search).get('locale');
  const locale = isLocale(fromControl) && fromControl !== 'en' ? fromControl : isLocale(fromAddress) ? fromAddress : 'en';
  const story = globalState.story;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new client for each story
  const queryClient = useMemo(() => createStoryQueryClient(), [story]);
  return (
    <BackendReady>
      <AppProviders key={`${story}:${locale}`} queryClient={queryClient} locale={locale} mode={mode === 'system' ? undefined : mode}>
        <FollowTheme mode={mode} />
        {/* The app's places in memory, and its dialog host: what a story opens by naming a dialog shows as in the app. */}
        <MemoryPlaceProvider>
          {children}
          <DialogHost />
        </MemoryPlaceProvider>
      </AppProviders>
    </BackendReady>
  );
};
