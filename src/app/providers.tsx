import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Locale } from '@/config/constants';
import { I18nProvider } from '@/i18n';
import { ToastProvider } from '@/components/toast-provider';
import { AppThemeProvider } from '@/theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  locale?: Locale;
  mode?: 'light' | 'dark';
}

/** Theme, intl and data providers — shared by the app, component tests and stories. */
export function AppProviders({ queryClient, children, locale, mode }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={locale}>
        <AppThemeProvider mode={mode}>
          <ToastProvider>{children}</ToastProvider>
        </AppThemeProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
