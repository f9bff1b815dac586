/**
 * The mock server's node HTTP transport, a public entry for node hosts outside mock-server/ (scripts, the tests in
 * tests/): `createNodeServer(app)` serves a mock app (./index.ts) over HTTP, with /__db and /docs.
 */
export { createNodeServer } from './transports/node';
