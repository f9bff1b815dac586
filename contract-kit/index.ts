/**
 * The contract kit: everything the app (src/), the mock server (mock-server/) and the simulator (simulator/) must
 * agree on, in one place — either generated from contracts/ (`npm run generate` writes ./generated/, never committed
 * or edited) or written once here (money and the rules both sides apply). All three import it by one alias,
 * `@contract-kit`, and nothing else of each other.
 *
 * | entry                           | holds                                                         | production app |
 * | ------------------------------- | ------------------------------------------------------------- | -------------- |
 * | `@contract-kit/money`           | decimal money (big.js): parsing, rounding, display decimals   | yes            |
 * | `@contract-kit/model`           | generated types of every schema, const objects of every enum  | yes (types)    |
 * | `@contract-kit/enums`           | the enums alone (const objects and types): import values here  | yes            |
 * | `@contract-kit/rules/<area>`    | shared rules: `password`, `password-checklist`, `wallet`, `card-availability`, `card-controls`, `card-funding`, `list-filter`, `card-orders`, `order-voucher`, `card-transactions`, `merchant-categories`, `spending-insights`, `events` | yes |
 * | `@contract-kit/keep-alive`      | the idle keep-alive every HTTP server applies (dev, preview, mock) | no        |
 * | `@contract-kit/session-cookie`  | the session cookie's name and parsing (mock server, the hosts' start page) | no |
 * | `@contract-kit/zod`             | generated zod schemas of every operation                      | no             |
 * | `@contract-kit/operations`      | the operations table (routing, validation, the simulator's calls) | no         |
 * | `@contract-kit/mocks`           | contract-valid sample responses (faker)                       | no             |
 * | `@contract-kit` (this index)    | money, the rules and the operations table, for node code      | no             |
 *
 * The app imports the entries it needs, never this index (lint: `no-restricted-imports`), so its bundle holds no zod,
 * msw or faker (`npm run check:bundle` fails otherwise). The React Query hooks are the app's own
 * (src/api/generated/endpoints, through its fetcher).
 */
export * from './money';
export * from './rules/card-availability';
export * from './rules/card-controls';
export * from './rules/card-funding';
export * from './rules/card-orders';
export * from './rules/card-transactions';
export * from './rules/events';
export * from './rules/list-filter';
export * from './rules/merchant-categories';
export * from './rules/order-voucher';
export * from './rules/password';
export * from './rules/password-checklist';
export * from './rules/spending-insights';
export * from './rules/wallet';
export { operations, type HttpMethod, type OperationId, type OperationSpec } from './operations';
