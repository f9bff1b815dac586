import { randomUUID } from 'node:crypto';
import type { EmailChangeRequest, EmailChangeResendRequest, EmailChangeVerifyRequest } from '@contract-kit/model';
import { conflict, errorResponse, ok, tooManyRequests, unprocessable } from '../../core/errors';
import { requireSession, type Handler } from '../../core/types';
import { sendMail } from '../../identity/mail';
import { consumeTotp, sameCode } from '../../identity/mfa';
import { normalizeEmail } from '../../identity/policy';
import { countLookup, lookupLimits, lookupRefusal } from '../../identity/lookups';
import { endOtherSessions } from '../../identity/sessions';
import { matchesHash, randomCode, sha256, UNAMBIGUOUS_ALPHABET } from '../../store/ids';
import { findUserByEmail } from '../auth/users';
import { clearAttempts, countAttempt, throttled } from './attempts';
import { EMAIL_CHANGE_CODE_TTL_MS, EMAIL_CHANGE_MAX_CODE_FAILURES, EMAIL_CHANGE_RESEND_INTERVAL_MS, MAX_EMAIL_CHANGES_PER_WINDOW, MESSAGES, iso } from './rules';

/** E-mail change (spec 02 §4, §5): a code mailed to the new address, verified (with MFA when on), resendable. */

export const changeEmail: Handler<never, never, EmailChangeRequest> = (context) => {
  const { user } = requireSession(context);
  const { body, store, clock } = context;
  const newEmail = normalizeEmail(body.newEmail);
  if (newEmail !== normalizeEmail(body.confirmEmail)) return unprocessable(MESSAGES.emailMismatch, 'EmailMismatch');
  if (newEmail === normalizeEmail(user.email)) return unprocessable(MESSAGES.sameEmail, 'SameEmail');
  // An address in use tells that it has an account: a look-up (identity/lookups.ts).
  const limits = lookupLimits(context.request, user.id);
  const spent = lookupRefusal(store, clock, limits);
  if (spent) return spent;
  const owner = findUserByEmail(store, newEmail);
  if (owner && owner.id !== user.id) return countLookup(store, clock, limits) ?? conflict(MESSAGES.emailInUse, 'EmailInUse');
  const limited = throttled(store, clock, 'email-change-start', user.id, MAX_EMAIL_CHANGES_PER_WINDOW);
  if (limited) return limited;
  countAttempt(store, clock, 'email-change-start', user.id);

  // A new change replaces any change in progress.
  for (const previous of store.filter('emailChanges', (change) => change.userId === user.id)) store.delete('emailChanges', previous.id);
  const now = clock.nowMs();
  const code = randomCode(UNAMBIGUOUS_ALPHABET, 6);
  const record = store.put('emailChanges', {
    id: randomUUID(),
    userId: user.id,
    newEmail,
    codeHash: sha256(code),
    twoFactorId: user.mfaEnabled ? randomUUID() : null,
    failedAttempts: 0,
    createdAt: iso(now),
    expiresAt: iso(now + EMAIL_CHANGE_CODE_TTL_MS),
    sentAt: iso(now),
  });
  sendMail(store, clock, {
    to: newEmail,
    subject: 'Confirm your new LookCard email address',
    text: `Your LookCard verification code is ${code}. It expires in 15 minutes. If you did not ask to use this address for LookCard, ignore this message.`,
    code,
  });
  return ok({
    success: true,
    verificationId: record.id,
    requiresMFA: user.mfaEnabled,
    userHasMFA: user.mfaEnabled,
    ...(record.twoFactorId ? { twoFactorId: record.twoFactorId } : {}),
    message: `Verification code sent to ${newEmail}`,
  });
};

