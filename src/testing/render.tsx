import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import type { Locale } from '@/config/constants';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
  mode?: 'light' | 'dark';
}

/** Renders inside the app's real providers (theme, intl, query client) against the MSW mock backend. */
export function renderWithProviders(ui: ReactElement, { locale = 'en', mode = 'light', ...options }: Options = {}) {
  const queryClient = createQueryClient();
  // setDefaultOptions replaces every default: keep the app's (mutations' networkMode among them).
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const user = userEvent.setup();
  const result = render(
    <AppProviders queryClient={queryClient} locale={locale} mode={mode}>
      {ui}
    </AppProviders>,
    options,
  );
  return { ...result, user, queryClient };
}
