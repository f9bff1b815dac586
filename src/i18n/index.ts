export { createCatalogueParts, type CatalogueParts, type CataloguePart } from './catalogues';
export { I18nProvider, loadCataloguePart, MessagesGate, prepareFormatting, useLocale, usePreloadMessages } from './i18n-provider';
export { answerAppLocalesWithoutIcu } from './intl-support';
export { initialLocale, isLocale } from './locale';
export type { MessageId } from './message-id';
