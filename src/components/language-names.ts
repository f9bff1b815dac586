import type { Locale } from '@/config/constants';
import type { MessageId } from '@/i18n';

/** Each language's name, written in that language (the language selector's button and menu). */
export const LANGUAGE_NAME_IDS = {
  en: 'language.en',
  'zh-CN': 'language.zh-CN',
  'zh-TW': 'language.zh-TW',
} as const satisfies Record<Locale, MessageId>;
