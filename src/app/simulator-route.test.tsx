import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, Outlet, RouterProvider } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCatalogueParts } from '@/i18n';
import { Route as simulatorRoute } from '@/routes/transaction-simulation';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import type { RouterContext } from './router';

/**
 * React's development reports of a promise given to use() in render that nobody cached (react-dom's wording). React
 * makes the second only once per page: this file runs in a module graph of its own (vitest.config.ts, DOM_MODULE_MOCKS),
 * so no other file's render can have used it up.
 */
const USE_IN_RENDER = /suspended by an uncached promise|called use\(\) to suspend/;

/**
 * The simulator's route as the dev server hands it to the router. Its code splitting (vite.config.ts,
 * autoCodeSplitting) moves the route's `component` into a chunk of its own and gives the router a lazy component for
 * that chunk: the router downloads the chunk before the route renders, and nothing else the component itself would
 * download. Vitest does not split, so the same lazy component stands for the chunk here.
 */
function routerAtSimulator(queryClient: QueryClient) {
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
  const dashboard = createRoute({ getParentRoute: () => root, path: '/', component: () => null });
  const { beforeLoad, loader, component } = simulatorRoute.options;
  const simulator = createRoute({
    getParentRoute: () => root,
    path: '/transaction-simulation',
    beforeLoad,
    loader,
    component: lazyRouteComponent(() => Promise.resolve({ component }), 'component'),
  });
  return createRouter({
    routeTree: root.addChildren([dashboard, simulator]),
    context: { queryClient, catalogueParts: createCatalogueParts() },
    history: createMemoryHistory({ initialEntries: ['/transaction-simulation'] }),
    defaultPendingComponent: () => <p>Loading</p>,
  });
}

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  root = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the development-only simulator route', () => {
  it('renders its page without React reporting a promise used in render', async () => {
    const errors = vi.spyOn(console, 'error');
    const queryClient = createQueryClient();
    const router = routerAtSimulator(queryClient);
    // The app's start (src/main.tsx): the router's first load, then its first render — in
    // StrictMode, in a transition, and not inside act(), which would wait on a suspended render and replay it. Left to
    // itself React renders the route again once the download it waited on is there: that render is where it tells a
    // promise given to use() that nobody cached (and one that is gone when the code has arrived) from a cached one.
    await router.load();
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    startTransition(() => {
      root?.render(
        <StrictMode>
          <AppProviders queryClient={queryClient} locale="en">
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      );
    });

    expect(await screen.findByRole('heading', { name: 'Transaction simulator', level: 1 }, { timeout: 20_000 })).toBeVisible();
    expect(errors.mock.calls.map((call) => call.map(String).join(' ')).filter((line) => USE_IN_RENDER.test(line))).toEqual([]);
  });
});
