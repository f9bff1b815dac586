import { describe, expect, it } from 'vitest';
import { screenChunk, staticClosure } from './screen-chunk';

const graph: Record<string, string[]> = {
  '/src/main.tsx': ['/node_modules/react.js', '/src/app/router.tsx'],
  '/src/app/router.tsx': ['/node_modules/react.js'],
  '/src/app/layout/dashboard-page.tsx': ['/node_modules/react.js', '/src/features/wallet/panel.tsx', '/node_modules/mui/Chip.js'],
  '/src/features/wallet/panel.tsx': ['/src/features/wallet/panel.tsx', '/node_modules/mui/Chip.js'],
  '/src/app/dashboard-data.ts': ['/src/api/queries.ts'],
  '/src/api/queries.ts': [],
  '/src/app/dialogs/deposit.tsx': ['/node_modules/mui/Stepper.js'],
  '/node_modules/react.js': [],
  '/node_modules/mui/Chip.js': [],
  '/node_modules/mui/Stepper.js': [],
};
const linksOf = (id: string) => (graph[id] ? { importedIds: graph[id] } : null);

describe('staticClosure', () => {
  it('follows static imports from the roots, cycles included, and skips ids the graph does not have', () => {
    expect([...staticClosure(['/src/app/layout/dashboard-page.tsx', '/src/missing.ts'], linksOf)].sort()).toEqual([
      '/node_modules/mui/Chip.js',
      '/node_modules/react.js',
      '/src/app/layout/dashboard-page.tsx',
      '/src/features/wallet/panel.tsx',
    ]);
  });
});

describe('screenChunk', () => {
  /** Runs the plugin's buildEnd over the graph above, as the bundler would once every module is parsed. */
  function built(roots: string[]) {
    const chunk = screenChunk('dashboard', roots, ['/src/main.tsx']);
    const context = {
      getModuleIds: () =>
        Object.keys(graph)
          .map((id) => `/work${id}`)
          .values(),
      getModuleInfo: (id: string) => {
        const links = linksOf(id.slice('/work'.length));
        return links && { importedIds: links.importedIds.map((imported) => `/work${imported}`) };
      },
      error: (message: string) => {
        throw new Error(message);
      },
    };
    (chunk.plugin.buildEnd as unknown as (this: typeof context) => void).call(context);
    return chunk.group;
  }

  it("captures what the screen's roots import statically and the entry does not", () => {
    const group = built(['/src/app/layout/dashboard-page.tsx', '/src/app/dashboard-data.ts']);
    const captured = Object.keys(graph).filter((id) => group.test(`/work${id}`));
    expect(captured.sort()).toEqual(['/node_modules/mui/Chip.js', '/src/api/queries.ts', '/src/app/dashboard-data.ts', '/src/app/layout/dashboard-page.tsx', '/src/features/wallet/panel.tsx']);
    expect(group.name).toBe('dashboard');
  });

  it('fails the build when a root is not in the graph (a renamed screen)', () => {
    expect(() => built(['/src/app/layout/renamed-page.tsx'])).toThrow('screen chunk dashboard: no module ends with /src/app/layout/renamed-page.tsx');
  });
});
