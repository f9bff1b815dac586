import { timingSafeEqual } from 'node:crypto';
import type { Clock } from '../core/clock';
import './records';
import type { UserRecord } from '../store/schema';
import type { Store } from '../store/store';
import { matchRecoveryCode } from './recovery-codes';
import { hotp, TOTP_PERIOD_SECONDS } from './totp';

/** Steps of clock drift accepted either way (as authenticator servers do). */
const DRIFT_STEPS = 1;

/** Constant-time comparison of two codes (a wrong code takes as long whatever digits it shares with the right one). */
export function sameCode(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The time step a 6-digit code belongs to (within the drift window), or null. Every step is compared, in constant time. */
export function matchTotpStep(secret: string, code: string, atMs: number, window = DRIFT_STEPS): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS);
  let matched: number | null = null;
  for (let step = current - window; step <= current + window; step++) if (sameCode(hotp(secret, step), code) && matched === null) matched = step;
  return matched;
}

/**
 * Accepts an authenticator code of `secret` for a user once (RFC 6238 §5.2): the step it belongs to is recorded per
 * user, and a code of that step or an earlier one is refused — at every endpoint that takes one (sign-in, the
 * reset's MFA step, e-mail verification and change, MFA disable, set-up verify). Writes the step when accepted.
 */
export function consumeTotp(store: Store, clock: Clock, userId: string, secret: string, code: string): boolean {
  const step = matchTotpStep(secret, code, clock.nowMs());
  if (step === null) return false;
  const last = store.get('totpSteps', userId);
  if (last && step <= last.lastStep) return false;
  store.put('totpSteps', { id: userId, lastStep: step });
  return true;
}

/**
 * Checks a second factor of a user with two-factor on: a 6-digit authenticator code (accepted once, see
 * consumeTotp) or a one-time recovery code (used up). Writes what it consumes. True when accepted.
 */
export function verifySecondFactor(store: Store, clock: Clock, user: UserRecord, code: string): boolean {
  if (!user.mfaEnabled) return false;
  if (/^\d{6}$/.test(code)) return user.mfaSecret !== null && consumeTotp(store, clock, user.id, user.mfaSecret, code);
  const index = matchRecoveryCode(code, user.recoveryCodeHashes);
  if (index < 0) return false;
  store.put('users', { ...user, recoveryCodeHashes: user.recoveryCodeHashes.filter((_, i) => i !== index) });
  return true;
}
