import type { Clock } from '../../core/clock';
import { verifySecondFactor } from '../../identity/mfa';
import { errorResponse, tooManyRequests } from '../../core/errors';
import type { MockRequest, MockResponse } from '../../core/types';
import { sendMail } from '../../identity/mail';
import { hashPassword, verifyPassword } from '../../identity/passwords';
import { CLIENT_FAILURE_THROTTLE, CLIENT_MAIL_RATE_LIMIT, MFA_CODE_THROTTLE, normalizeEmail, type ThrottlePolicy } from '../../identity/policy';
import { endUserSessions } from '../../identity/sessions';
import { checkThrottles, clearThrottle, clientKey, recordFailures, type ThrottleState } from '../../identity/throttle';
import type { UserRecord } from '../../store/schema';
import type { Store } from '../../store/store';

/**
 * What stops guessing in the auth flows (spec 01 §8): the constant-cost password check, per-account and
 * per-client throttles with their 429 answers, and the password change that ends every session.
 */

export const iso = (ms: number) => new Date(ms).toISOString();
export const isPast = (at: string | null, clock: Clock) => at === null || Date.parse(at) <= clock.nowMs();

/** The one scrypt hash checked for unknown addresses, so that a wrong address costs as long as a wrong password. */
let decoyHash: string | undefined;
export function checkPassword(user: UserRecord | undefined, password: string): user is UserRecord {
  if (!user) {
    verifyPassword(password, (decoyHash ??= hashPassword('decoy-password')));
    return false;
  }
  return verifyPassword(password, user.passwordHash);
}

export const throttled = (state: ThrottleState, options: { generalErrors?: boolean } = {}): MockResponse | undefined => {
  if (!state.locked) return undefined;
  const response = tooManyRequests(state.retryAfterSeconds);
  if (options.generalErrors && response.body && typeof response.body === 'object') {
    (response.body as Record<string, unknown>)['generalErrors'] = [{ message: (response.body as { message: string }).message, code: 'TooManyRequests' }];
  }
  return response;
};

export type Limit = readonly [subject: string, policy: ThrottlePolicy];

/** After a wrong password, code or id: 429 if that failure reached a limit (of the account or the client), else the answer. */
export function failWith(store: Store, clock: Clock, limits: readonly Limit[], answer: MockResponse): MockResponse {
  return throttled(recordFailures(store, clock, limits)) ?? answer;
}

/** 429 while any of these subjects (the account, the client) is locked. */
export const lockedOut = (store: Store, clock: Clock, limits: readonly Limit[]) =>
  throttled(
    checkThrottles(
      store,
      clock,
      limits.map(([subject]) => subject),
    ),
  );

export const signInSubject = (email: string) => `sign-in:${normalizeEmail(email)}`;
export const mfaSubject = (userId: string) => `mfa-code:${userId}`;
export const emailCodeSubject = (userId: string) => `email-code:${userId}`;
export const mailSubject = (kind: string, email: string) => `mail-${kind}:${normalizeEmail(email)}`;

/**
 * Per-client limits: one client's failures across every account count together, so one password tried
 * across many addresses, or guessed codes, links and ids, are stopped where they come from.
 */
export const clientLimits = {
  signIn: (request: MockRequest): Limit => [`${clientKey(request.client)}:sign-in`, CLIENT_FAILURE_THROTTLE],
  twoFactor: (request: MockRequest): Limit => [`${clientKey(request.client)}:two-factor`, CLIENT_FAILURE_THROTTLE],
  reset: (request: MockRequest): Limit => [`${clientKey(request.client)}:reset`, CLIENT_FAILURE_THROTTLE],
  verification: (request: MockRequest): Limit => [`${clientKey(request.client)}:verification`, CLIENT_FAILURE_THROTTLE],
  mail: (request: MockRequest): Limit => [`${clientKey(request.client)}:mail`, CLIENT_MAIL_RATE_LIMIT],
};

export function setPassword(store: Store, clock: Clock, user: UserRecord, password: string): void {
  store.put('users', { ...user, passwordHash: hashPassword(password) });
  endUserSessions(store, user.id);
  clearThrottle(store, signInSubject(user.email));
  sendMail(store, clock, {
    to: user.email,
    subject: 'Your password was changed',
    text: 'The password of your LookCard account was just reset. If this was not you, contact support at once.',
  });
}

export const verificationError = (status: number, message: string, errorCode: string) => errorResponse(status, message, { code: errorCode, errorCode });

/**
 * The second factor of a flow (sign-in, e-mail verification, password reset): the user's and the client's throttles,
 * then the code (TOTP or a recovery code, used once). Null when it is right (the user's failures are cleared), else
 * the answer: 429 while locked, `wrongCode` counted as a failure.
 */
export function secondFactorRefusal(store: Store, clock: Clock, user: UserRecord, code: string, client: Limit, wrongCode: MockResponse): MockResponse | null {
  const subject = mfaSubject(user.id);
  const limits = [[subject, MFA_CODE_THROTTLE], client] as const;
  const locked = lockedOut(store, clock, limits);
  if (locked) return locked;
  if (!verifySecondFactor(store, clock, user, code)) return failWith(store, clock, limits, wrongCode);
  clearThrottle(store, subject);
  return null;
}
