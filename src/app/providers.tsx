import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { setClientErrorMessages, setOfflineErrorMessage } from '@/api/errors';
import type { Locale } from '@/config/constants';
import { I18nProvider, type CatalogueParts } from '@/i18n';
import { ToastProvider } from '@/components/toast-provider';
import { AppThemeProvider } from '@/theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  locale?: Locale;
  mode?: 'light' | 'dark';
  /** Shared with the router's loaders (src/main.tsx). */
  catalogueParts?: CatalogueParts;
}

/** Theme, intl and data providers — shared by the app, component tests and stories. */
export function AppProviders({ queryClient, children, locale, mode, catalogueParts }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={locale} catalogueParts={catalogueParts}>
        <ApiMessagesBridge />
        <AppThemeProvider mode={mode}>
          <ToastProvider>{children}</ToastProvider>
        </AppThemeProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}

/** Gives the fetcher (which cannot use react-intl) the current locale's texts for the failures it names itself (offline, network, invalid response). */
function ApiMessagesBridge() {
  const intl = useIntl();
  useEffect(() => {
    setOfflineErrorMessage(intl.formatMessage({ id: 'app.error.offline' }));
    setClientErrorMessages({
      network: intl.formatMessage({ id: 'app.error.network' }),
      invalidResponse: intl.formatMessage({ id: 'app.error.invalidResponse' }),
      invalidRequest: intl.formatMessage({ id: 'app.error.invalidRequest' }),
      reauthenticationCancelled: intl.formatMessage({ id: 'app.error.reauthenticationCancelled' }),
    });
  }, [intl]);
  return null;
}
