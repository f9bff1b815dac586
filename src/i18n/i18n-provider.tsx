import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { STORAGE_KEYS, type Locale } from '@/config/constants';
import { englishMessages, loadMessages, type CompiledMessages } from './catalogues';
import { initialLocale } from './locale';

interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

interface I18nProviderProps {
  children: ReactNode;
  /** Forces a locale (tests, stories); otherwise the remembered or browser language. */
  locale?: Locale;
}

export function I18nProvider({ children, locale: forcedLocale }: I18nProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(() => forcedLocale ?? initialLocale(safeStorage(), globalThis.navigator?.languages ?? []));
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: CompiledMessages }>({ locale: 'en', messages: englishMessages });

  useEffect(() => {
    let cancelled = false;
    void loadMessages(locale).then((messages) => {
      if (!cancelled) setLoaded({ locale, messages });
    });
    document.documentElement.lang = locale;
    return () => {
      cancelled = true;
    };
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    safeStorage()?.setItem(STORAGE_KEYS.locale, next);
    setLocaleState(next);
  }, []);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);

  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={loaded.locale} messages={loaded.messages} defaultLocale="en">
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside <I18nProvider>');
  return value;
}
