import { randomInt, randomUUID } from 'node:crypto';
import type {
  CheckMfaRequest,
  EmailResendRequest,
  EmailVerifyRequest,
  ForgotPasswordRequest,
  LoginRequest,
  MfaLoginRequest,
  PasswordResetCompleteRequest,
  PasswordResetMfaVerifyRequest,
  PasswordResetRequest,
  RegisterRequest,
  User,
} from '@contract-kit/model';
import { serveLegalPage } from '../auth/legal-pages';
import { sendMail } from '../auth/mail';
import { sameCode, verifySecondFactor } from '../auth/mfa';
import { hashPassword, verifyPassword } from '../auth/passwords';
import {
  CLIENT_FAILURE_THROTTLE,
  CLIENT_MAIL_RATE_LIMIT,
  EMAIL_CODE_THROTTLE,
  EXPIRED_RECORD_RETENTION_MS,
  MAIL_RATE_LIMIT,
  MFA_CHALLENGE_TTL_MS,
  MFA_CODE_THROTTLE,
  meetsPasswordPolicy,
  normalizeEmail,
  RESET_LINK_TTL_MS,
  RESET_MFA_TTL_MS,
  RESET_TRUST_TTL_MS,
  SIGN_IN_THROTTLE,
  TENANT_ID,
  VERIFICATION_CODE_PATTERN,
  VERIFICATION_TTL_MS,
  type ThrottlePolicy,
} from '../auth/policy';
import { matchesHash, newToken, newVerificationCode, sha256 } from '../auth/secrets';
import { clearedSessionCookie, createSession, endSession, endUserSessions, sweepSessions } from '../auth/sessions';
import { checkThrottles, clearThrottle, clientKey, hitRateLimits, recordFailures, sweepThrottles, type ThrottleState } from '../auth/throttle';
import type { Clock } from '../core/clock';
import type { Domain } from '../core/domain';
import { badRequest, conflict, errorResponse, ok, tooManyRequests, unauthorized } from '../core/errors';
import type { Handler, MockRequest, MockResponse } from '../core/types';
import '../store/records/auth';
import type { EmailVerificationRecord } from '../store/records/auth';
import type { UserRecord } from '../store/schema';
import type { Store } from '../store/store';

/**
 * The auth domain (spec 01 §4, §5, §7, §8): registration, two-step sign-in with TOTP two-factor,
 * session and sign-out, e-mail verification with resend, and password recovery with its MFA branch.
 * Time comes from the injectable clock; codes and tokens are stored hashed; wrong passwords and codes
 * are throttled (429 with Retry-After).
 */

/** The public view of a user (never the password hash, MFA secret or recovery codes). */
export function publicUser(user: UserRecord): User {
  return {
    id: user.id,
    profileId: user.profileId,
    email: user.email,
    username: user.username,
    ...(user.fullname ? { fullname: user.fullname } : {}),
    verified: user.verified,
    mfaEnabled: user.mfaEnabled,
    twoFactor: { methods: user.mfaEnabled ? [{ id: `${user.id}-totp`, type: 'authenticator' as const }] : [] },
    language: user.language,
    createdAt: user.createdAt,
  };
}

export function findUserByEmail(store: Store, email: string): UserRecord | undefined {
  const wanted = normalizeEmail(email);
  return store.find('users', (user) => user.email === wanted);
}

