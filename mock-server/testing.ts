/**
 * Helpers for tests outside mock-server/ (component tests, journeys, security tests): what a test needs to act as the
 * user's authenticator app or to arrange and read the mock server's records — seeded secrets, one-time codes, record
 * views and hashes. The server itself is ./index.ts.
 */
export { verifyPassword } from './auth/passwords';
export { hashRecoveryCode } from './auth/recovery-codes';
export { createSession } from './auth/sessions';
export { totp } from './auth/totp';
export { createFixedClock } from './core/clock';
export { errorResponse } from './core/errors';
export { publicUser } from './handlers/auth';
export { cardView, compareCardTransactionsNewestFirst, hashPin, type CardRecord } from './store/records/cards';
export { statementIdFor } from './store/records/statements';
export { SEEDED_MFA_SECRET } from './store/seed';
export { SEEDED_MFA_RECOVERY_CODES } from './store/seed/security';
export { SEEDED_USERS } from './store/seed/users';
export { depositAddressesFor } from './store/seed/wallet';
