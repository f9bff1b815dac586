import { lazyComponent } from '@/components/lazy-component';
import { lazyModule } from '@/lib/lazy-module';

/**
 * The simulator links exist only in development (spec 02 §2). Both checks fold to constants in a build
 * (`MODE` is "production" even when a build runs with another NODE_ENV, e.g. inside the test runner), so
 * the production bundle holds neither these components nor the route's path.
 */
const isDevelopment = import.meta.env.DEV && import.meta.env.MODE !== 'production';

/** The links' code; the user menu's list loads with it, so that the menu opens with all its items. */
export const devToolsCode = isDevelopment ? lazyModule(() => import('./dev-tools')) : null;

export const DevSimulatorButton = devToolsCode ? lazyComponent(devToolsCode, (module) => module.SimulatorButton) : null;
