import { describe, expect, it } from 'vitest';
import { REFERRAL_FETCH_DELAY_DIALOG_MS, REFERRAL_FETCH_DELAY_DROPDOWN_MS, REFERRAL_STATS } from './referral-constants';
import { fallbackReferralCode } from './fallback-code';

describe('referral fallback (spec 02 §4 Referral)', () => {
  it('is LOOK plus the last 6 characters of the user id without dashes, uppercased', () => {
    expect(fallbackReferralCode('9b2f4c1e-3a7d-4e6b-8f21-5d0c7a9e1b34')).toBe('LOOK9E1B34');
    expect(fallbackReferralCode('abc-def-ghi')).toBe('LOOKDEFGHI');
  });

  it('keeps short ids whole', () => {
    expect(fallbackReferralCode('a-1')).toBe('LOOKA1');
  });

  it('gives a guest LOOKGUEST1', () => {
    expect(fallbackReferralCode(null)).toBe('LOOKGUEST1');
    expect(fallbackReferralCode(undefined)).toBe('LOOKGUEST1');
    expect(fallbackReferralCode('')).toBe('LOOKGUEST1');
  });

  it("uses the spec's delays and hardcoded statistics", () => {
    expect(REFERRAL_FETCH_DELAY_DROPDOWN_MS).toBe(100);
    expect(REFERRAL_FETCH_DELAY_DIALOG_MS).toBe(150);
    expect(REFERRAL_STATS).toEqual({ referrals: 0, lookEarned: '0' });
  });
});
