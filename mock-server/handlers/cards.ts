import type { Domain } from '../core/domain';

/** The cards domain of the mock server (its issue fills in handlers, seed data and sweeps). */
export const cardsDomain: Domain = {
  name: 'cards',
  handlers: {},
};
