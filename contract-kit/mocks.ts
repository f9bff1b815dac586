/**
 * Contract-valid sample responses: operationId → orval's faker generator (./generated/mocks, MSW handlers per
 * tag). The mock server answers an operation without a domain handler with one; the contract tests check each
 * against its schema. Faker and msw come with it: tests and the mock server only.
 */
export { responseMocks } from './generated/operation-mocks';
