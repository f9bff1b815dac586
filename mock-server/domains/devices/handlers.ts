import type { SignOutOtherSessionsRequest } from '@contract-kit/model';
import { errorResponse, ok, ruleError } from '../../core/errors';
import { requireSession, type Handler } from '../../core/types';
import { consumeTotp } from '../../identity/mfa';
import { verifyPassword } from '../../identity/passwords';
import { endSession } from '../../identity/sessions';
import { clearAttempts, countAttempt, throttled } from '../security/attempts';
import { MESSAGES } from './messages';
import { sessionView, userSessions } from './views';

/** Signed-in devices: the user's sessions, signing one out, signing out every other one. */

export const getSessions: Handler = (context) => {
  const { user, record } = requireSession(context);
  const { store, clock } = context;
  return ok({ success: true, data: userSessions(store, clock, user.id, record.id).map((session) => sessionView(session, record.id)) });
};

export const signOutSession: Handler<{ sessionId: string }> = (context) => {
  const { user, record } = requireSession(context);
  const { store, clock, params } = context;
  // Only the user's own unexpired sessions can be named: another user's id is as unknown as a made-up one.
  const target = userSessions(store, clock, user.id, record.id).find((session) => session.publicId === params.sessionId);
  if (!target) return errorResponse(404, MESSAGES.sessionNotFound, { code: 'SessionNotFound', errorCode: 'SessionNotFound' });
  if (target.id === record.id) return ruleError(409, MESSAGES.currentSession, 'CurrentSession');
  endSession(store, target.id);
  return ok({ success: true, message: MESSAGES.signedOut });
};

/**
 * Needs the password from a user without two-factor authentication, a current authenticator code (accepted once)
 * from a user with it. Wrong ones count towards the security domain's throttle (5 within 15 minutes, then 429).
 */
export const signOutOtherSessions: Handler<never, never, SignOutOtherSessionsRequest> = (context) => {
  const { user, record } = requireSession(context);
  const { store, clock, body } = context;
  if (user.mfaEnabled && user.mfaSecret) {
    if (!body.code) return ruleError(422, MESSAGES.codeRequired, 'MfaCodeRequired');
  } else if (!body.password) return ruleError(422, MESSAGES.passwordRequired, 'PasswordRequired');
  const limited = throttled(store, clock, 'sign-out-others', user.id);
  if (limited) return limited;
  const isProven = user.mfaEnabled && user.mfaSecret ? consumeTotp(store, clock, user.id, user.mfaSecret, body.code ?? '') : verifyPassword(body.password ?? '', user.passwordHash);
  if (!isProven) {
    countAttempt(store, clock, 'sign-out-others', user.id);
    return user.mfaEnabled ? ruleError(422, MESSAGES.invalidMfaCode, 'InvalidMfaCode') : ruleError(422, MESSAGES.invalidPassword, 'InvalidPassword');
  }
  clearAttempts(store, 'sign-out-others', user.id);
  const others = store.filter('sessions', (session) => session.userId === user.id && session.id !== record.id);
  for (const other of others) endSession(store, other.id);
  return ok({ success: true, data: { signedOut: others.length }, message: MESSAGES.signedOutOthers(others.length) });
};
