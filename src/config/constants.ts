/** Cross-feature constants of the spec (feature-specific ones live in each feature's lib/<feature>-constants.ts). */

/** Spec 02 §9: mobile layout below 1024 px. */
export const MOBILE_BREAKPOINT_PX = 1024;
/** Spec 01 §9: toast duration 5 s by default. */
export const TOAST_DURATION_MS = 5000;
/** Spec 01 §9 / 02 §9: copy confirmation 2 s. */
export const COPY_FEEDBACK_MS = 2000;
/** Spec 02 §9: languages en, zh-CN, zh-TW, all enabled. */
export const SUPPORTED_LOCALES = ['en', 'zh-CN', 'zh-TW'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Storage keys (never a token, PAN or CVV). */
export const STORAGE_KEYS = {
  locale: 'lookcard.locale',
  colorScheme: 'lookcard.color-scheme',
} as const;
