/**
 * The simulator page is development-only code: its route file is left out of production builds
 * (vite.config.ts routeFileIgnorePattern) and tests/build/production-bundle.test.ts checks that none of it
 * ships. So, unlike production features, it may use the simulator engine (simulator/), which checks every
 * step with the contract's zod schemas, and the contract's operations table (for the fault form).
 */
export * from '../../../../simulator/engine';
export { builtInScenarios, SCENARIO_IDS } from '../../../../simulator/scenarios';
