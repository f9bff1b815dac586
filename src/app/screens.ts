import { lazyModule } from '@/lib/lazy-module';

// Each a chunk of its own, downloaded by the route's loader (in parallel with its data) or on first render.

/** The signed-in app (layout, dashboard, every panel): the sign-in screen never downloads it. */
export const dashboardScreen = lazyModule(() => import('./layout/dashboard-page'));

/** The read-only frame opened without a connection (precached like every chunk). */
export const offlineScreen = lazyModule(() => import('./session-gate-offline'));

/** The dashboard's first queries (src/app/dashboard-data.ts): a small chunk, so the sign-in screen carries none of them. */
export const dashboardData = lazyModule(() => import('./dashboard-data'));
