/**
 * The mock server's public entry, for code outside mock-server/ (the app's component tests and Ladle's in-browser
 * backend through MSW, scripts and the tests in tests/): the transport-neutral app, its MSW transport and the types
 * they speak — nothing here needs node's file system or HTTP server, so it also runs in a browser or jsdom. The node
 * HTTP transport is ./node.ts; helpers that only tests need (codes, seeded secrets, record views) are ./testing.ts.
 * Nothing outside mock-server/ imports any other file of it (lint: import-x/no-restricted-paths).
 */
export { createMockApp, DEFAULT_APP_ORIGIN, type MockApp, type MockAppOptions } from './app';
export type { Domain } from './core/domain';
export type { FaultInput } from './core/faults';
export type { MockRequest, MockResponse, MockServices } from './core/types';
export { domains } from './domains';
export type { Collections, UserRecord } from './store/schema';
export { createMswHandlers } from './transports/msw';
