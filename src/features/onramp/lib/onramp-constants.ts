/** On-ramp constants of the spec (spec 01 §4, §9). */

/** Spec 01 §9: on-ramp defaults — fiat USD, crypto USDT, dark theme, language en. */
export const ONRAMP_DEFAULT_FIAT = 'USD';
export const ONRAMP_DEFAULT_CRYPTO = 'USDT';
export const ONRAMP_DEFAULT_THEME = 'dark';
export const ONRAMP_DEFAULT_LANGUAGE = 'en';
/** The default network is the Tron one, as for deposits (spec 01 §9). */
export const ONRAMP_DEFAULT_NETWORK_ECO = 'tron';
/** Spec 01 §9: widget minimum height 600 px. */
export const WIDGET_MIN_HEIGHT_PX = 600;
/** Spec 01 §4, §9: a recoverable widget error can be retried up to 3 times. */
export const MAX_WIDGET_RETRIES = 3;
/** The provider widget marks its postMessage events with this source. */
export const WIDGET_MESSAGE_SOURCE = 'cardramp-widget';
/** Without a ready event by then, the widget counts as failed to load (WIDGET_LOAD_FAILED). */
export const WIDGET_READY_TIMEOUT_MS = 20_000;
