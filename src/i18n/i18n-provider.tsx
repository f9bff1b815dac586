import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { STORAGE_KEYS, type Locale } from '@/config/constants';
import { createCatalogueParts, loadedMessages, loadMessages, preloadMessages, type CatalogueParts, type CataloguePart, type CompiledMessages } from './catalogues';
import { initialLocale } from './locale';

interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

interface CatalogueContextValue {
  /** The catalogue parts whose messages the current messages include. */
  parts: ReadonlySet<CataloguePart>;
  /** Adds a part to the messages (in the current locale, and in any locale chosen later). */
  requestPart: (part: CataloguePart) => void;
  /** Starts fetching a part in the current locale without adding it yet. */
  preloadPart: (part: CataloguePart) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);
const NO_PARTS: ReadonlySet<CataloguePart> = new Set();
const CatalogueContext = createContext<CatalogueContextValue | null>(null);

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
  /** The parts its messages include, shared with the router's loaders (src/main.tsx); otherwise its own. */
  catalogueParts?: CatalogueParts;
}

interface Loaded {
  locale: Locale;
  parts: ReadonlySet<CataloguePart>;
  messages: CompiledMessages;
}

/**
 * Downloads a catalogue part in the current locale — the remembered choice, else the browser's (a route's loader, in
 * parallel with the screen's code and data; the <MessagesGate> that asks for it then finds it there).
 */
export function loadCataloguePart(part: CataloguePart): Promise<void> {
  return loadMessages(startLocale(), [part]).then(() => undefined);
}

/** The locale a start shows: the remembered choice, else the browser's. */
function startLocale(): Locale {
  return initialLocale(safeStorage(), globalThis.navigator?.languages ?? []);
}

/**
 * Loads the engine's number and date formatting data off the main thread while a signed-in screen's code downloads
 * (the route's loader starts it and does not wait for it): src/i18n/formatting-warm-up.ts, a chunk of its own.
 */
export function prepareFormatting(): Promise<void> {
  return import('./formatting-warm-up').then(
    ({ warmUpFormatting }) => warmUpFormatting(startLocale()),
    // Not downloaded (offline before it was cached): the first formats load the data themselves.
    () => undefined,
  );
}

export function I18nProvider({ children, locale: forcedLocale, catalogueParts }: I18nProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(() => forcedLocale ?? startLocale());
  // The parts wanted: the shell always; the signed-in app's once a route's loader or a <MessagesGate> wants it.
  const [store] = useState(() => catalogueParts ?? createCatalogueParts());
  const parts = useSyncExternalStore(store.subscribe, store.current, store.current);
  // What is shown: the chosen locale's messages once they are in memory; before that (a start in another language than
  // English, whose shell is in the entry) English if it is there, else nothing — a text rendered without its messages
  // would show its id and log a missing translation.
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const own = loadedMessages(locale, parts);
    if (own) return { locale, parts, messages: own };
    const english = loadedMessages('en', parts);
    return english ? { locale: 'en', parts, messages: english } : null;
  });
  // Wanted parts already in memory (the route's loader downloaded the signed-in app's, then wanted it): shown in this
  // very render, not after the effect below and its promise (a render, an effect and a promise fewer
  // between the loader's end and the dashboard's first render).
  if (loaded?.locale !== locale || loaded.parts !== parts) {
    const messages = loadedMessages(locale, parts);
    if (messages) setLoaded({ locale, parts, messages });
  }

  useEffect(() => {
    let cancelled = false;
    void loadMessages(locale, parts).then(
      (messages) => {
        // Unchanged (English's shell is there from the start; requestPart keeps the set when it has the part): keeping
        // the state spares a new intl object and a re-render of every text on the screen.
        if (!cancelled) setLoaded((shown) => (shown?.locale === locale && shown.parts === parts ? shown : { locale, parts, messages }));
      },
      // A part that failed to load (offline before it was cached) is asked for again on the next request.
      () => undefined,
    );
    document.documentElement.lang = locale;
    return () => {
      cancelled = true;
    };
  }, [locale, parts]);

  const setLocale = useCallback((next: Locale) => {
    safeStorage()?.setItem(STORAGE_KEYS.locale, next);
    setLocaleState(next);
  }, []);

  const requestPart = store.want;
  const preloadPart = useCallback((part: CataloguePart) => preloadMessages(locale, part), [locale]);

  const localeValue = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  // A language switch swaps in the new locale only once every part shown so far has arrived in it.
  const shownParts = loaded?.parts ?? NO_PARTS;
  const catalogueValue = useMemo(() => ({ parts: shownParts, requestPart, preloadPart }), [shownParts, requestPart, preloadPart]);
  if (!loaded) return null;

  return (
    <LocaleContext.Provider value={localeValue}>
      <CatalogueContext.Provider value={catalogueValue}>
        {/* Typed as the whole catalogue: what renders before the `main` part has loaded uses only shell ids
            (tests/build/translations.test.ts checks the entry's code; <MessagesGate> guards the rest). */}
        <IntlProvider locale={loaded.locale} messages={loaded.messages as Required<CompiledMessages>} defaultLocale="en">
          {children}
        </IntlProvider>
      </CatalogueContext.Provider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside <I18nProvider>');
  return value;
}

function useCatalogue(): CatalogueContextValue {
  const value = useContext(CatalogueContext);
  if (!value) throw new Error('useCatalogue must be used inside <I18nProvider>');
  return value;
}

/** Starts fetching a catalogue part early (e.g. when a sign-in is submitted), without re-rendering anything. */
export function usePreloadMessages(): (part: CataloguePart) => void {
  return useCatalogue().preloadPart;
}

interface MessagesGateProps {
  part: CataloguePart;
  /** Shown while the part loads (keep it the same size as what the lazy content's own fallback shows). */
  fallback: ReactNode;
  children: ReactNode;
}

/** Renders its children once the messages of a catalogue part are loaded (the signed-in app's: `main`). */
export function MessagesGate({ part, fallback, children }: MessagesGateProps) {
  const { parts, requestPart } = useCatalogue();
  const hasPart = parts.has(part);
  // Before the browser paints the fallback: a part already downloaded then shows without a frame of it in between.
  useLayoutEffect(() => {
    if (!hasPart) requestPart(part);
  }, [hasPart, part, requestPart]);
  return hasPart ? children : fallback;
}
