import { overlaysCode } from '@/components/overlays';
import { cardControlMenuCode, cardSelectCode } from '@/features/cards';
import { supportMenuCode } from '@/features/support';
import { preloadWhenIdle, type LazyModule } from '@/lib/lazy-module';
import { userMenuCode } from './layout/user-menu';
import { refreshesCode } from './query-client';
import { dialogsScreen } from './dialogs/dialogs-code';

/**
 * The dashboard's idle-time preloads, on the one scheduler (preloadWhenIdle, src/lib/lazy-module.ts): none of it is
 * part of the first screen. Once it has painted: MUI's overlays and the menus' lists (one chunk in a build:
 * vite.config.ts), so that a menu opens at once, with all its items, when the user gets to it.
 */
const AFTER_FIRST_PAINT: readonly LazyModule<unknown>[] = [overlaysCode, userMenuCode, supportMenuCode, cardControlMenuCode];

/**
 * At the user's first press or focus (every change starts with one): the refresh table (what each change refreshes:
 * src/api/refreshes.ts), the phone's card dropdown (the wide layout never shows it), then the dialogs, one after
 * another (evaluating all of them is ≈ 0.5 s on a slow phone: many short tasks, not one long one).
 */
const afterFirstUse = (isDesktop: boolean): readonly LazyModule<unknown>[] => [refreshesCode, ...(isDesktop ? [] : [cardSelectCode]), dialogsScreen];

export function preloadAfterFirstPaint(): void {
  void preloadWhenIdle(AFTER_FIRST_PAINT);
}

export function preloadAfterFirstUse(isDesktop: boolean): void {
  void preloadWhenIdle(afterFirstUse(isDesktop)).then(() => {
    const dialogs = dialogsScreen.current();
    if (dialogs) return preloadWhenIdle(dialogs.DIALOG_CODES);
  });
}
