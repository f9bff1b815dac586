import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '@/config/constants';
import en from './compiled/en.json';

/** Every catalogue has exactly en's ids (scripts/compile-messages.mjs fails otherwise). */
export type CompiledMessages = Record<keyof typeof en, MessageFormatElement[]>;

/** English ships with the app; the Chinese catalogues are separate chunks loaded on demand. */
const loaders: Record<Locale, () => Promise<CompiledMessages>> = {
  en: () => Promise.resolve(en as unknown as CompiledMessages),
  'zh-CN': () => import('./compiled/zh-CN.json').then((m) => m.default as unknown as CompiledMessages),
  'zh-TW': () => import('./compiled/zh-TW.json').then((m) => m.default as unknown as CompiledMessages),
};

export const englishMessages = en as unknown as CompiledMessages;

export function loadMessages(locale: Locale): Promise<CompiledMessages> {
  return loaders[locale]();
}
