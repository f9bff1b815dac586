import { describe, expect, it } from 'vitest';
import { optionValue } from './help';

describe('optionValue', () => {
  it('reads the value after --name, and the fallback when the option or its value is missing', () => {
    expect(optionValue('runs', '5', ['--page', 'sign-in', '--runs', '3'])).toBe('3');
    expect(optionValue('runs', '5', ['--page', 'sign-in'])).toBe('5');
    expect(optionValue('runs', '5', ['--runs'])).toBe('5');
  });
});
