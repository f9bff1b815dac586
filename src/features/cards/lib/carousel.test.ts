import { describe, expect, it } from 'vitest';
import { cardWidthFor, clampIndex, swipeDirection, swipeThreshold } from './carousel';

describe('carousel geometry (spec 02 §9)', () => {
  it('uses 320 px cards on wide screens, viewport minus 32 capped at 300 on small ones', () => {
    expect(cardWidthFor(1280, false)).toBe(320);
    expect(cardWidthFor(360, true)).toBe(300);
    expect(cardWidthFor(320, true)).toBe(288);
    expect(cardWidthFor(800, true)).toBe(300);
  });

  it('needs min(50, 15% of the width) of travel', () => {
    expect(swipeThreshold(320)).toBe(48);
    expect(swipeThreshold(400)).toBe(50);
    expect(swipeThreshold(200)).toBe(30);
  });

  it('moves on distance or on a 0.3 px/ms flick, otherwise snaps back', () => {
    expect(swipeDirection(-48, 0, 320)).toBe(1);
    expect(swipeDirection(-47, -0.1, 320)).toBe(0);
    expect(swipeDirection(48, 0, 320)).toBe(-1);
    expect(swipeDirection(-20, -0.3, 320)).toBe(1);
    expect(swipeDirection(20, 0.31, 320)).toBe(-1);
    expect(swipeDirection(20, 0.29, 320)).toBe(0);
    expect(swipeDirection(-2, -2, 320)).toBe(0);
  });

  it('keeps the index within the slides', () => {
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(5, 3)).toBe(2);
  });
});
