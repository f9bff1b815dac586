import type { Domain } from '../core/domain';

/** The wallet domain of the mock server (its issue fills in handlers, seed data and sweeps). */
export const walletDomain: Domain = {
  name: 'wallet',
  handlers: {},
};
