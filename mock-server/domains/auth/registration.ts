import type { RegisterRequest } from '@contract-kit/model';
import { meetsPasswordPolicy } from '@contract-kit/rules/password';
import { badRequest, conflict, errorResponse } from '../../core/errors';
import type { Handler } from '../../core/types';
import { normalizeEmail } from '../../identity/policy';
import { countLookup, lookupLimits, lookupRefusal } from '../../identity/lookups';
import { createSession } from '../../identity/sessions';
import { replaceBrowserSession } from './sign-in';
import { noteSignIn } from '../devices/sign-ins';
import type { UserRecord } from '../../store/schema';
import { MESSAGES } from './messages';
import { findUserByEmail, newUserRecord } from './users';
import { issueVerification } from './email-verification';

/** Registration (spec 01 §4, §5, §7): a new user, signed in at once, with a verification code mailed. */

function languageFrom(acceptLanguage: string | undefined): UserRecord['language'] {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  if (/^zh-(tw|hk|mo|hant)/.test(first)) return 'zh-TW';
  if (first.startsWith('zh')) return 'zh-CN';
  return 'en';
}

export const registerUser: Handler<never, never, RegisterRequest> = ({ body, store, clock, request, session, services }) => {
  const email = normalizeEmail(body.email);
  const username = body.username.trim();
  if (!username) return badRequest(`Invalid request: body.username: ${MESSAGES.usernameRequired}`, [{ path: 'body.username', message: MESSAGES.usernameRequired }]);
  if (!meetsPasswordPolicy(body.password)) return errorResponse(422, MESSAGES.invalidPassword, { code: 'InvalidPassword' });
  if (body.password !== body.confirmPassword) return errorResponse(422, MESSAGES.passwordMismatch, { code: 'PasswordMismatch' });
  // A duplicate tells whether the address has an account: a look-up (identity/lookups.ts).
  const limits = lookupLimits(request);
  const spent = lookupRefusal(store, clock, limits);
  if (spent) return spent;
  if (findUserByEmail(store, email)) return countLookup(store, clock, limits) ?? conflict(MESSAGES.duplicateEmail, 'DuplicateEmail');
  const wantedName = username.toLowerCase();
  if (store.find('users', (user) => user.username.toLowerCase() === wantedName)) return conflict(MESSAGES.duplicateUsername, 'DuplicateUsername');

  const user = newUserRecord(store, clock, { email, username, fullname: null, password: body.password, language: languageFrom(request.headers['accept-language']) });
  store.put('users', user);
  const verification = issueVerification(store, clock, user);
  replaceBrowserSession({ session, store });
  const { record, cookie } = createSession(store, clock, user.id, { userAgent: request.headers['user-agent'], client: request.client }, services.sessionPolicy);
  noteSignIn(store, clock, user, record);
  return {
    status: 201,
    body: { success: true, data: { autoLoginSuccess: true, loginData: { email, password: body.password, registrationVerificationId: verification.id } } },
    cookies: [cookie],
  };
};
