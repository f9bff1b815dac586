/**
 * The transaction simulator's engine: pure TypeScript over fetch (base URL injectable), shared by the CLI
 * (simulator/cli.ts) and the development-only page (src/features/simulator). Every step is checked against the
 * contract's zod schemas before it is sent.
 */
export { SimulatorClient, contractOperations, operationOf, type CallInput, type ClientOptions, type FetchLike, type SimulatorUser, type SimulatorUserCard } from './client';
export { SimulatorError, describeError, isSimulatorError, type SimulatorErrorKind } from './errors';
export { ATM_OPERATORS, MERCHANT_CATEGORIES, MERCHANT_CURRENCIES, MERCHANTS, ZERO_DECIMAL_CURRENCIES, type CatalogueMerchant, type MerchantCategory } from './merchants';
export { SeededRandom, seedFromString } from './random';
export {
  DECLINABLE_TYPES,
  SHIPPING_STATUSES,
  STEP_KINDS,
  STEP_TARGET,
  Step,
  describeStep,
  parseStep,
  requestOf,
  sendStep,
  validateStep,
  type StepKind,
  type StepOf,
  type StepOutcome,
  type StepRequest,
} from './steps';
export {
  Scenario,
  ScenarioRecorder,
  parseScenario,
  parseScenarioText,
  resolveCard,
  resolveStep,
  runScenario,
  sleep,
  type ClockRestored,
  type ResolveContext,
  type RunEvent,
  type RunOptions,
  type RunResult,
  type ScenarioStep,
} from './scenario';
export { BATCH_SIZE, BULK_CONCURRENCY, bulkItems, injectBulk, type BulkItem, type BulkOptions, type BulkProgress, type BulkResult } from './bulk';
export { check, formatIssues, issuesFromZod, type Issue } from './validation';
export { eventStreamUrl } from './events';
