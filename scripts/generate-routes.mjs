#!/usr/bin/env node
// Writes src/routeTree.gen.ts with the full (development) route tree, so `npm run typecheck` and tests
// can run before Vite has ever started. Vite's router plugin keeps it up to date while developing; the
// production build writes its own tree (without the simulator route) to src/routeTree.prod.gen.ts.
import { Generator, getConfig } from '@tanstack/router-generator';

const root = new URL('..', import.meta.url).pathname;
const config = getConfig({ target: 'react', routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts', autoCodeSplitting: true }, root);
await new Generator({ config, root }).run();
console.log('generate-routes: src/routeTree.gen.ts');
