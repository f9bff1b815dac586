import type { HandlerMap } from '../core/dispatch';
import * as auth from './auth';

/** operationId → domain handler. Operations without one answer with generated, contract-valid data. */
export const handlers: HandlerMap = {
  getHealth: auth.getHealth,
  login: auth.login,
  getSession: auth.getSession,
  logout: auth.logout,
};
