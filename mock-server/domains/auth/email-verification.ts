import { randomUUID } from 'node:crypto';
import type { EmailResendRequest, EmailVerifyRequest } from '@contract-kit/model';
import type { Clock } from '../../core/clock';
import { errorResponse, ok } from '../../core/errors';
import { requireSession, type Handler } from '../../core/types';
import { sendMail } from '../../identity/mail';
import { EMAIL_CODE_THROTTLE, MAIL_RATE_LIMIT, MFA_CHALLENGE_TTL_MS, VERIFICATION_CODE_PATTERN, VERIFICATION_TTL_MS } from '../../identity/policy';
import { clearThrottle, hitRateLimits } from '../../identity/throttle';
import { matchesHash, newVerificationCode, sha256 } from '../../store/ids';
import type { UserRecord } from '../../store/schema';
import type { Store } from '../../store/store';
import { MESSAGES } from './messages';
import { findUserByEmail } from './users';
import { clientLimits, emailCodeSubject, failWith, iso, isPast, lockedOut, mailSubject, throttled, verificationError, secondFactorRefusal } from './guards';
import type { EmailVerificationRecord } from './records';

/** E-mail verification (spec 01 §4, §5): the mailed code, its MFA step for a two-factor user, and resending it. */

/** Mails a new verification code, replacing any verification in progress for the user. */
export function issueVerification(store: Store, clock: Clock, user: UserRecord): EmailVerificationRecord {
  for (const previous of store.filter('emailVerifications', (record) => record.userId === user.id)) store.delete('emailVerifications', previous.id);
  const code = newVerificationCode();
  const now = clock.nowMs();
  const record: EmailVerificationRecord = {
    id: randomUUID(),
    userId: user.id,
    email: user.email,
    codeHash: sha256(code),
    createdAt: iso(now),
    expiresAt: iso(now + VERIFICATION_TTL_MS),
    twoFactorId: null,
    twoFactorExpiresAt: null,
  };
  store.put('emailVerifications', record);
  sendMail(store, clock, {
    to: user.email,
    subject: 'Verify your email',
    text: `Your LookCard verification code is ${code}. It is valid for ${VERIFICATION_TTL_MS / 60_000} minutes. If you did not create an account, ignore this email.`,
    code,
  });
  return record;
}

/**
 * The session user's verification in progress, so that the step still takes the mailed code after a reload (the app
 * keeps the id in memory only). Never the code: that is only in the mail. An expired one is as good as none.
 */
export const getEmailVerification: Handler = (context) => {
  const { user } = requireSession(context);
  const { store, clock } = context;
  const verification = user.verified ? undefined : store.find('emailVerifications', (record) => record.userId === user.id && !isPast(record.expiresAt, clock));
  const data = verification ? { verificationId: verification.id, email: verification.email, expiresAt: verification.expiresAt } : null;
  return { status: 200, body: { success: true, data }, headers: { 'Cache-Control': 'no-store' } };
};

export const verifyEmail: Handler<never, never, EmailVerifyRequest> = ({ body, store, clock, request }) => {
  const code = body.verificationCode.trim().toUpperCase();
  if (!VERIFICATION_CODE_PATTERN.test(code)) {
    return errorResponse(400, MESSAGES.verificationFormat, {
      code: 'InvalidVerificationFormat',
      issues: [{ path: 'body.verificationCode', message: 'Must be 6 letters or digits' }],
    });
  }
  const client = clientLimits.verification(request);
  const clientLocked = lockedOut(store, clock, [client]);
  if (clientLocked) return clientLocked;
  const verification = body.verificationId ? store.get('emailVerifications', body.verificationId) : undefined;
  const user = verification && store.get('users', verification.userId);
  if (!verification || !user) return failWith(store, clock, [client], verificationError(422, MESSAGES.noVerificationId, 'NoVerificationId'));
  if (isPast(verification.expiresAt, clock)) return verificationError(422, MESSAGES.verificationExpired, 'VerificationCodeExpired');
  if (user.verified) {
    store.delete('emailVerifications', verification.id);
    return ok({ success: true, message: MESSAGES.emailAlreadyVerified });
  }

  const codeSubject = emailCodeSubject(user.id);
  const codeLimits = [[codeSubject, EMAIL_CODE_THROTTLE], client] as const;
  const locked = lockedOut(store, clock, codeLimits);
  if (locked) return locked;
  if (!matchesHash(code, verification.codeHash)) {
    return failWith(store, clock, codeLimits, verificationError(422, MESSAGES.invalidVerificationCode, 'InvalidVerificationCode'));
  }
  clearThrottle(store, codeSubject);

  if (user.mfaEnabled) {
    const hasOpenMfaStep = verification.twoFactorId !== null && !isPast(verification.twoFactorExpiresAt, clock);
    if (!body.mfaCode || !hasOpenMfaStep || body.twoFactorId !== verification.twoFactorId) {
      const now = clock.nowMs();
      const twoFactorId = randomUUID();
      store.put('emailVerifications', { ...verification, twoFactorId, twoFactorExpiresAt: iso(now + MFA_CHALLENGE_TTL_MS) });
      return ok({ success: true, requiresMFA: true, twoFactorId, message: MESSAGES.emailMfaPrompt });
    }
    const refusal = secondFactorRefusal(store, clock, user, body.mfaCode, clientLimits.twoFactor(request), verificationError(422, MESSAGES.invalidMfaCode, 'InvalidMfaCode'));
    if (refusal) return refusal;
  }

  const current = store.get('users', user.id) ?? user;
  store.put('users', { ...current, verified: true });
  store.delete('emailVerifications', verification.id);
  return ok({ success: true, message: MESSAGES.emailVerified });
};

export const resendVerificationEmail: Handler<never, never, EmailResendRequest> = ({ body, store, clock, request }) => {
  const limited = throttled(hitRateLimits(store, clock, [[mailSubject('verification', body.email), MAIL_RATE_LIMIT], clientLimits.mail(request)]));
  if (limited) return limited;
  const user = findUserByEmail(store, body.email);
  if (!user) return errorResponse(404, MESSAGES.userNotFound, { code: 'NotFound' });
  if (user.verified) return verificationError(409, MESSAGES.emailAlreadyVerified, 'AlreadyVerified');
  const verification = issueVerification(store, clock, user);
  return ok({ success: true, data: { verificationId: verification.id } });
};
