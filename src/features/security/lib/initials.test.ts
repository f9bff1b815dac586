import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('avatar initials (spec 02 §2 Profile)', () => {
  it('takes the first and last word of the display name', () => {
    expect(initials({ fullname: 'Demo User' })).toBe('DU');
    expect(initials({ fullname: 'Mia Van Factor' })).toBe('MF');
  });
  it('follows the name fallback chain', () => {
    expect(initials({ username: 'newcomer' })).toBe('N');
    expect(initials({ email: 'grace.hopper@example.com' })).toBe('GH');
    expect(initials(null)).toBe('U');
  });
});
