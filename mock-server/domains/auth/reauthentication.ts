import type { ReauthenticateRequest } from '@contract-kit/model';
import { ok, ruleError } from '../../core/errors';
import { requireSession, type Handler } from '../../core/types';
import { consumeTotp } from '../../identity/mfa';
import { verifyPassword } from '../../identity/passwords';
import { noteReauthentication, reauthenticatedUntil } from '../../identity/sessions';
import { clearAttempts, countAttempt, throttled } from '../security/attempts';

/** The texts of reauthenticate's answers (the contract's examples say the same). */
export const REAUTHENTICATION_MESSAGES = {
  confirmed: 'Confirmed',
  passwordRequired: 'Enter your password',
  codeRequired: 'Enter the code from your authenticator app',
  invalidPassword: 'Password is incorrect',
  invalidMfaCode: 'Invalid verification code',
} as const;

/**
 * The account holder proves again that it is them: the password from a user without two-factor authentication, a
 * current authenticator code (accepted once) from a user with it — the factor that signs them in, so that a session
 * alone never stands in for it. Wrong ones count towards the security domain's throttle (5 within 15 minutes, 429).
 */
export const reauthenticate: Handler<never, never, ReauthenticateRequest> = (context) => {
  const { user, record } = requireSession(context);
  const { store, clock, body } = context;
  const hasMfa = Boolean(user.mfaEnabled && user.mfaSecret);
  if (hasMfa && !body.code) return ruleError(422, REAUTHENTICATION_MESSAGES.codeRequired, 'MfaCodeRequired');
  if (!hasMfa && !body.password) return ruleError(422, REAUTHENTICATION_MESSAGES.passwordRequired, 'PasswordRequired');
  const limited = throttled(store, clock, 'reauthenticate', user.id);
  if (limited) return limited;
  const isProven = hasMfa && user.mfaSecret ? consumeTotp(store, clock, user.id, user.mfaSecret, body.code ?? '') : verifyPassword(body.password ?? '', user.passwordHash);
  if (!isProven) {
    countAttempt(store, clock, 'reauthenticate', user.id);
    return hasMfa ? ruleError(422, REAUTHENTICATION_MESSAGES.invalidMfaCode, 'InvalidMfaCode') : ruleError(422, REAUTHENTICATION_MESSAGES.invalidPassword, 'InvalidPassword');
  }
  clearAttempts(store, 'reauthenticate', user.id);
  const proven = noteReauthentication(store, clock, record);
  return ok({ success: true, data: { reauthenticatedUntil: new Date(reauthenticatedUntil(proven)).toISOString() }, message: REAUTHENTICATION_MESSAGES.confirmed });
};
