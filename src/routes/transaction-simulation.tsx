import { createFileRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';

// Development only: the production build ignores this file (vite.config.ts routeFileIgnorePattern),
// and the guard keeps it out even if a build were made without that setting.
export const Route = createFileRoute('/transaction-simulation')({
  beforeLoad: () => {
    if (!import.meta.env.DEV) throw notFound();
  },
  component: lazyRouteComponent(() => import('@/features/simulator'), 'SimulatorPage'),
});
