import type { Domain } from '../core/domain';

/** The security domain of the mock server (its issue fills in handlers, seed data and sweeps). */
export const securityDomain: Domain = {
  name: 'security',
  handlers: {},
};