export const MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  mfaRequired: 'Two-factor authentication required',
  mfaPrompt: 'Enter the code from your authenticator app',
  mfaNotRequired: 'MFA not required',
  invalidMfaCode: 'Invalid verification code',
  mfaSessionExpired: 'Your sign-in session has expired. Please sign in again.',
  signedOut: 'Signed out',
  noSession: 'No active session',
  duplicateEmail: 'User already exists',
  duplicateUsername: 'This username is already taken',
  invalidPassword: 'Password does not meet requirements',
  passwordMismatch: 'Passwords do not match',
  usernameRequired: 'Username is required',
  resetLinkSent: 'If an account exists for this email, a reset link has been sent.',
  resetLinkNotFound: 'Reset link not found',
  resetLinkExpired: 'Reset link has expired',
  resetMfaRequired: 'MFA verification required',
  resetMfaNotFound: 'MFA verification session not found. Please restart the password reset.',
  invalidTrustToken: 'Invalid or expired trust token',
  passwordReset: 'Password has been reset',
  verificationFormat: 'Verification code must be 6 characters',
  noVerificationId: 'No verification in progress',
  verificationExpired: 'Verification code has expired',
  invalidVerificationCode: 'Invalid verification code',
  emailVerified: 'Email verified',
  emailAlreadyVerified: 'Email is already verified',
  emailMfaPrompt: 'Enter your authenticator code',
  userNotFound: 'User not found',
} as const;

// ---- helpers

const iso = (ms: number) => new Date(ms).toISOString();
const isPast = (at: string | null, clock: Clock) => at === null || Date.parse(at) <= clock.nowMs();

/** The one scrypt hash checked for unknown addresses, so that a wrong address costs as long as a wrong password. */
let decoyHash: string | undefined;
function checkPassword(user: UserRecord | undefined, password: string): user is UserRecord {
  if (!user) {
    verifyPassword(password, (decoyHash ??= hashPassword('decoy-password')));
    return false;
  }
  return verifyPassword(password, user.passwordHash);
}

const throttled = (state: ThrottleState, options: { generalErrors?: boolean } = {}): MockResponse | undefined => {
  if (!state.locked) return undefined;
  const response = tooManyRequests(state.retryAfterSeconds);
  if (options.generalErrors && response.body && typeof response.body === 'object') {
    (response.body as Record<string, unknown>)['generalErrors'] = [{ message: (response.body as { message: string }).message, code: 'TooManyRequests' }];
  }
  return response;
};

type Limit = readonly [subject: string, policy: ThrottlePolicy];

/** After a wrong password, code or id: 429 if that failure reached a limit (of the account or the client), else the answer. */
function failWith(store: Store, clock: Clock, limits: readonly Limit[], answer: MockResponse): MockResponse {
  return throttled(recordFailures(store, clock, limits)) ?? answer;
}

/** 429 while any of these subjects (the account, the client) is locked. */
const lockedOut = (store: Store, clock: Clock, limits: readonly Limit[]) => throttled(checkThrottles(store, clock, limits.map(([subject]) => subject)));

const signInSubject = (email: string) => `sign-in:${normalizeEmail(email)}`;
const mfaSubject = (userId: string) => `mfa-code:${userId}`;
const emailCodeSubject = (userId: string) => `email-code:${userId}`;
const mailSubject = (kind: string, email: string) => `mail-${kind}:${normalizeEmail(email)}`;

/**
 * Per-client limits (issue 19): one client's failures across every account count together, so one password tried
 * across many addresses, or guessed codes, links and ids, are stopped where they come from.
 */
const clientLimits = {
  signIn: (request: MockRequest): Limit => [`${clientKey(request.client)}:sign-in`, CLIENT_FAILURE_THROTTLE],
  twoFactor: (request: MockRequest): Limit => [`${clientKey(request.client)}:two-factor`, CLIENT_FAILURE_THROTTLE],
  reset: (request: MockRequest): Limit => [`${clientKey(request.client)}:reset`, CLIENT_FAILURE_THROTTLE],
  verification: (request: MockRequest): Limit => [`${clientKey(request.client)}:verification`, CLIENT_FAILURE_THROTTLE],
  mail: (request: MockRequest): Limit => [`${clientKey(request.client)}:mail`, CLIENT_MAIL_RATE_LIMIT],
};

function languageFrom(acceptLanguage: string | undefined): UserRecord['language'] {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  if (/^zh-(tw|hk|mo|hant)/.test(first)) return 'zh-TW';
  if (first.startsWith('zh')) return 'zh-CN';
  return 'en';
}

