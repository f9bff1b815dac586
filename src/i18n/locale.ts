import { DEFAULT_LOCALE, STORAGE_KEYS, SUPPORTED_LOCALES, type Locale } from '@/config/constants';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** The remembered choice, else the browser's language mapped onto en / zh-CN / zh-TW. */
export function initialLocale(storage: Pick<Storage, 'getItem'> | undefined, languages: readonly string[]): Locale {
  const stored = storage?.getItem(STORAGE_KEYS.locale);
  if (isLocale(stored)) return stored;
  for (const language of languages) {
    const lower = language.toLowerCase();
    if (lower === 'zh-tw' || lower === 'zh-hk' || lower === 'zh-mo' || lower.startsWith('zh-hant')) return 'zh-TW';
    if (lower.startsWith('zh')) return 'zh-CN';
    if (lower.startsWith('en')) return 'en';
  }
  return DEFAULT_LOCALE;
}
