import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl, type PrimitiveType } from 'react-intl';
import en from '../messages/en.json';

/**
 * The simulator page's texts, in the three languages. They live here, not in the app's catalogues, because the
 * page is development-only: the production build must carry neither its route nor its words (the shipped
 * English catalogue is part of the main bundle; tests/build/production-bundle.test.ts checks it). The page
 * merges them over the app's messages, so shared components inside it keep theirs. A unit test keeps the three
 * catalogues' ids identical and every message valid ICU.
 */
export type SimMessageId = keyof typeof en;
type Catalogue = Record<SimMessageId, string>;

const loaders: Record<string, () => Promise<Catalogue>> = {
  en: () => Promise.resolve(en),
  'zh-CN': () => import('../messages/zh-CN.json').then((m) => m.default as Catalogue),
  'zh-TW': () => import('../messages/zh-TW.json').then((m) => m.default as Catalogue),
};

export function SimulatorIntlProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [loaded, setLoaded] = useState<{ locale: string; messages: Catalogue }>({ locale: 'en', messages: en });
  useEffect(() => {
    let isCancelled = false;
    void (loaders[intl.locale] ?? loaders['en'])?.().then((messages) => {
      if (!isCancelled) setLoaded({ locale: intl.locale, messages });
    });
    return () => {
      isCancelled = true;
    };
  }, [intl.locale]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale="en" messages={{ ...intl.messages, ...(loaded.locale === intl.locale ? loaded.messages : en) }}>
      {children}
    </IntlProvider>
  );
}

export type SimText = (id: SimMessageId, values?: Record<string, PrimitiveType>) => string;

/** `t(id, values)` for the simulator's own messages. */
export function useSimText(): SimText {
  const intl = useIntl();
  return useCallback((id: SimMessageId, values?: Record<string, PrimitiveType>) => intl.formatMessage({ id: id as never }, values), [intl]);
}
