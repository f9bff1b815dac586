import { FAILURE_WINDOW_MS } from './rules';
import type { Domain } from '../../core/domain';
import { changeEmail, resendEmailChangeCode, verifyEmailChange } from './email-change';
import { disableMfa, generateRecoveryCodes, setupMfa, verifyMfa } from './mfa';
import { changePassword } from './password';
import { getReferralCode, getUserLanguage, getVapidPublicKey, setUserLanguage, subscribeNotifications } from './profile';
import { seedSecurity } from './seed';
import { simulatePush } from './simulator-steps';
import { createUser, getMe, getUser, getUserByEmail, listUsers, updateUser } from './users';

/**
 * The security domain (spec 02 §3–§5, §7 "Security and profile", §8): password change, e-mail change
 * with verification and MFA challenge, authenticator set-up / recovery codes / disable, referral code,
 * language, web push subscriptions (and the simulator's test push) and the users endpoints. MFA state lives on
 * the UserRecord (mfaEnabled, mfaSecret, recoveryCodeHashes), shared with the auth domain's two-factor sign-in.
 */

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
