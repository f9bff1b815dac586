// Renders the sign-in screen's emotion rules with the app's modules (tooling/vite/start-styles-render.tsx) and
// writes them to stdout as JSON: run by tooling/vite/start-styles-plugin.ts in a Node process of its own, so the
// rendering uses Node's server builds of React and emotion whoever starts the build (the CLI, a test runner, a script).
import { createServer } from 'vite';

if (!process.argv[2]) throw new Error('usage: node start-styles-child.mjs <options as JSON> (tooling/vite/start-styles-plugin.ts runs it)');
const options = JSON.parse(process.argv[2]);
const alias = options.alias.map(({ find, replacement }) => ({ find: typeof find === 'string' ? find : new RegExp(find.source, find.flags), replacement }));
const server = await createServer({
  configFile: false,
  root: options.root,
  mode: options.mode,
  envDir: options.envDir,
  cacheDir: options.cacheDir,
  resolve: { alias },
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  appType: 'custom',
  logLevel: 'error',
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const module = await server.ssrLoadModule('/tooling/vite/start-styles-render.tsx');
  process.stdout.write(JSON.stringify(module.renderStartStyles()));
} finally {
  await server.close();
}
