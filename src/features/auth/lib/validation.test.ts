import { describe, expect, it } from 'vitest';
import {
  normalizeReferralCode,
  normalizeVerificationCode,
  passwordStrength,
  passwordStrengthLevel,
  strengthLevel,
  validateConfirmation,
  validateNewPassword,
  validateReferralCode,
  validateUsername,
  validateVerificationCode,
} from './account-rules';
import { normalizeEmail, normalizeRecoveryCode, validateEmail, validateMfaCode, validateRecoveryCode } from './validation';

describe('password strength (spec 01 §5)', () => {
  it.each([
    ['', 0],
    ['abcdefghijkl', 50], // length 25 + lowercase 25
    ['abc', 25], // lowercase only
    ['ABC', 25],
    ['123', 12.5],
    ['!!!', 12.5],
    ['Abc', 50],
    ['Abc1', 62.5],
    ['Abc1!', 75], // everything but length
    ['abcdefghijk1', 62.5], // length, lowercase, digit
    ['Abcdefghijkl', 75], // length, lowercase, uppercase
    ['Abcdefghijk1', 87.5],
    ['Abcdefghij1!', 100],
    ['Demo-Passw0rd!', 100],
  ])('%j scores %d', (password, score) => {
    expect(passwordStrength(password)).toBe(score);
  });

  it('counts the length only from 12 characters', () => {
    expect(passwordStrength('Abcdefgh1!x')).toBe(75); // 11 characters
    expect(passwordStrength('Abcdefgh1!xy')).toBe(100); // 12 characters
  });

  it.each([
    [100, 'strong'],
    [87.5, 'good'],
    [75, 'good'],
    [62.5, 'fair'],
    [50, 'fair'],
    [37.5, 'weak'],
    [0, 'weak'],
  ] as const)('labels %d as %s', (score, level) => {
    expect(strengthLevel(score)).toBe(level);
  });

  it('needs the password rule for registration and reset (auth.passwordTooWeak), not only a score of 75', () => {
    expect(validateNewPassword('')).toBe('auth.validation.passwordRequired');
    expect(validateNewPassword('abcdefghijk1')).toBe('auth.passwordTooWeak'); // 62.5
    // Both score 75, yet the rule (≥ 12 characters, upper, lower, digit, symbol) forbids them.
    expect(validateNewPassword('Abcdefghijkl')).toBe('auth.passwordTooWeak');
    expect(validateNewPassword('Ab1!')).toBe('auth.passwordTooWeak');
    expect(validateNewPassword('Abcdefghijk1')).toBe('auth.passwordTooWeak'); // 87.5: no symbol
    expect(validateNewPassword('Abcdefghij1!')).toBeNull();
  });

  it.each([
    ['Ab1!', 'fair'], // 75 by the score, but forbidden
    ['Abcdefghijkl', 'fair'], // 75 by the score, but forbidden
    ['Abcdefghijk1', 'fair'], // 87.5 by the score, but forbidden
    ['Abc', 'fair'],
    ['abc', 'weak'],
    ['Abcdefghij1!', 'strong'],
  ] as const)('the meter never calls a forbidden password Good: %j is %s', (password, level) => {
    expect(passwordStrengthLevel(password)).toBe(level);
  });

  it('needs a matching confirmation (auth.passwordMismatch)', () => {
    expect(validateConfirmation('Demo-Passw0rd!', '')).toBe('auth.validation.confirmRequired');
    expect(validateConfirmation('Demo-Passw0rd!', 'Demo-Passw0rd?')).toBe('auth.passwordMismatch');
    expect(validateConfirmation('Demo-Passw0rd!', 'Demo-Passw0rd!')).toBeNull();
  });
});

describe('e-mail (spec 01 §5)', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Demo@Example.COM ')).toBe('demo@example.com');
    expect(validateEmail('  Demo@Example.COM ')).toBeNull();
  });

  it('is required, well-formed and at most 255 characters', () => {
    expect(validateEmail('   ')).toBe('auth.validation.emailRequired');
    expect(validateEmail('demo@')).toBe('auth.validation.emailInvalid');
    expect(validateEmail('demo example@example.com')).toBe('auth.validation.emailInvalid');
    const at255 = `${'a'.repeat(243)}@example.com`;
    expect(at255).toHaveLength(255);
    expect(validateEmail(at255)).toBeNull();
    expect(validateEmail(`a${at255}`)).toBe('auth.validation.emailTooLong');
  });
});

describe('codes (spec 01 §5)', () => {
  it('MFA code: exactly 6 digits, numeric only', () => {
    expect(validateMfaCode('123456')).toBeNull();
    expect(validateMfaCode('')).toBe('auth.mfa.codeLength');
    expect(validateMfaCode('12345')).toBe('auth.mfa.codeLength');
    expect(validateMfaCode('1234567')).toBe('auth.mfa.codeLength');
    expect(validateMfaCode('12a456')).toBe('auth.mfa.codeDigits');
    expect(validateMfaCode('12 456')).toBe('auth.mfa.codeDigits');
  });

  it('e-mail verification code: 6 letters or digits, upper-cased, required', () => {
    expect(normalizeVerificationCode(' 7kq 2zd ')).toBe('7KQ2ZD');
    expect(validateVerificationCode('7kq2zd')).toBeNull();
    expect(validateVerificationCode('')).toBe('auth.verify.codeRequired');
    expect(validateVerificationCode('7KQ2Z')).toBe('auth.verify.codeFormat');
    expect(validateVerificationCode('7KQ2ZDX')).toBe('auth.verify.codeFormat');
    expect(validateVerificationCode('7KQ-2Z')).toBe('auth.verify.codeFormat');
  });

  it('recovery code: 10 letters or digits, spaces and dashes ignored', () => {
    expect(normalizeRecoveryCode('rcva2-b3c4d')).toBe('RCVA2B3C4D');
    expect(validateRecoveryCode('rcva2 b3c4d')).toBeNull();
    expect(validateRecoveryCode('RCVA2B3C4')).toBe('auth.mfa.recoveryFormat');
  });

  it('referral code: optional, 6-8 letters or digits, upper-cased, at most 8', () => {
    expect(validateReferralCode('')).toBeNull();
    expect(validateReferralCode('look25')).toBeNull();
    expect(validateReferralCode('LOOK2025')).toBeNull();
    expect(validateReferralCode('LOOK2')).toBe('auth.validation.referral');
    expect(validateReferralCode('LOOK20251')).toBe('auth.validation.referral');
    expect(validateReferralCode('LOOK-25')).toBe('auth.validation.referral');
    expect(normalizeReferralCode(' look20251 ')).toBe('LOOK2025');
  });

  it('username is required', () => {
    expect(validateUsername('  ')).toBe('auth.validation.usernameRequired');
    expect(validateUsername('alice')).toBeNull();
  });
});
