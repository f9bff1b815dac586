import { createHash, randomInt, randomUUID } from 'node:crypto';
import { generate as generateQr } from 'lean-qr';
import { toPngDataURL } from 'lean-qr/extras/node_export';
import type {
  ChangePasswordRequest,
  CreateUserRequest,
  EmailChangeRequest,
  EmailChangeResendRequest,
  EmailChangeVerifyRequest,
  ListUsersParams,
  MfaDisableRequest,
  MfaVerifyRequest,
  PushSubscriptionRequest,
  RecoveryCodesRequest,
  SetUserLanguageRequest,
  SimulatorPushRequest,
  UpdateUserRequest,
} from '../../src/api/generated/model';
import { meetsPasswordPolicy } from '../../src/lib/password-policy';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { hashRecoveryCode as hashCode, generateRecoveryCodes as newRecoveryCodes } from '../auth/recovery-codes';
import { consumeTotp, sameCode } from '../auth/mfa';
import { CLIENT_LOOKUP_RATE_LIMIT, LOOKUP_RATE_LIMIT } from '../auth/policy';
import { matchesHash, sha256 } from '../auth/secrets';
import { clientKey, hitRateLimits } from '../auth/throttle';
import { newTotpSecret, otpauthUri } from '../auth/totp';
import type { Clock } from '../core/clock';
import type { Domain } from '../core/domain';
import { badRequest, conflict, errorResponse, forbidden, notFound, ok, tooManyRequests, unprocessable } from '../core/errors';
import { requireSession, type Handler, type MockResponse } from '../core/types';
import { sendPush } from '../core/web-push';
import '../store/records/security';
import type { SecurityAttemptRecord } from '../store/records/security';
import type { UserRecord } from '../store/schema';
import { seedSecurity, vapidKeyPair, type VapidKeyPair } from '../store/seed/security';
import type { Store } from '../store/store';
import { findUserByEmail, publicUser } from './auth';

/**
 * The security domain (spec 02 §3–§5, §7 "Security and profile", §8): password change, e-mail change
 * with verification and MFA challenge, authenticator set-up / recovery codes / disable, referral code,
 * language, web push subscriptions and the users endpoints. MFA state lives on the UserRecord
 * (mfaEnabled, mfaSecret, recoveryCodeHashes), shared with the auth domain's two-factor sign-in.
 */

// ---- constants (spec 02 §5, §9; the rest are this mock's documented policy, see the contract)
/** Spec 02 §9: change-password minimum 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const EMAIL_CHANGE_CODE_TTL_MS = 15 * 60_000;
export const EMAIL_CHANGE_RESEND_INTERVAL_MS = 30_000;
export const EMAIL_CHANGE_MAX_CODE_FAILURES = 5;
export const MFA_SETUP_TTL_MS = 10 * 60_000;
/** Wrong current passwords / MFA codes: at most 5 within 15 minutes, then 429 until the window ends. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;
/** E-mail changes a user may start within the failure window (mail-bombing guard). */
export const MAX_EMAIL_CHANGES_PER_WINDOW = 5;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const MESSAGES = {
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordMismatch: "Passwords don't match",
  weakPassword: 'Password must be at least 8 characters and contain an uppercase letter, a lowercase letter and a digit',
  samePassword: 'New password must be different from the current password',
  passwordChanged: 'Password changed successfully',
  emailMismatch: "Email addresses don't match",
  sameEmail: 'New email must be different from the current email',
  emailInUse: 'Email address is already in use',
  verificationNotFound: 'Verification not found',
  verificationExpired: 'Verification code has expired',
  invalidVerificationCode: 'Invalid verification code',
  tooManyCodes: 'Too many incorrect codes. Request a new code.',
  invalidMfaCode: 'Invalid verification code',
  mfaSetupExpired: 'MFA setup has expired. Please start again.',
  mfaAlreadyEnabled: 'MFA is already enabled',
  mfaNotEnabled: 'MFA is not enabled',
  methodNotFound: 'Two-factor method not found',
  mfaDisabled: 'Two-factor authentication has been disabled',
  recoveryCodesIssued: 'Store these codes in a safe place. Each can be used once.',
  recoveryCodesConfirm: 'Regenerating invalidates your existing recovery codes. Confirm to continue.',
  userNotFound: 'User not found',
  usernameTaken: 'This username is already taken',
  userExists: 'User already exists',
  invalidNewUserPassword: 'Password does not meet requirements',
} as const;

