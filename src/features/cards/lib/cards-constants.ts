/** Spec constants of the cards panel (spec 02 §5, §9), one place. */

/** §9 Carousel: card width 320 px … */
export const CARD_WIDTH_PX = 320;
/** … on small screens the viewport minus 32, capped at 300. */
export const SMALL_SCREEN_CARD_MARGIN_PX = 32;
export const SMALL_SCREEN_CARD_MAX_WIDTH_PX = 300;
/** §9 gap between cards, 24 px. */
export const CARD_GAP_PX = 24;
/** §9 swipe threshold: min(50 px, 15% of the width) … */
export const SWIPE_THRESHOLD_MAX_PX = 50;
export const SWIPE_THRESHOLD_WIDTH_RATIO = 0.15;
/** … or a release velocity of 0.3 px/ms. */
export const SWIPE_VELOCITY_PX_PER_MS = 0.3;
/** A velocity swipe must still travel this far (not in the spec: keeps taps from turning into swipes). */
export const FLICK_MIN_DISTANCE_PX = 10;
/** §9 slide transition 300 ms. */
export const SLIDE_TRANSITION_MS = 300;
/** Horizontal wheel travel that moves the carousel by one card. */
export const WHEEL_STEP_PX = 40;

/** §9 apply-status delay 1.2 s ('analysing' before resuming an application). */
export const APPLY_STATUS_DELAY_MS = 1200;
/** §9 change-PIN wait 3 s before the cards are refreshed. */
export const CHANGE_PIN_WAIT_MS = 3000;
/** §9 menu hide after errors 1 s. */
export const MENU_HIDE_AFTER_ERROR_MS = 1000;
/** §9 PIN length 6. */
export const PIN_LENGTH = 6;
