/** Spec constants of the referral feature (spec 02 §2 Dialogs, §4 Referral). */

/** Spec 02 §4: the code is fetched after a short delay — 100 ms in the header dropdown … */
export const REFERRAL_FETCH_DELAY_DROPDOWN_MS = 100;
/** … and 150 ms in the rewards dialog. */
export const REFERRAL_FETCH_DELAY_DIALOG_MS = 150;
/** Spec 02 §4: a guest gets LOOKGUEST1. */
export const GUEST_REFERRAL_CODE = 'LOOKGUEST1';
/** Spec 02 §4: the fallback is LOOK plus the last 6 characters of the user id without dashes. */
export const REFERRAL_FALLBACK_PREFIX = 'LOOK';
export const REFERRAL_FALLBACK_ID_CHARS = 6;
/** Spec 02 §2: referral statistics are hardcoded to 0 referrals and 0 LOOK earned. */
export const REFERRAL_STATS = { referrals: 0, lookEarned: '0' } as const;
