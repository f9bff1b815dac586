import type { CreateUserRequest, ListUsersParams, UpdateUserRequest } from '@contract-kit/model';
import { badRequest, conflict, notFound, ok, unprocessable } from '../../core/errors';
import { requireSession, type Handler } from '../../core/types';
import { countLookup, lookupLimits } from '../../identity/lookups';
import { normalizeEmail } from '../../identity/policy';
import type { UserRecord } from '../../store/schema';
import type { Store } from '../../store/store';
import { findUserByEmail, newUserRecord, publicUser } from '../auth/users';
import { MESSAGES, meetsNewUserPasswordPolicy } from './rules';

/** The users endpoints (spec 02 §7): me, one user, the list, look-up by e-mail, update and create. */

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
  // Account enumeration guard: every look-up counts, per account and per client (identity/lookups.ts).
  const limited = countLookup(context.store, context.clock, lookupLimits(context.request, user.id));
  if (limited) return limited;
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
  const user = store.put('users', newUserRecord(store, clock, { email, username, fullname: body.fullname?.trim() || null, password: body.password, language: body.language ?? 'en' }));
  return userResponse(user, 201);
};
