import { describe, expect, it } from 'vitest';
import { cleanCode } from '@/lib/codes';
import { EMAIL_CODE, isCompleteEmailCode, isCompleteMfaCode, MFA_CODE } from './codes';

const sanitizeMfaCode = (input: string) => cleanCode(input, MFA_CODE);
const sanitizeEmailCode = (input: string) => cleanCode(input, EMAIL_CODE);

describe('MFA code input (spec 02 §5)', () => {
  it('strips non-digits and caps at 6', () => {
    expect(sanitizeMfaCode('12a3 4-5')).toBe('12345');
    expect(sanitizeMfaCode('123 456 789')).toBe('123456');
    expect(sanitizeMfaCode('abc')).toBe('');
  });

  it('is complete with exactly 6 digits', () => {
    expect(isCompleteMfaCode('123456')).toBe(true);
    expect(isCompleteMfaCode('12345')).toBe(false);
  });
});

describe('e-mail code input (spec 01 §5: 6 letters or digits, uppercased)', () => {
  it('uppercases, drops other characters and caps at 6', () => {
    expect(sanitizeEmailCode('q8m-3xa9')).toBe('Q8M3XA');
    expect(isCompleteEmailCode('Q8M3XA')).toBe(true);
    expect(isCompleteEmailCode('Q8M3X')).toBe(false);
  });
});
