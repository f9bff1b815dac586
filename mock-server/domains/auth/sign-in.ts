import { randomUUID } from 'node:crypto';
import type { CheckMfaRequest, LoginRequest, MfaLoginRequest } from '@contract-kit/model';
import { errorResponse, ok, unauthorized } from '../../core/errors';
import type { Handler, MockResponse } from '../../core/types';
import type { UserRecord } from '../../store/schema';
import { MFA_CHALLENGE_TTL_MS, SIGN_IN_THROTTLE } from '../../identity/policy';
import { clearedSessionCookie, createSession, endSession, sessionTimes } from '../../identity/sessions';
import { clearThrottle } from '../../identity/throttle';
import { noteSignIn } from '../devices/sign-ins';
import { MESSAGES } from './messages';
import { publicUser, findUserByEmail } from './users';
import { checkPassword, clientLimits, failWith, iso, isPast, lockedOut, signInSubject, secondFactorRefusal } from './guards';

/** Sign-in (spec 01 §4, §7): the two-step sign-in with TOTP two-factor, the session, sign-out and health. */

/**
 * The first factor of both sign-in calls (check-mfa, login): the account's and the client's throttles, then the
 * password. The user, or the answer to send (429 while locked, 401 for a wrong address or password).
 */
function firstFactor({ body, store, clock, request }: Parameters<Handler<never, never, { email: string; password: string }>>[0]): { user: UserRecord; subject: string } | { refusal: MockResponse } {
  const subject = signInSubject(body.email);
  const limits = [[subject, SIGN_IN_THROTTLE], clientLimits.signIn(request)] as const;
  const locked = lockedOut(store, clock, limits);
  if (locked) return { refusal: locked };
  const user = findUserByEmail(store, body.email);
  if (!checkPassword(user, body.password)) return { refusal: failWith(store, clock, limits, unauthorized(MESSAGES.invalidCredentials, 'InvalidCredentials')) };
  return { user, subject };
}

export const checkMfa: Handler<never, never, CheckMfaRequest> = (context) => {
  const { store, clock } = context;
  const first = firstFactor(context);
  if ('refusal' in first) return first.refusal;
  const { user, subject } = first;
  clearThrottle(store, subject);
  if (!user.mfaEnabled) return ok({ mfaRequired: false, message: MESSAGES.mfaNotRequired });
  const now = clock.nowMs();
  const challenge = { id: randomUUID(), userId: user.id, createdAt: iso(now), expiresAt: iso(now + MFA_CHALLENGE_TTL_MS), verifiedAt: null };
  store.put('mfaChallenges', challenge);
  return ok({ mfaRequired: true, twoFactorTrustId: challenge.id, message: MESSAGES.mfaPrompt });
};

export const mfaLogin: Handler<never, never, MfaLoginRequest> = ({ body, store, clock, request }) => {
  const client = clientLimits.twoFactor(request);
  const clientLocked = lockedOut(store, clock, [client]);
  if (clientLocked) return clientLocked;
  const challenge = store.get('mfaChallenges', body.twoFactorTrustId);
  const user = challenge && store.get('users', challenge.userId);
  if (!challenge || !user || challenge.verifiedAt || isPast(challenge.expiresAt, clock)) {
    return failWith(store, clock, [client], errorResponse(401, MESSAGES.mfaSessionExpired, { code: 'MfaSessionExpired' }));
  }
  const refusal = secondFactorRefusal(store, clock, user, body.code, client, errorResponse(401, MESSAGES.invalidMfaCode, { code: 'InvalidMfaCode' }));
  if (refusal) return refusal;
  const now = clock.nowMs();
  store.put('mfaChallenges', { ...challenge, verifiedAt: iso(now), expiresAt: iso(now + MFA_CHALLENGE_TTL_MS) });
  return ok({ success: true, user: publicUser(store.get('users', user.id) ?? user) });
};

export const login: Handler<never, never, LoginRequest> = (context) => {
  const { body, store, clock, request } = context;
  const first = firstFactor(context);
  if ('refusal' in first) return first.refusal;
  const { user, subject } = first;
  if (user.mfaEnabled) {
    const challenge = body.twoFactorTrustId ? store.get('mfaChallenges', body.twoFactorTrustId) : undefined;
    if (!challenge || challenge.userId !== user.id || !challenge.verifiedAt || isPast(challenge.expiresAt, clock)) {
      return errorResponse(403, MESSAGES.mfaRequired, { code: 'MfaRequired' });
    }
    store.delete('mfaChallenges', challenge.id);
  }
  clearThrottle(store, subject);
  replaceBrowserSession(context);
  const { record, cookie } = createSession(store, clock, user.id, { userAgent: request.headers['user-agent'], client: request.client }, context.services.sessionPolicy);
  noteSignIn(store, clock, user, record);
  return { status: 200, body: { success: true, user: publicUser(user) }, cookies: [cookie] };
};

/**
 * A sign-in replaces the session this browser held (its cookie is overwritten): that one ends here rather than
 * living on unseen until it times out — whoever it belonged to.
 */
export function replaceBrowserSession({ session, store }: Pick<Parameters<Handler>[0], 'session' | 'store'>): void {
  if (session) endSession(store, session.record.id);
}

export const getSession: Handler = ({ session, clock, services }) => {
  if (!session) return unauthorized(MESSAGES.noSession, 'NoSession');
  return ok({ user: publicUser(session.user), session: sessionTimes(session.record, clock, services.sessionPolicy) });
};

/** The user did something in the app that sent nothing else (the interceptor has already moved the idle deadline). */
export const noteSessionActivity: Handler = ({ session, clock, services }) => {
  if (!session) return unauthorized();
  return ok({ success: true, session: sessionTimes(session.record, clock, services.sessionPolicy) });
};

export const logout: Handler = ({ session, store }) => {
  if (session) endSession(store, session.record.id);
  return { status: 200, body: { success: true, message: MESSAGES.signedOut }, cookies: [clearedSessionCookie()] };
};

export const getHealth: Handler = ({ clock }) => ok({ status: 'ok', time: clock.now().toISOString() });