function newReferralCode(store: Store): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  for (;;) {
    let code = '';
    for (let i = 0; i < 8; i++) code += alphabet[randomInt(alphabet.length)];
    if (!store.find('users', (user) => user.referralCode === code)) return code;
  }
}

/** Mails a new verification code, replacing any verification in progress for the user. */
function issueVerification(store: Store, clock: Clock, user: UserRecord): EmailVerificationRecord {
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

function setPassword(store: Store, clock: Clock, user: UserRecord, password: string): void {
  store.put('users', { ...user, passwordHash: hashPassword(password) });
  endUserSessions(store, user.id);
  clearThrottle(store, signInSubject(user.email));
  sendMail(store, clock, {
    to: user.email,
    subject: 'Your password was changed',
    text: 'The password of your LookCard account was just reset. If this was not you, contact support at once.',
  });
}

const verificationError = (status: number, message: string, errorCode: string) => errorResponse(status, message, { code: errorCode, errorCode });

// ---- sign-in

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

// ---- registration

export const registerUser: Handler<never, never, RegisterRequest> = ({ body, store, clock, request }) => {
  const email = normalizeEmail(body.email);
  const username = body.username.trim();
  if (!username) return badRequest(`Invalid request: body.username: ${MESSAGES.usernameRequired}`, [{ path: 'body.username', message: MESSAGES.usernameRequired }]);
  if (!meetsPasswordPolicy(body.password)) return errorResponse(422, MESSAGES.invalidPassword, { code: 'InvalidPassword' });
  if (body.password !== body.confirmPassword) return errorResponse(422, MESSAGES.passwordMismatch, { code: 'PasswordMismatch' });
  if (findUserByEmail(store, email)) return conflict(MESSAGES.duplicateEmail, 'DuplicateEmail');
  const wantedName = username.toLowerCase();
  if (store.find('users', (user) => user.username.toLowerCase() === wantedName)) return conflict(MESSAGES.duplicateUsername, 'DuplicateUsername');

  const user: UserRecord = {
    id: randomUUID(),
    profileId: randomUUID(),
    email,
    username,
    fullname: null,
    passwordHash: hashPassword(body.password),
    verified: false,
    mfaEnabled: false,
    mfaSecret: null,
    recoveryCodeHashes: [],
    language: languageFrom(request.headers['accept-language']),
    referralCode: newReferralCode(store),
    createdAt: clock.now().toISOString(),
    withdrawalAvailable: true,
    withdrawalReason: null,
    onrampAvailable: true,
    onrampReason: null,
  };
  store.put('users', user);
  const verification = issueVerification(store, clock, user);
  const { cookie } = createSession(store, clock, user.id);
  return {
    status: 201,
    body: { success: true, data: { autoLoginSuccess: true, loginData: { email, password: body.password, registrationVerificationId: verification.id } } },
    cookies: [cookie],
  };
};

// ---- e-mail verification

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
    const subject = mfaSubject(user.id);
    const mfaLimits = [[subject, MFA_CODE_THROTTLE], clientLimits.twoFactor(request)] as const;
    const mfaLocked = lockedOut(store, clock, mfaLimits);
    if (mfaLocked) return mfaLocked;
    if (!verifySecondFactor(store, clock, user, body.mfaCode)) {
      return failWith(store, clock, mfaLimits, verificationError(422, MESSAGES.invalidMfaCode, 'InvalidMfaCode'));
    }
    clearThrottle(store, subject);
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

// ---- password recovery

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
  const subject = mfaSubject(user.id);
  const limits = [[subject, MFA_CODE_THROTTLE], clientLimits.twoFactor(request)] as const;
  const locked = lockedOut(store, clock, limits);
  if (locked) return locked;
  if (!verifySecondFactor(store, clock, user, body.code)) {
    return failWith(store, clock, limits, verificationError(422, MESSAGES.invalidMfaCode, 'InvalidMfaCode'));
  }
  clearThrottle(store, subject);
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
    checkMfa,
    mfaLogin,
    login,
    getSession,
    logout,
    registerUser,
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
