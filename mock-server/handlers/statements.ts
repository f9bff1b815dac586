import type { Domain } from '../core/domain';

/** The statements domain of the mock server (its issue fills in handlers, seed data and sweeps). */
export const statementsDomain: Domain = {
  name: 'statements',
  handlers: {},
};
