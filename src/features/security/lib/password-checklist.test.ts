import { describe, expect, it } from 'vitest';
import { validateChangePassword } from './password-checklist';
import { meetsPasswordChecklist, passwordChecklist } from '@contract-kit/rules/password-checklist';

describe('change-password checklist (spec 02 §5, §9)', () => {
  it('needs at least 8 characters', () => {
    expect(passwordChecklist('Abcdef1').minLength).toBe(false);
    expect(passwordChecklist('Abcdefg1').minLength).toBe(true);
  });

  it('needs an uppercase letter, a lowercase letter and a digit', () => {
    expect(passwordChecklist('abcdefg1')).toEqual({ minLength: true, uppercase: false, lowercase: true, digit: true });
    expect(passwordChecklist('ABCDEFG1')).toEqual({ minLength: true, uppercase: true, lowercase: false, digit: true });
    expect(passwordChecklist('Abcdefgh')).toEqual({ minLength: true, uppercase: true, lowercase: true, digit: false });
    expect(meetsPasswordChecklist('Abcdefg1')).toBe(true);
  });
});

describe('validateChangePassword', () => {
  const ok = { currentPassword: 'Demo-Passw0rd!', newPassword: 'Better-Pass1', confirmPassword: 'Better-Pass1' };

  it('accepts a complete, different, confirmed password', () => {
    expect(validateChangePassword(ok)).toEqual({});
  });

  it('requires every field', () => {
    expect(validateChangePassword({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'required',
      newPassword: 'required',
      confirmPassword: 'required',
    });
  });

  it('flags a new password that misses the checklist, equals the current one, or is not confirmed', () => {
    expect(validateChangePassword({ ...ok, newPassword: 'short1A', confirmPassword: 'short1A' }).newPassword).toBe('checklist');
    expect(validateChangePassword({ ...ok, newPassword: ok.currentPassword, confirmPassword: ok.currentPassword }).newPassword).toBe('sameAsCurrent');
    expect(validateChangePassword({ ...ok, confirmPassword: 'Better-Pass2' }).confirmPassword).toBe('mismatch');
  });
});
