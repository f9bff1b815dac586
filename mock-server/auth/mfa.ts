import type { Clock } from '../core/clock';
import '../store/records/auth';
import type { UserRecord } from '../store/schema';
import type { Store } from '../store/store';
import { matchRecoveryCode } from './recovery-codes';
import { hotp, TOTP_PERIOD_SECONDS } from './totp';

/** Steps of clock drift accepted either way (as authenticator servers do). */
const DRIFT_STEPS = 1;

/** The time step a 6-digit code belongs to (within the drift window), or null. */
export function matchTotpStep(secret: string, code: string, atMs: number, window = DRIFT_STEPS): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS);
  for (let step = current - window; step <= current + window; step++) if (hotp(secret, step) === code) return step;
  return null;
}

/**
 * Checks a second factor of a user with two-factor on: a 6-digit authenticator code (RFC 6238, each code
 * accepted once — a code of the last accepted step or an earlier one is refused) or a one-time recovery
 * code (used up). Writes what it consumes. True when accepted.
 */
export function verifySecondFactor(store: Store, clock: Clock, user: UserRecord, code: string): boolean {
  if (!user.mfaEnabled) return false;
  if (/^\d{6}$/.test(code)) {
    if (!user.mfaSecret) return false;
    const step = matchTotpStep(user.mfaSecret, code, clock.nowMs());
    if (step === null) return false;
    const last = store.get('totpSteps', user.id);
    if (last && step <= last.lastStep) return false;
    store.put('totpSteps', { id: user.id, lastStep: step });
    return true;
  }
  const index = matchRecoveryCode(code, user.recoveryCodeHashes);
  if (index < 0) return false;
  store.put('users', { ...user, recoveryCodeHashes: user.recoveryCodeHashes.filter((_, i) => i !== index) });
  return true;
}
