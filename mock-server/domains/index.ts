import type { Domain } from '../core/domain';
import type { HandlerMap } from '../core/dispatch';
import { authDomain } from './auth';
import { cardFundingDomain } from './card-funding';
import { cardsDomain } from './cards';
import { devicesDomain } from './devices';
import { securityDomain } from './security';
import { simulatorDomain } from './simulator';
import { statementsDomain } from './statements';
import { walletDomain } from './wallet';

/** Every domain of the mock server, in seed order (wallet before cards: cards fund from accounts). */
export const domains: readonly Domain[] = [authDomain, devicesDomain, securityDomain, walletDomain, cardsDomain, cardFundingDomain, statementsDomain, simulatorDomain];

export function allHandlers(list: readonly Domain[] = domains): HandlerMap {
  const map: HandlerMap = {};
  for (const domain of list) {
    for (const [operationId, handler] of Object.entries(domain.handlers)) {
      if (map[operationId]) throw new Error(`mock-server: ${operationId} is handled by two domains (${domain.name} and another)`);
      map[operationId] = handler;
    }
  }
  return map;
}
