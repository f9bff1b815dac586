import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { DialogHost } from '@/app/dialogs/dialog-host';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { MemoryPlaceProvider } from '@/components/place-provider';
import type { Locale } from '@/config/constants';
import type { PlaceSearch } from '@/lib/places';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
  mode?: 'light' | 'dark';
  /** Where the user is (the app's address, src/lib/places.ts): the dialog it names opens, as in the app. */
  place?: PlaceSearch;
  /** The app's dialog host beside `ui` (default); off for a `ui` that has its own (the session gate). */
  hasDialogHost?: boolean;
}

/**
 * Renders inside the app's real providers (theme, intl, query client) against the MSW mock backend, with the places of
 * the app in a history in memory and the app's dialog host: what opens a dialog by naming it shows it, as in the app.
 */
export function renderWithProviders(ui: ReactElement, { locale = 'en', mode = 'light', place, hasDialogHost = true, ...options }: Options = {}) {
  const queryClient = createQueryClient();
  // setDefaultOptions replaces every default: keep the app's (mutations' networkMode among them).
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const user = userEvent.setup();
  const result = render(
    <AppProviders queryClient={queryClient} locale={locale} mode={mode}>
      <MemoryPlaceProvider initialPlace={place}>
        {ui}
        {hasDialogHost ? <DialogHost /> : null}
      </MemoryPlaceProvider>
    </AppProviders>,
    options,
  );
  return { ...result, user, queryClient };
}
