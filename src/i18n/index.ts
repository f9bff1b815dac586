export { I18nProvider, useLocale } from './i18n-provider';
export { initialLocale, isLocale } from './locale';
export type { MessageId } from './message-id';
