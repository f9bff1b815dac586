import { createFileRoute, notFound } from '@tanstack/react-router';

// Development only: the production build ignores this file (vite.config.ts routeFileIgnorePattern),
// and the guard keeps it out even if a build were made without that setting.
export const Route = createFileRoute('/transaction-simulation')({
  beforeLoad: () => {
    if (!import.meta.env.DEV) throw notFound();
  },
  // The loader downloads the page (the router shows its pending spinner meanwhile), so the page renders with its code
  // at hand. A lazy route component would not be downloaded first: the dev server's code splitting (vite.config.ts,
  // autoCodeSplitting) puts `component` in a chunk of its own, and the router preloads that chunk, not what the lazy
  // component inside it loads. The lazy component would then suspend in render with React's use() on its download,
  // which React reports ("called use() to suspend … but did not call use()"; src/app/simulator-route.test.tsx).
  loader: async () => ({ SimulatorPage: (await import('@/features/simulator')).SimulatorPage }),
  component: SimulatorRoute,
});

function SimulatorRoute() {
  const { SimulatorPage } = Route.useLoaderData();
  return <SimulatorPage />;
}
