import { lazyModule } from '@/lib/lazy-module';

/**
 * The dialogs (which dialog is which, how a place makes its props): what the dialog host shows over the dashboard, a
 * chunk of its own. A module apart from ../screens.ts, so that the dashboard's modules that name it (the host, the
 * preloads) are not on a circle through the dashboard's own chunk.
 */
export const dialogsScreen = lazyModule(() => import('./dialogs'));
