import { describe, expect, it } from 'vitest';
import { cleanCode } from './codes';

describe('cleanCode: separators go before the length is limited', () => {
  it.each([
    ['123 456', '123456'],
    ['123-456', '123456'],
    [' 123\u00A0456 ', '123456'],
    ['123–456', '123456'], // an en dash, as mail clients write it
    ['1234567', '123456'],
    ['12a456', '12a456'], // kept: the field says "Code must contain only numbers"
  ])('a two-factor code %j is %j', (raw, code) => {
    expect(cleanCode(raw, { length: 6, alphabet: 'digits' })).toBe(code);
  });

  it('drops other characters only when strict', () => {
    expect(cleanCode('12a4 56 7', { length: 6, alphabet: 'digits', isStrict: true })).toBe('124567');
    expect(cleanCode('ab-c d1-2x', { length: 6, alphabet: 'alphanumeric' })).toBe('ABCD12');
    expect(cleanCode('ab.c d1', { length: 6, alphabet: 'alphanumeric', isStrict: true })).toBe('ABCD1');
  });

  it('keeps a pasted recovery code whole', () => {
    expect(cleanCode('rcva-2b3c-4d', { length: 10, alphabet: 'alphanumeric' })).toBe('RCVA2B3C4D');
  });
});
