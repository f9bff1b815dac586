/** Spec constants of the card application wizard (spec 02 §4, §5, §9), one place. */

/** §2 a 4-step wizard; the progress bar is step / 4. */
export const TOTAL_STEPS = 4;
/** §9 polling: verification every 5 s (step 2), funding every 7 s (step 3). */
export const VERIFICATION_POLL_MS = 5000;
export const FUNDING_POLL_MS = 7000;
/** §5 / §9 card primary name: required, non-empty after trim, at most 50 characters. */
export const CARD_NAME_MAX_LENGTH = 50;

/** The application creates a virtual USD card (a physical card is ordered later, spec 02 §4). */
export const APPLIED_CARD_TYPE = 'VIRTUAL';
export const APPLIED_CARD_CURRENCY = 'USD';

/** §2 / §9 the cardholder agreement page by model and language (served next to the API). */
export const agreementPath = (model: 'debit' | 'credit', language: string) => `/mock-pages/agreements/${model}/${encodeURIComponent(language)}`;
/** Size of the QR code of the scan-with-phone dialog (CSS pixels). */
export const VERIFICATION_QR_SIZE_PX = 220;
