import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Plugin, ResolvedConfig } from 'vite';
// A type only: the render module is the app's code, loaded in a Node process of its own (start-styles-child.mjs).
import type { StartStyles } from './start-styles-render.tsx';

const run = promisify(execFile);

/**
 * The built index.html carries the emotion rules of the sign-in screen (its form and header), as emotion's
 * own server-rendering output: `<style data-emotion="css name1 name2 …">`. emotion's default cache, which MUI uses,
 * adopts that element when it is created and takes those names as inserted, so the sign-in's first commit neither
 * compiles them with stylis nor inserts them rule by rule — 80 % of that commit's work (≈ 200 ms on a 4× slowed CPU).
 * A rule a screen needs that the build did not render is inserted at run time as before. The rules are rendered with
 * the build's own modules in Node (`start-styles-render.tsx` through Vite's server-side module loader), so the names
 * are the bundle's. Builds only, and only with NODE_ENV=production (MUI's class names carry labels otherwise and would
 * never match the bundle's).
 */
export function startStylesPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lookcard:start-styles',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async transformIndexHtml() {
      if (process.env.NODE_ENV !== 'production' || config.mode !== 'production') return [];
      const { key, names, css } = await renderStartStylesInNode(config);
      return [{ tag: 'style', attrs: { 'data-emotion': [key, ...names].join(' ') }, children: css, injectTo: 'head' }];
    },
  };
}

/**
 * Renders the sign-in screen's styles with the build's modules (its aliases, mode and environment files), in a Node
 * process of its own with NODE_ENV=production: Node's server builds of React and emotion, whatever started the build.
 */
async function renderStartStylesInNode(build: ResolvedConfig): Promise<StartStyles> {
  const alias = build.resolve.alias.map(({ find, replacement }) => ({ find: typeof find === 'string' ? find : { source: find.source, flags: find.flags }, replacement }));
  // A cache directory of its own: never the development server's, which may be running beside the build (the e2e runs).
  const options = { root: build.root, mode: build.mode, envDir: build.envDir, cacheDir: join(build.cacheDir, 'start-styles'), alias };
  const { stdout } = await run(process.execPath, [join(build.root, 'tooling/vite/start-styles-child.mjs'), JSON.stringify(options)], {
    cwd: build.root,
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as StartStyles;
}
