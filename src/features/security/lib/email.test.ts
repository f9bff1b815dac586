import { describe, expect, it } from 'vitest';
import { isSameEmail, isValidEmail, validateChangeEmail } from './email';

describe('e-mail sameness (spec 02 §5: case-insensitive)', () => {
  it('treats different cases and surrounding spaces as the same address', () => {
    expect(isSameEmail('Demo@Example.com', 'demo@example.com')).toBe(true);
    expect(isSameEmail('  demo@example.com ', 'DEMO@EXAMPLE.COM')).toBe(true);
    expect(isSameEmail('demo.new@example.com', 'demo@example.com')).toBe(false);
    expect(isSameEmail('', '')).toBe(false);
    expect(isSameEmail(undefined, 'demo@example.com')).toBe(false);
  });

  it('validates the format and the 255-character limit', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('not-an-email')).toBe(false);
    expect(isValidEmail('a@b.c')).toBe(false); // the server refuses a one-letter top-level domain
    expect(isValidEmail(`${'a'.repeat(250)}@b.com`)).toBe(false);
  });
});

describe('validateChangeEmail', () => {
  it('gives the same-email error on newEmail', () => {
    expect(validateChangeEmail({ newEmail: 'DEMO@example.com', confirmEmail: 'DEMO@example.com' }, 'demo@example.com')).toEqual({ newEmail: 'sameEmail' });
  });

  it("gives 'Email addresses don't match' on confirmEmail", () => {
    expect(validateChangeEmail({ newEmail: 'a@example.com', confirmEmail: 'b@example.com' }, 'demo@example.com')).toEqual({ confirmEmail: 'mismatch' });
  });

  it('accepts a confirmation that differs only in case', () => {
    expect(validateChangeEmail({ newEmail: 'New@Example.com', confirmEmail: 'new@example.com' }, 'demo@example.com')).toEqual({});
  });

  it('requires both fields and a valid address', () => {
    expect(validateChangeEmail({ newEmail: '', confirmEmail: '' }, 'demo@example.com')).toEqual({ newEmail: 'required', confirmEmail: 'required' });
    expect(validateChangeEmail({ newEmail: 'x', confirmEmail: 'x' }, 'demo@example.com').newEmail).toBe('invalid');
  });
});
