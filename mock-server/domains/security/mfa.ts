import { generate as generateQr } from 'lean-qr';
import { toPngDataURL } from 'lean-qr/extras/node_export';
import type { MfaDisableRequest, MfaVerifyRequest, RecoveryCodesRequest } from '@contract-kit/model';
import { conflict, notFound, ok, unprocessable } from '../../core/errors';
import { requireSession, type Handler } from '../../core/types';
import { sendMail } from '../../identity/mail';
import { endOtherSessions } from '../../identity/sessions';
import { consumeTotp, sameCode } from '../../identity/mfa';
import { hashRecoveryCode as hashCode, generateRecoveryCodes as newRecoveryCodes } from '../../identity/recovery-codes';
import { newTotpSecret, otpauthUri } from '../../identity/totp';
import { clearAttempts, countAttempt, throttled } from './attempts';
import { MESSAGES, MFA_SETUP_TTL_MS, iso, methodIds } from './rules';

/** Two-factor authentication (spec 02 §4, §5): authenticator set-up with a QR code, recovery codes, disabling. */

/** PNG data URL of the QR code of the otpauth:// URI (any authenticator app scans it). */
export function mfaQrCode(secret: string, account: string): string {
  return toPngDataURL(generateQr(otpauthUri(secret, account)), { scale: 6, pad: 4, on: [0, 0, 0, 255], off: [255, 255, 255, 255] });
}

export const setupMfa: Handler = (context) => {
  const { user } = requireSession(context);
  const { store, clock } = context;
  if (user.mfaEnabled) return conflict(MESSAGES.mfaAlreadyEnabled, 'MfaAlreadyEnabled');
  const secret = newTotpSecret();
  const qrCode = mfaQrCode(secret, user.email);
  const now = clock.nowMs();
  store.put('mfaSetups', { id: user.id, userId: user.id, secret, createdAt: iso(now), expiresAt: iso(now + MFA_SETUP_TTL_MS) });
  return ok({ success: true, data: { qrCode, secret } });
};

export const verifyMfa: Handler<never, never, MfaVerifyRequest> = (context) => {
  const { user, record: session } = requireSession(context);
  const { body, store, clock } = context;
  if (user.mfaEnabled) return conflict(MESSAGES.mfaAlreadyEnabled, 'MfaAlreadyEnabled');
  const limited = throttled(store, clock, 'mfa-verify', user.id);
  if (limited) return limited;
  const pending = store.get('mfaSetups', user.id);
  if (!pending || !sameCode(pending.secret, body.secret)) {
    countAttempt(store, clock, 'mfa-verify', user.id);
    return unprocessable(MESSAGES.invalidMfaCode, 'InvalidMfaCode');
  }
  if (Date.parse(pending.expiresAt) <= clock.nowMs()) {
    store.delete('mfaSetups', pending.id);
    return unprocessable(MESSAGES.mfaSetupExpired, 'MfaSetupExpired');
  }
  // The code that finishes the set-up is used up like any other: it cannot then disable MFA or sign in.
  if (!consumeTotp(store, clock, user.id, pending.secret, body.code)) {
    countAttempt(store, clock, 'mfa-verify', user.id);
    return unprocessable(MESSAGES.invalidMfaCode, 'InvalidMfaCode');
  }
  const codes = newRecoveryCodes();
  store.put('users', { ...user, mfaEnabled: true, mfaSecret: pending.secret, recoveryCodeHashes: codes.map(hashCode) });
  store.delete('mfaSetups', pending.id);
  clearAttempts(store, 'mfa-verify', user.id);
  // A changed factor ends the account's other sessions (ASVS 7.4.3): none of them signed in with this one.
  endOtherSessions(store, user.id, session.id);
  sendMail(store, clock, {
    to: user.email,
    subject: 'Two-factor authentication is on',
    text: 'Two-factor authentication was turned on for your LookCard account. Signing in now needs a code from your authenticator app or a recovery code.',
  });
  return ok({ success: true, data: { recoveryCodes: codes } });
};

export const generateRecoveryCodes: Handler<never, never, RecoveryCodesRequest> = (context) => {
  const { user, record: session } = requireSession(context);
  const { body, store } = context;
  if (!user.mfaEnabled) return conflict(MESSAGES.mfaNotEnabled, 'MfaNotEnabled');
  const needsConfirmation = body.mode === 'regenerate' || user.recoveryCodeHashes.length > 0;
  if (needsConfirmation && body.confirmed !== true) {
    return ok({ success: true, data: { recoveryCodes: [] }, requiresConfirmation: true, message: MESSAGES.recoveryCodesConfirm });
  }
  const codes = newRecoveryCodes();
  store.put('users', { ...user, recoveryCodeHashes: codes.map(hashCode) });
  endOtherSessions(store, user.id, session.id);
  return ok({ success: true, data: { recoveryCodes: codes }, message: MESSAGES.recoveryCodesIssued });
};

export const disableMfa: Handler<never, never, MfaDisableRequest> = (context) => {
  const { user, record: session } = requireSession(context);
  const { body, store, clock } = context;
  if (!user.mfaEnabled || !user.mfaSecret) return conflict(MESSAGES.mfaNotEnabled, 'MfaNotEnabled');
  if (body.methodId && body.methodId !== 'authenticator' && !methodIds(user).includes(body.methodId)) {
    return notFound(MESSAGES.methodNotFound);
  }
  const limited = throttled(store, clock, 'mfa-disable', user.id);
  if (limited) return limited;
  if (!consumeTotp(store, clock, user.id, user.mfaSecret, body.code)) {
    countAttempt(store, clock, 'mfa-disable', user.id);
    return unprocessable(MESSAGES.invalidMfaCode, 'InvalidMfaCode');
  }
  store.put('users', { ...user, mfaEnabled: false, mfaSecret: null, recoveryCodeHashes: [] });
  store.delete('mfaSetups', user.id);
  clearAttempts(store, 'mfa-disable', user.id);
  endOtherSessions(store, user.id, session.id);
  sendMail(store, clock, {
    to: user.email,
    subject: 'Two-factor authentication is off',
    text: 'Two-factor authentication was turned off for your LookCard account. If this was not you, change your password and contact support.',
  });
  return ok({ success: true, message: MESSAGES.mfaDisabled });
};
