/**
 * The router, loaded when the page first needs it (src/app/start-page.tsx): for the signed-in app, and for any path
 * but `/`. It is in the signed-in app's chunk (vite.config.ts, DASHBOARD_ROOTS), which a sign-in downloads anyway.
 */
export { RouterProvider } from '@tanstack/react-router';
export { createAppRouter } from './router';
