export type { CataloguePart } from './catalogues';
export { I18nProvider, loadCataloguePart, MessagesGate, useLocale, usePreloadMessages } from './i18n-provider';
export { initialLocale, isLocale } from './locale';
export type { MessageId } from './message-id';
