import { verifyPassword } from '../auth/passwords';
import { clearedSessionCookie, createSession, endSession } from '../auth/sessions';
import { errorResponse, ok, unauthorized } from '../core/errors';
import type { Domain } from '../core/domain';
import type { Handler } from '../core/types';
import type { UserRecord } from '../store/schema';
import type { Store } from '../store/store';

/** The public view of a user (never the password hash, MFA secret or recovery codes). */
export function publicUser(user: UserRecord) {
  return {
    id: user.id,
    profileId: user.profileId,
    email: user.email,
    username: user.username,
    ...(user.fullname ? { fullname: user.fullname } : {}),
    verified: user.verified,
    mfaEnabled: user.mfaEnabled,
    twoFactor: { methods: user.mfaEnabled ? [{ id: `${user.id}-totp`, type: 'authenticator' }] : [] },
    language: user.language,
    createdAt: user.createdAt,
  };
}

export function findUserByEmail(store: Store, email: string): UserRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return store.find('users', (user) => user.email === wanted);
}

const INVALID_CREDENTIALS = 'Invalid email or password';

type Credentials = { email: string; password: string; twoFactorTrustId?: string };

export const login: Handler<never, never, Credentials> = ({ body, store, clock }) => {
  const user = findUserByEmail(store, body.email);
  if (!user || !verifyPassword(body.password, user.passwordHash)) return unauthorized(INVALID_CREDENTIALS, 'InvalidCredentials');
  if (user.mfaEnabled) {
    return errorResponse(403, 'Two-factor authentication required', { code: 'MfaRequired' });
  }
  const { cookie } = createSession(store, clock, user.id);
  return { status: 200, body: { success: true, user: publicUser(user) }, cookies: [cookie] };
};

export const getSession: Handler = ({ session }) => {
  if (!session) return unauthorized('No active session', 'NoSession');
  return ok({ user: publicUser(session.user) });
};

export const logout: Handler = ({ session, store }) => {
  if (session) endSession(store, session.record.id);
  return { status: 200, body: { success: true, message: 'Signed out' }, cookies: [clearedSessionCookie()] };
};

export const getHealth: Handler = ({ clock }) => ok({ status: 'ok', time: clock.now().toISOString() });

export const authDomain: Domain = {
  name: 'auth',
  handlers: { getHealth, login, getSession, logout },
};
