import { lazy } from 'react';

/**
 * The simulator links exist only in development (spec 02 §2). Both checks fold to constants in a build
 * (`MODE` is "production" even when a build runs with another NODE_ENV, e.g. inside the test runner), so
 * the production bundle holds neither these components nor the route's path.
 */
const isDevelopment = import.meta.env.DEV && import.meta.env.MODE !== 'production';

export const DevSimulatorButton = isDevelopment ? lazy(() => import('./dev-tools').then((m) => ({ default: m.SimulatorButton }))) : null;
export const DevSimulatorMenuItem = isDevelopment ? lazy(() => import('./dev-tools').then((m) => ({ default: m.SimulatorMenuItem }))) : null;
