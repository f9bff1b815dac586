import { describe, expect, it } from 'vitest';
import { dayPart, displayName } from './greeting';

const at = (hours: number, minutes = 0) => new Date(2026, 10, 21, hours, minutes);

describe('dayPart (spec 02 §1)', () => {
  it('is morning before 12:00', () => {
    expect(dayPart(at(0))).toBe('morning');
    expect(dayPart(at(11, 59))).toBe('morning');
  });
  it('is afternoon from 12:00 until before 18:00', () => {
    expect(dayPart(at(12))).toBe('afternoon');
    expect(dayPart(at(17, 59))).toBe('afternoon');
  });
  it('is evening from 18:00', () => {
    expect(dayPart(at(18))).toBe('evening');
    expect(dayPart(at(23, 59))).toBe('evening');
  });
});

describe('displayName fallback chain (spec 02 §1)', () => {
  it('prefers the full name', () => {
    expect(displayName({ fullname: 'Ada Lovelace', username: 'ada', email: 'ada@example.com' })).toBe('Ada Lovelace');
  });
  it('falls back to the username', () => {
    expect(displayName({ fullname: '  ', username: 'ada', email: 'ada@example.com' })).toBe('ada');
  });
  it('falls back to the e-mail part before the at-sign', () => {
    expect(displayName({ email: 'grace.hopper@example.com' })).toBe('grace.hopper');
  });
  it("falls back to 'User'", () => {
    expect(displayName({})).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});