// ---- password rules
/** Spec 02 §5 change-password checklist. */
export function passwordChecklist(password: string) {
  return {
    minLength: password.length >= PASSWORD_MIN_LENGTH,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    digit: /\d/.test(password),
  };
}

export const meetsPasswordChecklist = (password: string) => Object.values(passwordChecklist(password)).every(Boolean);

/** Spec 01 §5: a new user's password (createUser) follows the one rule of registration (src/lib/password-policy.ts). */
export const meetsNewUserPasswordPolicy = meetsPasswordPolicy;

// ---- small helpers
const iso = (ms: number) => new Date(ms).toISOString();
const normalizeEmail = (email: string) => email.trim().toLowerCase();

function verificationCode(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

function sendMail(store: Store, clock: Clock, mail: { to: string; subject: string; text: string; code?: string }): void {
  store.put('outbox', { id: randomUUID(), createdAt: clock.now().toISOString(), ...mail });
}

/** The user's two-factor method ids as the client sees them (user.twoFactor.methods[].id). */
function methodIds(user: UserRecord): string[] {
  return publicUser(user).twoFactor.methods.map((method) => method.id);
}

// ---- throttling of wrong secrets
type AttemptKind = SecurityAttemptRecord['kind'];

function attemptId(kind: AttemptKind, userId: string) {
  return `${kind}:${userId}`;
}

function activeAttempts(store: Store, clock: Clock, kind: AttemptKind, userId: string): SecurityAttemptRecord | null {
  const record = store.get('securityAttempts', attemptId(kind, userId));
  if (!record || Date.parse(record.windowStartedAt) + FAILURE_WINDOW_MS <= clock.nowMs()) return null;
  return record;
}

/** 429 while the user has used up the attempts of this kind in the current window. */
function throttled(store: Store, clock: Clock, kind: AttemptKind, userId: string, max = MAX_FAILURES): MockResponse | null {
  const record = activeAttempts(store, clock, kind, userId);
  if (!record || record.failures < max) return null;
  const retryAfter = Math.max(1, Math.ceil((Date.parse(record.windowStartedAt) + FAILURE_WINDOW_MS - clock.nowMs()) / 1000));
  return tooManyRequests(retryAfter);
}

function countAttempt(store: Store, clock: Clock, kind: AttemptKind, userId: string): void {
  const record = activeAttempts(store, clock, kind, userId);
  store.put('securityAttempts', {
    id: attemptId(kind, userId),
    userId,
    kind,
    failures: (record?.failures ?? 0) + 1,
    windowStartedAt: record?.windowStartedAt ?? clock.now().toISOString(),
  });
}

function clearAttempts(store: Store, kind: AttemptKind, userId: string): void {
  store.delete('securityAttempts', attemptId(kind, userId));
}

// ---- password change
export const changePassword: Handler<never, never, ChangePasswordRequest> = (context) => {
  const { user, record: session } = requireSession(context);
  const { body, store, clock } = context;
  const limited = throttled(store, clock, 'password-change', user.id);
  if (limited) return limited;
  if (!verifyPassword(body.currentPassword, user.passwordHash)) {
    countAttempt(store, clock, 'password-change', user.id);
    return unprocessable(MESSAGES.currentPasswordIncorrect, 'InvalidCurrentPassword');
  }
  if (body.newPassword !== body.confirmPassword) return unprocessable(MESSAGES.passwordMismatch, 'PasswordMismatch');
  if (!meetsPasswordChecklist(body.newPassword)) return unprocessable(MESSAGES.weakPassword, 'WeakPassword');
  if (body.newPassword === body.currentPassword) return unprocessable(MESSAGES.samePassword, 'SamePassword');

  clearAttempts(store, 'password-change', user.id);
  store.put('users', { ...user, passwordHash: hashPassword(body.newPassword) });
  // Every other session of the user ends; the one that changed the password stays signed in.
  for (const other of store.filter('sessions', (candidate) => candidate.userId === user.id && candidate.id !== session.id)) {
    store.delete('sessions', other.id);
  }
  sendMail(store, clock, {
    to: user.email,
    subject: 'Your LookCard password was changed',
    text: `The password of your LookCard account was changed on ${clock.now().toUTCString()}. Other devices have been signed out. If this was not you, reset your password now and contact support.`,
  });
  return ok({ success: true, message: MESSAGES.passwordChanged });
};

// ---- e-mail change
export const changeEmail: Handler<never, never, EmailChangeRequest> = (context) => {
  const { user } = requireSession(context);
  const { body, store, clock } = context;
  const newEmail = normalizeEmail(body.newEmail);
  if (newEmail !== normalizeEmail(body.confirmEmail)) return unprocessable(MESSAGES.emailMismatch, 'EmailMismatch');
  if (newEmail === normalizeEmail(user.email)) return unprocessable(MESSAGES.sameEmail, 'SameEmail');
  const owner = findUserByEmail(store, newEmail);
  if (owner && owner.id !== user.id) return conflict(MESSAGES.emailInUse, 'EmailInUse');
  const limited = throttled(store, clock, 'email-change-start', user.id, MAX_EMAIL_CHANGES_PER_WINDOW);
  if (limited) return limited;
  countAttempt(store, clock, 'email-change-start', user.id);

  // A new change replaces any change in progress.
  for (const previous of store.filter('emailChanges', (change) => change.userId === user.id)) store.delete('emailChanges', previous.id);
  const now = clock.nowMs();
  const code = verificationCode();
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
  const { user } = requireSession(context);
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
  sendMail(store, clock, {
    to: user.email,
    subject: 'Your LookCard email address was changed',
    text: `The email address of your LookCard account was changed to ${record.newEmail}. If this was not you, contact support immediately.`,
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
  const code = verificationCode();
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

// ---- MFA
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
  const { user } = requireSession(context);
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
  sendMail(store, clock, {
    to: user.email,
    subject: 'Two-factor authentication is on',
    text: 'Two-factor authentication was turned on for your LookCard account. Signing in now needs a code from your authenticator app or a recovery code.',
  });
  return ok({ success: true, data: { recoveryCodes: codes } });
};

export const generateRecoveryCodes: Handler<never, never, RecoveryCodesRequest> = (context) => {
  const { user } = requireSession(context);
  const { body, store } = context;
  if (!user.mfaEnabled) return conflict(MESSAGES.mfaNotEnabled, 'MfaNotEnabled');
  const needsConfirmation = body.mode === 'regenerate' || user.recoveryCodeHashes.length > 0;
  if (needsConfirmation && body.confirmed !== true) {
    return ok({ success: true, data: { recoveryCodes: [] }, requiresConfirmation: true, message: MESSAGES.recoveryCodesConfirm });
  }
  const codes = newRecoveryCodes();
  store.put('users', { ...user, recoveryCodeHashes: codes.map(hashCode) });
  return ok({ success: true, data: { recoveryCodes: codes }, message: MESSAGES.recoveryCodesIssued });
};

export const disableMfa: Handler<never, never, MfaDisableRequest> = (context) => {
  const { user } = requireSession(context);
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
  sendMail(store, clock, {
    to: user.email,
    subject: 'Two-factor authentication is off',
    text: 'Two-factor authentication was turned off for your LookCard account. If this was not you, change your password and contact support.',
  });
  return ok({ success: true, message: MESSAGES.mfaDisabled });
};

// ---- referral
export const getReferralCode: Handler = (context) => ok({ code: requireSession(context).user.referralCode });

// ---- language
/** Spec 02 §3 Language, §9: en, zh-CN, zh-TW, all enabled. */
export const LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English', flag: '🇺🇸', enabled: true },
  { code: 'zh-CN', name: 'Simplified Chinese', nativeName: '简体中文', flag: '🇨🇳', enabled: true },
  { code: 'zh-TW', name: 'Traditional Chinese', nativeName: '繁體中文', flag: '🇹🇼', enabled: true },
] as const;

export const getUserLanguage: Handler = (context) => ok({ success: true, data: { language: requireSession(context).user.language, languages: LANGUAGES } });

export const setUserLanguage: Handler<never, never, SetUserLanguageRequest> = (context) => {
  const { user } = requireSession(context);
  context.store.put('users', { ...user, language: context.body.language });
  return ok({ success: true, data: { language: context.body.language } });
};

// ---- web push
const vapidCache = new Map<number, VapidKeyPair>();
export function currentVapidKeyPair(seed: number): VapidKeyPair {
  let pair = vapidCache.get(seed);
  if (!pair) vapidCache.set(seed, (pair = vapidKeyPair(seed)));
  return pair;
}

export const getVapidPublicKey: Handler = (context) => ok({ publicKey: currentVapidKeyPair(context.services.seed()).publicKey });

function base64urlBytes(value: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null;
  return Buffer.from(value.replace(/=+$/, ''), 'base64url');
}

export const subscribeNotifications: Handler<never, never, PushSubscriptionRequest> = (context) => {
  const { user } = requireSession(context);
  const { body, store, clock } = context;
  if (body.profileId !== user.profileId) return forbidden('You can only subscribe your own profile');
  const { endpoint, keys } = body.subscription;
  const issues: { path: string; message: string }[] = [];
  if (!URL.canParse(endpoint) || new URL(endpoint).protocol !== 'https:') issues.push({ path: 'body.subscription.endpoint', message: 'Must be an https URL' });
  const p256dh = base64urlBytes(keys.p256dh);
  if (!p256dh || p256dh.length !== 65 || p256dh[0] !== 0x04) {
    issues.push({ path: 'body.subscription.keys.p256dh', message: 'Must be an uncompressed P-256 public key (65 bytes, base64url)' });
  }
  const auth = base64urlBytes(keys.auth);
  if (!auth || auth.length !== 16) issues.push({ path: 'body.subscription.keys.auth', message: 'Must be a 16-byte secret (base64url)' });
  if (issues.length > 0) return badRequest(`Invalid request: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`, issues);

  const id = createHash('sha256').update(endpoint).digest('hex');
  const now = clock.now().toISOString();
  const existing = store.get('pushSubscriptions', id);
  store.put('pushSubscriptions', {
    id,
    userId: user.id,
    profileId: user.profileId,
    endpoint,
    expirationTime: body.subscription.expirationTime ?? null,
    p256dh: keys.p256dh,
    auth: keys.auth,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  });
  return ok({ success: true, message: 'Subscribed to notifications' }, 201);
};

/**
 * simulatePush (development only): a test push notification to every browser the user subscribed, each push
 * service's answer reported. Nothing is written, so the request is read-only for the store: the subscriptions are
 * read before the first await.
 */
export const simulatePush: Handler<never, never, SimulatorPushRequest> = async (context) => {
  const { store, clock, body, services } = context;
  if (!body.userId && !body.email) {
    return badRequest('userId or email is required', [{ path: 'body.userId', message: 'userId or email is required' }], 'UserRequired');
  }
  const user = body.userId ? store.get('users', body.userId) : findUserByEmail(store, body.email ?? '');
  if (!user || (body.email && user.email !== body.email.trim().toLowerCase())) return notFound('User not found');
  const subscriptions = store.filter('pushSubscriptions', (subscription) => subscription.userId === user.id);
  if (subscriptions.length === 0) return unprocessable('This user has no push subscription', 'NoPushSubscription');
  const keys = currentVapidKeyPair(services.seed());
  const payload = { title: body.title, body: body.body ?? '', ...(body.url === undefined ? {} : { url: body.url }) };
  const nowMs = clock.nowMs();
  const deliveries = await Promise.all(
    subscriptions.map(async (subscription) => ({
      subscriptionId: subscription.id,
      pushService: URL.canParse(subscription.endpoint) ? new URL(subscription.endpoint).origin : '',
      ...(await sendPush(subscription, payload, keys, nowMs)),
    })),
  );
  const sent = deliveries.filter((delivery) => delivery.outcome === 'delivered').length;
  return ok({ success: true, data: { sent, failed: deliveries.length - sent, deliveries } });
};

// ---- users
const userResponse = (user: UserRecord, status = 200) => ok({ success: true, data: publicUser(user) }, status);

export const getMe: Handler = (context) => userResponse(requireSession(context).user);

export const getUser: Handler<{ userId: string }> = (context) => {
  const { user } = requireSession(context);
  // Another user's record answers 404: existence is never revealed.
  if (context.params.userId !== user.id) return notFound(MESSAGES.userNotFound);
  return userResponse(user);
};

export const listUsers: Handler<never, ListUsersParams> = (context) => {
  const { user } = requireSession(context);
  const { skip = 0, take = 10, profileId, uid } = context.query;
  const visible = [user].filter((candidate) => (!profileId || candidate.profileId === profileId) && (!uid || candidate.id === uid));
  return ok({ success: true, data: { data: visible.slice(skip, skip + take).map(publicUser), skip, take, total: visible.length } });
};

export const getUserByEmail: Handler<{ email: string }> = (context) => {
  const { user } = requireSession(context);
  // Account enumeration guard: look-ups are rate-limited per account and per client.
  const limited = hitRateLimits(context.store, context.clock, [
    [`lookup:${user.id}`, LOOKUP_RATE_LIMIT],
    [`${clientKey(context.request.client)}:lookup`, CLIENT_LOOKUP_RATE_LIMIT],
  ]);
  if (limited.locked) return tooManyRequests(limited.retryAfterSeconds);
  const found = findUserByEmail(context.store, context.params.email);
  if (!found || !found.verified) return notFound(MESSAGES.userNotFound);
  return ok({
    success: true,
    data: {
      id: found.id,
      profileId: found.profileId,
      email: found.email,
      username: found.username,
      ...(found.fullname ? { fullname: found.fullname } : {}),
    },
  });
};

const usernameTaken = (store: Store, username: string, exceptId?: string) =>
  store.find('users', (candidate) => candidate.id !== exceptId && candidate.username.toLowerCase() === username.toLowerCase()) !== undefined;

export const updateUser: Handler<{ userId: string }, never, UpdateUserRequest> = (context) => {
  const { user } = requireSession(context);
  const { body, store, params } = context;
  if (params.userId !== user.id) return notFound(MESSAGES.userNotFound);
  if (Object.keys(body).length === 0) return badRequest('Invalid request: body: at least one field is required', [{ path: 'body', message: 'At least one field is required' }]);
  const username = body.username?.trim();
  if (username !== undefined && usernameTaken(store, username, user.id)) return conflict(MESSAGES.usernameTaken, 'DuplicateUsername');
  const fullname = body.fullname?.trim();
  const updated = store.put('users', {
    ...user,
    ...(username ? { username } : {}),
    ...(fullname ? { fullname } : {}),
    ...(body.language ? { language: body.language } : {}),
  });
  return userResponse(updated);
};

function uniqueReferralCode(store: Store): string {
  for (;;) {
    let code = '';
    for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    if (!store.find('users', (candidate) => candidate.referralCode === code)) return code;
  }
}

export const createUser: Handler<never, never, CreateUserRequest> = (context) => {
  requireSession(context);
  const { body, store, clock } = context;
  const email = normalizeEmail(body.email);
  if (findUserByEmail(store, email)) return conflict(MESSAGES.userExists, 'DuplicateEmail');
  let username = body.username?.trim();
  if (username) {
    if (usernameTaken(store, username)) return conflict(MESSAGES.usernameTaken, 'DuplicateUsername');
  } else {
    const base = (email.split('@')[0] ?? 'user').slice(0, 56) || 'user';
    username = base;
    for (let n = 2; usernameTaken(store, username); n++) username = `${base}${n}`;
  }
  if (!meetsNewUserPasswordPolicy(body.password)) return unprocessable(MESSAGES.invalidNewUserPassword, 'InvalidPassword');
  const user = store.put('users', {
    id: randomUUID(),
    profileId: randomUUID(),
    email,
    username,
    fullname: body.fullname?.trim() || null,
    passwordHash: hashPassword(body.password),
    verified: false,
    mfaEnabled: false,
    mfaSecret: null,
    recoveryCodeHashes: [],
    language: body.language ?? 'en',
    referralCode: uniqueReferralCode(store),
    createdAt: clock.now().toISOString(),
    withdrawalAvailable: true,
    withdrawalReason: null,
    onrampAvailable: true,
    onrampReason: null,
  });
  return userResponse(user, 201);
};

/** Expired set-ups and e-mail changes are kept a day (so a late attempt still hears "expired"), then removed. */
export const EXPIRED_RECORD_RETENTION_MS = 24 * 60 * 60_000;

export const sweepSecurity: NonNullable<Domain['sweep']> = ({ store, clock }) => {
  const now = clock.nowMs();
  for (const setup of store.filter('mfaSetups', (record) => Date.parse(record.expiresAt) + EXPIRED_RECORD_RETENTION_MS <= now)) store.delete('mfaSetups', setup.id);
  for (const change of store.filter('emailChanges', (record) => Date.parse(record.expiresAt) + EXPIRED_RECORD_RETENTION_MS <= now)) store.delete('emailChanges', change.id);
  for (const attempt of store.filter('securityAttempts', (record) => Date.parse(record.windowStartedAt) + FAILURE_WINDOW_MS <= now)) {
    store.delete('securityAttempts', attempt.id);
  }
};

export const securityDomain: Domain = {
  name: 'security',
  seed: seedSecurity,
  sweep: sweepSecurity,
  handlers: {
    changePassword,
    changeEmail,
    verifyEmailChange,
    resendEmailChangeCode,
    setupMfa,
    verifyMfa,
    generateRecoveryCodes,
    disableMfa,
    getReferralCode,
    getUserLanguage,
    setUserLanguage,
    getVapidPublicKey,
    subscribeNotifications,
    simulatePush,
    getMe,
    getUser,
    listUsers,
    getUserByEmail,
    updateUser,
    createUser,
  },
};
