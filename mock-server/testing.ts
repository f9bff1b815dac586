/**
 * Helpers for tests outside mock-server/ (component tests, journeys, security tests): what a test needs to act as the
 * user's authenticator app or to arrange and read the mock server's records — seeded secrets, one-time codes, record
 * views and hashes. The server itself is ./index.ts.
 */
export { createClock, createFixedClock } from './core/clock';
export { DEFAULT_TEST_NOW, TEST_NOW, testNow } from './core/test-time';
export { errorResponse } from './core/errors';
export { publicUser } from './domains/auth/users';
export type { CardRecord } from './domains/cards/records';
export { cardView, compareCardTransactionsNewestFirst } from './domains/cards/views';
export { SEEDED_MFA_RECOVERY_CODES } from './domains/security/seed';
export { verifyPassword } from './identity/passwords';
export { hashRecoveryCode } from './identity/recovery-codes';
export { createSession } from './identity/sessions';
export { totp } from './identity/totp';
export { depositAddressesFor, hashPin, statementIdFor } from './store/ids';
export { SEEDED_MFA_SECRET } from './store/seed';
export { SEEDED_USERS } from './store/seed/users';
export { parseCsv } from './core/csv';