export const verifyEmailChange: Handler<never, never, EmailChangeVerifyRequest> = (context) => {
  const { user, record: session } = requireSession(context);
  const { body, store, clock } = context;
  const record = store.get('emailChanges', body.verificationId);
  if (!record || record.userId !== user.id) return errorResponse(404, MESSAGES.verificationNotFound, { code: 'NotFound', errorCode: 'NoVerificationId' });
  if (Date.parse(record.expiresAt) <= clock.nowMs()) {
    return errorResponse(422, MESSAGES.verificationExpired, { code: 'VerificationCodeExpired' });
  }
  if (record.failedAttempts >= EMAIL_CHANGE_MAX_CODE_FAILURES) {
    return errorResponse(429, MESSAGES.tooManyCodes, { code: 'TooManyRequests', retryAfterSeconds: Math.ceil(EMAIL_CHANGE_RESEND_INTERVAL_MS / 1000) });
  }
  if (!matchesHash(body.code.toUpperCase(), record.codeHash)) {
    store.put('emailChanges', { ...record, failedAttempts: record.failedAttempts + 1 });
    return unprocessable(MESSAGES.invalidVerificationCode, 'InvalidVerificationCode');
  }
  if (user.mfaEnabled && user.mfaSecret) {
    // The user turned MFA on after starting the change: issue the challenge id now.
    const twoFactorId = record.twoFactorId ?? randomUUID();
    if (!record.twoFactorId) store.put('emailChanges', { ...record, twoFactorId });
    if (!body.mfaCode) return ok({ success: true, requiresMFA: true, twoFactorId, message: 'Enter your authenticator code' });
    const limited = throttled(store, clock, 'email-change-verify', user.id);
    if (limited) return limited;
    if (body.twoFactorId === undefined || !sameCode(body.twoFactorId, twoFactorId) || !consumeTotp(store, clock, user.id, user.mfaSecret, body.mfaCode)) {
      countAttempt(store, clock, 'email-change-verify', user.id);
      return unprocessable(MESSAGES.invalidMfaCode, 'InvalidMfaCode');
    }
    clearAttempts(store, 'email-change-verify', user.id);
  }
  const owner = findUserByEmail(store, record.newEmail);
  if (owner && owner.id !== user.id) return conflict(MESSAGES.emailInUse, 'EmailInUse');

  store.put('users', { ...user, email: record.newEmail });
  store.delete('emailChanges', record.id);
  // A changed factor ends the account's other sessions (ASVS 7.4.3).
  endOtherSessions(store, user.id, session.id);
  sendMail(store, clock, {
    to: user.email,
    subject: 'Your LookCard email address was changed',
    text: `The email address of your LookCard account was changed to ${record.newEmail}. Other devices have been signed out. If this was not you, contact support immediately.`,
  });
  return ok({ success: true, email: record.newEmail, message: 'Email address updated' });
};

export const resendEmailChangeCode: Handler<never, never, EmailChangeResendRequest> = (context) => {
  const { user } = requireSession(context);
  const { body, store, clock } = context;
  const record = store.get('emailChanges', body.verificationId);
  if (!record || record.userId !== user.id) return errorResponse(404, MESSAGES.verificationNotFound, { code: 'NotFound', errorCode: 'NoVerificationId' });
  const now = clock.nowMs();
  const waitMs = Date.parse(record.sentAt) + EMAIL_CHANGE_RESEND_INTERVAL_MS - now;
  if (waitMs > 0) return tooManyRequests(Math.ceil(waitMs / 1000));
  const code = randomCode(UNAMBIGUOUS_ALPHABET, 6);
  store.delete('emailChanges', record.id);
  const next = store.put('emailChanges', {
    ...record,
    id: randomUUID(),
    codeHash: sha256(code),
    failedAttempts: 0,
    createdAt: iso(now),
    expiresAt: iso(now + EMAIL_CHANGE_CODE_TTL_MS),
    sentAt: iso(now),
  });
  sendMail(store, clock, {
    to: record.newEmail,
    subject: 'Confirm your new LookCard email address',
    text: `Your new LookCard verification code is ${code}. It expires in 15 minutes. Earlier codes no longer work.`,
    code,
  });
  return ok({ success: true, data: { verificationId: next.id } });
};
