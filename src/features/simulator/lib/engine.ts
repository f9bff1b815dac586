/**
 * The simulator page is development-only code: its route file is left out of production builds
 * (vite.config.ts routeFileIgnorePattern) and tests/build/production-bundle.test.ts checks that none of it
 * ships. So, unlike production features, it may use the simulator through its public entry (simulator/index.ts:
 * the engine, which checks every step with the contract's zod schemas, and the built-in scenarios).
 */
export * from '../../../../simulator';
