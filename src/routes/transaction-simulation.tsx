import { createFileRoute, notFound } from '@tanstack/react-router';

// Development only: the production build ignores this file (vite.config.ts routeFileIgnorePattern),
// and the guard keeps it out even if a build were made without that setting.
export const Route = createFileRoute('/transaction-simulation')({
  beforeLoad: () => {
    if (!import.meta.env.DEV) throw notFound();
  },
  // The loader downloads the page (the router shows its pending spinner meanwhile), so the page renders with its code
  // at hand. A lazy route component would instead suspend in render with React's use() on the download, which
  // React reports as "suspended by an uncached promise" and "called use() to suspend … but did not call use()".
  loader: async () => ({ SimulatorPage: (await import('@/features/simulator')).SimulatorPage }),
  component: SimulatorRoute,
});

function SimulatorRoute() {
  const { SimulatorPage } = Route.useLoaderData();
  return <SimulatorPage />;
}
