import {
  CARD_WIDTH_PX,
  SMALL_SCREEN_CARD_MARGIN_PX,
  SMALL_SCREEN_CARD_MAX_WIDTH_PX,
  SWIPE_THRESHOLD_MAX_PX,
  SWIPE_THRESHOLD_WIDTH_RATIO,
  SWIPE_VELOCITY_PX_PER_MS,
  FLICK_MIN_DISTANCE_PX,
} from './cards-constants';

/** Spec 02 §9: card width 320; on small screens the viewport minus 32, capped at 300. */
export function cardWidthFor(viewportWidth: number, isSmallScreen: boolean): number {
  if (!isSmallScreen) return CARD_WIDTH_PX;
  return Math.max(0, Math.min(viewportWidth - SMALL_SCREEN_CARD_MARGIN_PX, SMALL_SCREEN_CARD_MAX_WIDTH_PX));
}

/** Spec 02 §9: swipe threshold min(50, 15% of the width). */
export function swipeThreshold(cardWidth: number): number {
  return Math.min(SWIPE_THRESHOLD_MAX_PX, cardWidth * SWIPE_THRESHOLD_WIDTH_RATIO);
}

/**
 * Where a drag or swipe ends: +1 (next) when dragged left past the threshold or flicked left at 0.3 px/ms or
 * faster, -1 (previous) for the mirror case, 0 to snap back. A flick must travel a few pixels, so a tap whose
 * finger trembles is not a swipe.
 */
export function swipeDirection(deltaX: number, velocityPxPerMs: number, cardWidth: number): -1 | 0 | 1 {
  const threshold = swipeThreshold(cardWidth);
  const isFlick = Math.abs(deltaX) >= FLICK_MIN_DISTANCE_PX && Math.abs(velocityPxPerMs) >= SWIPE_VELOCITY_PX_PER_MS;
  if (deltaX <= -threshold || (isFlick && deltaX < 0)) return 1;
  if (deltaX >= threshold || (isFlick && deltaX > 0)) return -1;
  return 0;
}

export const clampIndex = (index: number, count: number) => Math.max(0, Math.min(index, count - 1));

/**
 * How many whole slides fit in `availableWidth` (at least 1): the carousel shows only whole slides, never one cut
 * at its edge (at 1440 px a partly shown apply tile would be clipped).
 */
export function visibleSlideCount(availableWidth: number, slideWidth: number, gap: number): number {
  return Math.max(1, Math.floor((availableWidth + gap) / (slideWidth + gap)));
}

/**
 * The first slide in view when `current` is the selected one: the selected slide at the left edge, except near the end,
 * where the last slides stay flush right (no empty space after the apply tile).
 */
export function firstVisibleSlide(current: number, slideCount: number, visibleCount: number): number {
  return Math.max(0, Math.min(current, slideCount - visibleCount));
}
