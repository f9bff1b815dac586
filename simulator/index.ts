/**
 * The simulator's public entry, for code outside simulator/ (the app's development-only page, scripts): the engine
 * (steps, scenarios, bulk injection, the client over the contract's operations) and the built-in scenarios. Nothing
 * outside simulator/ imports any other file of it (lint: import-x/no-restricted-paths).
 */
export * from './engine';
export { builtInScenario, builtInScenarios, SCENARIO_IDS } from './scenarios';
