import { describe, expect, it } from 'vitest';
import { meetsPasswordPolicy, passwordChecks, PASSWORD_MIN_LENGTH } from './password';

describe('the password rule of spec 01 §5 (≥ 12 characters, upper, lower, digit, symbol)', () => {
  it.each([
    ['Demo-Passw0rd!', true],
    ['Abcdefghij1!', true],
    ['Ab1!', false], // everything but the length
    ['Abcdefghijkl', false], // no digit, no symbol
    ['abcdefghij1!', false], // no upper case
    ['ABCDEFGHIJ1!', false], // no lower case
    ['Abcdefghijk!', false], // no digit
    ['Abcdefghijk1', false], // no symbol
    ['Abcdefgh1!x', false], // 11 characters
    ['Äbcdefghij1!', true], // letters of any script count
  ])('%j: %s', (password, expected) => {
    expect(meetsPasswordPolicy(password)).toBe(expected);
  });

  it('names the failing requirements', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(passwordChecks('Ab1!')).toEqual({ length: false, lowercase: true, uppercase: true, digit: true, special: true });
  });
});
