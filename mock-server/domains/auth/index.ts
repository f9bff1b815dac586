import type { Clock } from '../../core/clock';
import { CLIENT_FAILURE_THROTTLE, CLIENT_MAIL_RATE_LIMIT, EMAIL_CODE_THROTTLE, EXPIRED_RECORD_RETENTION_MS, MAIL_RATE_LIMIT, MFA_CODE_THROTTLE, SIGN_IN_THROTTLE } from '../../identity/policy';
import { sweepSessions } from '../../identity/sessions';
import { sweepThrottles } from '../../identity/throttle';
import type { Store } from '../../store/store';
import type { Domain } from '../../core/domain';
import { getEmailVerification, resendVerificationEmail, verifyEmail } from './email-verification';
import { serveLegalPage } from './legal-pages';
import { completePasswordReset, forgotPassword, resetPassword, verifyPasswordResetMfa } from './password-reset';
import { reauthenticate } from './reauthentication';
import { registerUser } from './registration';
import { checkMfa, getHealth, getSession, login, logout, mfaLogin, noteSessionActivity } from './sign-in';

/**
 * The auth domain (spec 01 §4, §5, §7, §8): registration, two-step sign-in with TOTP two-factor, session and
 * sign-out, e-mail verification with resend, and password recovery with its MFA branch. Time comes from the
 * injectable clock; codes and tokens are stored hashed; wrong passwords and codes are throttled (429 with
 * Retry-After: ./guards.ts). Sessions, passwords, TOTP and throttles are the identity services (../../identity).
 */

// ---- due-time work

/** Drops expired sessions, sign-in challenges, and verifications / reset links a day after they expired. */
function sweepAuth(store: Store, clock: Clock): void {
  const now = clock.nowMs();
  const longGone = (at: string) => Date.parse(at) + EXPIRED_RECORD_RETENTION_MS <= now;
  sweepSessions(store, clock);
  for (const challenge of store.list('mfaChallenges')) if (Date.parse(challenge.expiresAt) <= now) store.delete('mfaChallenges', challenge.id);
  for (const verification of store.list('emailVerifications')) if (longGone(verification.expiresAt)) store.delete('emailVerifications', verification.id);
  for (const reset of store.list('passwordResets')) if (longGone(reset.expiresAt)) store.delete('passwordResets', reset.id);
  sweepThrottles(
    store,
    clock,
    Math.max(SIGN_IN_THROTTLE.windowMs, MFA_CODE_THROTTLE.windowMs, EMAIL_CODE_THROTTLE.windowMs, MAIL_RATE_LIMIT.windowMs, CLIENT_FAILURE_THROTTLE.windowMs, CLIENT_MAIL_RATE_LIMIT.windowMs),
  );
}

export const authDomain: Domain = {
  name: 'auth',
  handlers: {
    getHealth,
    reauthenticate,
    checkMfa,
    mfaLogin,
    login,
    getSession,
    noteSessionActivity,
    logout,
    registerUser,
    getEmailVerification,
    verifyEmail,
    resendVerificationEmail,
    forgotPassword,
    resetPassword,
    verifyPasswordResetMfa,
    completePasswordReset,
  },
  sweep: ({ store, clock }) => sweepAuth(store, clock),
  page: (req, res, url) => serveLegalPage(req, res, url),
};
