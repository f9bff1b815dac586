import { GUEST_REFERRAL_CODE, REFERRAL_FALLBACK_ID_CHARS, REFERRAL_FALLBACK_PREFIX } from './referral-constants';

/**
 * Spec 02 §4 Referral: on failure or without a user, a locally derived code — LOOK plus the last 6
 * characters of the user id without dashes, uppercased; a guest gets LOOKGUEST1.
 */
export function fallbackReferralCode(userId: string | null | undefined): string {
  const compact = (userId ?? '').replace(/-/g, '').trim();
  if (compact === '') return GUEST_REFERRAL_CODE;
  return `${REFERRAL_FALLBACK_PREFIX}${compact.slice(-REFERRAL_FALLBACK_ID_CHARS)}`.toUpperCase();
}
