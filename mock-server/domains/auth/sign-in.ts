import { randomUUID } from 'node:crypto';
import type { CheckMfaRequest, LoginRequest, MfaLoginRequest } from '@contract-kit/model';
import { errorResponse, ok, unauthorized } from '../../core/errors';
import type { Handler } from '../../core/types';
import { verifySecondFactor } from '../../identity/mfa';
import { MFA_CHALLENGE_TTL_MS, MFA_CODE_THROTTLE, SIGN_IN_THROTTLE } from '../../identity/policy';
import { clearedSessionCookie, createSession, endSession } from '../../identity/sessions';
import { clearThrottle } from '../../identity/throttle';
import { MESSAGES } from './messages';
import { publicUser, findUserByEmail } from './users';
import { checkPassword, clientLimits, failWith, iso, isPast, lockedOut, mfaSubject, signInSubject } from './guards';

/** Sign-in (spec 01 §4, §7): the two-step sign-in with TOTP two-factor, the session, sign-out and health. */

export const checkMfa: Handler<never, never, CheckMfaRequest> = ({ body, store, clock, request }) => {
  const subject = signInSubject(body.email);
  const limits = [[subject, SIGN_IN_THROTTLE], clientLimits.signIn(request)] as const;
  const locked = lockedOut(store, clock, limits);
  if (locked) return locked;
  const user = findUserByEmail(store, body.email);
  if (!checkPassword(user, body.password)) return failWith(store, clock, limits, unauthorized(MESSAGES.invalidCredentials, 'InvalidCredentials'));
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
  const subject = mfaSubject(user.id);
  const limits = [[subject, MFA_CODE_THROTTLE], client] as const;
  const locked = lockedOut(store, clock, limits);
  if (locked) return locked;
  if (!verifySecondFactor(store, clock, user, body.code)) {
    return failWith(store, clock, limits, errorResponse(401, MESSAGES.invalidMfaCode, { code: 'InvalidMfaCode' }));
  }
  clearThrottle(store, subject);
  const now = clock.nowMs();
  store.put('mfaChallenges', { ...challenge, verifiedAt: iso(now), expiresAt: iso(now + MFA_CHALLENGE_TTL_MS) });
  return ok({ success: true, user: publicUser(store.get('users', user.id) ?? user) });
};

export const login: Handler<never, never, LoginRequest> = ({ body, store, clock, request }) => {
  const subject = signInSubject(body.email);
  const limits = [[subject, SIGN_IN_THROTTLE], clientLimits.signIn(request)] as const;
  const locked = lockedOut(store, clock, limits);
  if (locked) return locked;
  const user = findUserByEmail(store, body.email);
  if (!checkPassword(user, body.password)) return failWith(store, clock, limits, unauthorized(MESSAGES.invalidCredentials, 'InvalidCredentials'));
  if (user.mfaEnabled) {
    const challenge = body.twoFactorTrustId ? store.get('mfaChallenges', body.twoFactorTrustId) : undefined;
    if (!challenge || challenge.userId !== user.id || !challenge.verifiedAt || isPast(challenge.expiresAt, clock)) {
      return errorResponse(403, MESSAGES.mfaRequired, { code: 'MfaRequired' });
    }
    store.delete('mfaChallenges', challenge.id);
  }
  clearThrottle(store, subject);
  const { cookie } = createSession(store, clock, user.id);
  return { status: 200, body: { success: true, user: publicUser(user) }, cookies: [cookie] };
};

export const getSession: Handler = ({ session }) => {
  if (!session) return unauthorized(MESSAGES.noSession, 'NoSession');
  return ok({ user: publicUser(session.user) });
};

export const logout: Handler = ({ session, store }) => {
  if (session) endSession(store, session.record.id);
  return { status: 200, body: { success: true, message: MESSAGES.signedOut }, cookies: [clearedSessionCookie()] };
};

export const getHealth: Handler = ({ clock }) => ok({ status: 'ok', time: clock.now().toISOString() });
