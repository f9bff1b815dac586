import type { Clock } from '../core/clock';
import { tooManyRequests } from '../core/errors';
import type { MockRequest, MockResponse } from '../core/types';
import type { Store } from '../store/store';
import { CLIENT_LOOKUP_RATE_LIMIT, LOOKUP_RATE_LIMIT, type ThrottlePolicy } from './policy';
import { clientKey, hitRateLimits, peekRateLimits } from './throttle';

/**
 * Account enumeration guard. Every answer that tells a caller whether an e-mail address has an account counts as a
 * look-up, in one budget per signed-in account and one per client (10 and 30 a minute): the look-up itself
 * (GET /api/users/email/{email}), a registration refused as a duplicate, an e-mail change refused because the address
 * is in use, a transfer refused because no one has the address. Once a budget is spent those calls answer 429 with
 * Retry-After before they look, so probing addresses through any of them costs the same.
 */

export type LookupLimits = readonly (readonly [subject: string, policy: ThrottlePolicy])[];

/** The budgets a request draws on: the signed-in account's (when there is one) and the client's. */
export function lookupLimits(request: MockRequest, userId?: string): LookupLimits {
  const client = [`${clientKey(request.client)}:lookup`, CLIENT_LOOKUP_RATE_LIMIT] as const;
  return userId ? [[`lookup:${userId}`, LOOKUP_RATE_LIMIT], client] : [client];
}

/** 429 while a budget is spent (nothing is counted); null otherwise. */
export function lookupRefusal(store: Store, clock: Clock, limits: LookupLimits): MockResponse | null {
  const full = peekRateLimits(store, clock, limits);
  return full.locked ? tooManyRequests(full.retryAfterSeconds) : null;
}

/** Counts an answer that told whether an address has an account; 429 instead when a budget is already spent. */
export function countLookup(store: Store, clock: Clock, limits: LookupLimits): MockResponse | null {
  const full = hitRateLimits(store, clock, limits);
  return full.locked ? tooManyRequests(full.retryAfterSeconds) : null;
}
