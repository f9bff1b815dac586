import { randomUUID } from 'node:crypto';
import type { ForgotPasswordRequest, PasswordResetCompleteRequest, PasswordResetMfaVerifyRequest, PasswordResetRequest } from '@contract-kit/model';
import { meetsPasswordPolicy } from '@contract-kit/rules/password';
import { errorResponse, ok } from '../../core/errors';
import type { Handler } from '../../core/types';
import { sendMail } from '../../identity/mail';
import { sameCode } from '../../identity/mfa';
import { MAIL_RATE_LIMIT, normalizeEmail, RESET_LINK_TTL_MS, RESET_MFA_TTL_MS, RESET_TRUST_TTL_MS, TENANT_ID } from '../../identity/policy';
import { hitRateLimits } from '../../identity/throttle';
import { matchesHash, newToken, sha256 } from '../../store/ids';
import { MESSAGES } from './messages';
import { findUserByEmail } from './users';
import { clientLimits, failWith, iso, isPast, lockedOut, mailSubject, setPassword, throttled, verificationError, secondFactorRefusal } from './guards';

/** Password recovery (spec 01 §4, §7): the mailed reset link, its MFA branch and the new password. */

export const forgotPassword: Handler<never, never, ForgotPasswordRequest> = ({ body, store, clock, request, services }) => {
  const email = normalizeEmail(body.email);
  const limited = throttled(hitRateLimits(store, clock, [[mailSubject('reset', email), MAIL_RATE_LIMIT], clientLimits.mail(request)]), { generalErrors: true });
  if (limited) return limited;
  const user = findUserByEmail(store, email);
  if (user) {
    for (const previous of store.filter('passwordResets', (record) => record.userId === user.id && record.usedAt === null)) {
      store.delete('passwordResets', previous.id);
    }
    const now = clock.nowMs();
    const reset = {
      id: randomUUID(),
      userId: user.id,
      email: user.email,
      tenantId: TENANT_ID,
      createdAt: iso(now),
      expiresAt: iso(now + RESET_LINK_TTL_MS),
      usedAt: null,
      twoFactorId: null,
      twoFactorExpiresAt: null,
      trustTokenHash: null,
      trustExpiresAt: null,
    };
    store.put('passwordResets', reset);
    // The app origin is configuration (--app-origin), never the request's Origin, Referer or Host: a link built from
    // those would send the one-time reset id to whoever sent the request.
    const link = new URL('/', services.appOrigin);
    link.search = new URLSearchParams({ action: 'forgot_password', changePasswordId: reset.id, tenantId: reset.tenantId, email: user.email }).toString();
    sendMail(store, clock, {
      to: user.email,
      subject: 'Reset your password',
      text: `Open this link to choose a new LookCard password: ${link.toString()} — it is valid for ${RESET_LINK_TTL_MS / 60_000} minutes. If you did not ask for it, ignore this email.`,
      link: link.toString(),
    });
  }
  return ok({ success: true, message: MESSAGES.resetLinkSent });
};

export const resetPassword: Handler<never, never, PasswordResetRequest> = ({ body, store, clock, request }) => {
  const client = clientLimits.reset(request);
  const locked = lockedOut(store, clock, [client]);
  if (locked) return locked;
  const reset = store.get('passwordResets', body.changePasswordId);
  const user = reset && store.get('users', reset.userId);
  if (!reset || !user || reset.usedAt !== null || reset.email !== normalizeEmail(body.email)) {
    return failWith(store, clock, [client], errorResponse(404, MESSAGES.resetLinkNotFound, { code: 'NotFound' }));
  }
  if (isPast(reset.expiresAt, clock)) return verificationError(422, MESSAGES.resetLinkExpired, 'ResetLinkExpired');
  if (!meetsPasswordPolicy(body.password)) return verificationError(422, MESSAGES.invalidPassword, 'InvalidPassword');
  if (user.mfaEnabled) {
    const twoFactorId = randomUUID();
    store.put('passwordResets', { ...reset, twoFactorId, twoFactorExpiresAt: iso(clock.nowMs() + RESET_MFA_TTL_MS), trustTokenHash: null, trustExpiresAt: null });
    return ok({ success: true, mfaRequired: true, twoFactorId, message: MESSAGES.resetMfaRequired });
  }
  store.put('passwordResets', { ...reset, usedAt: clock.now().toISOString() });
  setPassword(store, clock, user, body.password);
  return ok({ success: true, mfaRequired: false, message: MESSAGES.passwordReset });
};

export const verifyPasswordResetMfa: Handler<never, never, PasswordResetMfaVerifyRequest> = ({ body, store, clock, request }) => {
  const client = clientLimits.reset(request);
  const clientLocked = lockedOut(store, clock, [client, clientLimits.twoFactor(request)]);
  if (clientLocked) return clientLocked;
  const reset = store.find('passwordResets', (record) => record.twoFactorId !== null && sameCode(record.twoFactorId, body.twoFactorId));
  const user = reset && store.get('users', reset.userId);
  if (!reset || !user || reset.usedAt !== null || isPast(reset.twoFactorExpiresAt, clock) || isPast(reset.expiresAt, clock)) {
    return failWith(store, clock, [client], errorResponse(404, MESSAGES.resetMfaNotFound, { code: 'NotFound' }));
  }
  const refusal = secondFactorRefusal(store, clock, user, body.code, clientLimits.twoFactor(request), verificationError(422, MESSAGES.invalidMfaCode, 'InvalidMfaCode'));
  if (refusal) return refusal;
  const trustToken = newToken();
  store.put('passwordResets', {
    ...reset,
    twoFactorId: null,
    twoFactorExpiresAt: null,
    trustTokenHash: sha256(trustToken),
    trustExpiresAt: iso(clock.nowMs() + RESET_TRUST_TTL_MS),
  });
  return ok({ success: true, trustToken });
};

export const completePasswordReset: Handler<never, never, PasswordResetCompleteRequest> = ({ body, store, clock, request }) => {
  const client = clientLimits.reset(request);
  const locked = lockedOut(store, clock, [client]);
  if (locked) return locked;
  const reset = store.get('passwordResets', body.changePasswordId);
  const user = reset && store.get('users', reset.userId);
  if (!reset || !user || reset.usedAt !== null) return failWith(store, clock, [client], errorResponse(404, MESSAGES.resetLinkNotFound, { code: 'NotFound' }));
  if (isPast(reset.expiresAt, clock)) return verificationError(422, MESSAGES.resetLinkExpired, 'ResetLinkExpired');
  if (!matchesHash(body.trustToken, reset.trustTokenHash) || isPast(reset.trustExpiresAt, clock)) {
    return failWith(store, clock, [client], verificationError(403, MESSAGES.invalidTrustToken, 'InvalidTrustToken'));
  }
  if (!meetsPasswordPolicy(body.password)) return verificationError(422, MESSAGES.invalidPassword, 'InvalidPassword');
  store.put('passwordResets', { ...reset, usedAt: clock.now().toISOString(), trustTokenHash: null, trustExpiresAt: null });
  setPassword(store, clock, user, body.password);
  return ok({ success: true, message: MESSAGES.passwordReset });
};
