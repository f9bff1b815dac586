import { SUPPORTED_LOCALES, type Locale } from '@/config/constants';

type LocaleQuery = (locales: string | readonly string[], options?: Intl.NumberFormatOptions) => string[];

/** The Intl services react-intl and intl-messageformat ask "is this locale supported?" of. */
const ASKED_SERVICES = [Intl.NumberFormat, Intl.DateTimeFormat] as const;
/** The engine's own answers, while the app's are installed. */
const engineAnswers = new Map<object, LocaleQuery>();

const isAppLocale = (value: unknown): value is Locale => typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);

/**
 * For the sign-in screen's blocking time: react-intl asks `Intl.NumberFormat.supportedLocalesOf` and
 * `Intl.DateTimeFormat.supportedLocalesOf` whether the locale is supported each time it creates its `intl` object, and
 * intl-messageformat asks the first for every message with arguments. The first question to each service makes the
 * engine build that service's list of every locale its ICU data has: ≈ 40 ms each in Chromium on this machine,
 * ≈ 160 ms each on a 4× slowed phone CPU, in the middle of the start — although the sign-in screen formats no number
 * and no date.
 *
 * The app only ever asks about its own locales (en, zh-CN, zh-TW), which every engine's ICU data has (and the tests
 * check against the engine's own answer). This answers those at once, as the engine would (`['zh-CN']` for
 * `'zh-CN'`), and hands every other question to the engine. Installed once, before the first render (src/main.tsx).
 */
export function answerAppLocalesWithoutIcu(): void {
  for (const service of ASKED_SERVICES) {
    if (engineAnswers.has(service)) continue;
    const holder = service as unknown as { supportedLocalesOf: LocaleQuery };
    const engine = holder.supportedLocalesOf;
    engineAnswers.set(service, engine);
    holder.supportedLocalesOf = (locales, options) => (isAppLocale(locales) ? [locales] : engine.call(service, locales, options));
  }
}

/** Undoes answerAppLocalesWithoutIcu (tests). */
export function restoreIntlLocaleAnswers(): void {
  for (const [service, engine] of engineAnswers) (service as { supportedLocalesOf: LocaleQuery }).supportedLocalesOf = engine;
  engineAnswers.clear();
}
