import { describe, expect, it } from 'vitest';
import { setWindowSize } from './window-size';

// The component files share one window per worker: a phone-sized window left by one test made the next file's
// layout the phone's (a session-gate test then found the Profile tab's heading instead of "Dashboard").
describe('the window size a test sets', () => {
  it('is what the media queries read during that test', () => {
    setWindowSize(390, 844);
    expect(window.matchMedia('(min-width: 1024px)').matches).toBe(false);
    expect([window.innerWidth, window.innerHeight]).toEqual([390, 844]);
  });

  it('is back to jsdom’s 1024 × 768 in the next test (setup-dom resets it)', () => {
    expect([window.innerWidth, window.innerHeight]).toEqual([1024, 768]);
    expect(window.matchMedia('(min-width: 1024px)').matches).toBe(true);
  });
});
