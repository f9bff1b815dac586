import { errorResponse, ok, ruleError } from '../../core/errors';
import { requireSession, type Handler } from '../../core/types';
import { endSession } from '../../identity/sessions';
import { MESSAGES } from './messages';
import { sessionView, userSessions } from './views';

/** Signed-in devices: the user's sessions, signing one out, signing out every other one. */

export const getSessions: Handler = (context) => {
  const { user, record } = requireSession(context);
  const { store, clock } = context;
  return ok({ success: true, data: userSessions(store, clock, user.id, record.id).map((session) => sessionView(session, record.id)) });
};

export const signOutSession: Handler<{ sessionId: string }> = (context) => {
  const { user, record } = requireSession(context);
  const { store, clock, params } = context;
  // Only the user's own unexpired sessions can be named: another user's id is as unknown as a made-up one.
  const target = userSessions(store, clock, user.id, record.id).find((session) => session.publicId === params.sessionId);
  if (!target) return errorResponse(404, MESSAGES.sessionNotFound, { code: 'SessionNotFound', errorCode: 'SessionNotFound' });
  if (target.id === record.id) return ruleError(409, MESSAGES.currentSession, 'CurrentSession');
  endSession(store, target.id);
  return ok({ success: true, message: MESSAGES.signedOut });
};

/** Every other session of the user ends (the call needs a recent authentication: x-requires-reauthentication). */
export const signOutOtherSessions: Handler = (context) => {
  const { user, record } = requireSession(context);
  const { store } = context;
  const others = store.filter('sessions', (session) => session.userId === user.id && session.id !== record.id);
  for (const other of others) endSession(store, other.id);
  return ok({ success: true, data: { signedOut: others.length }, message: MESSAGES.signedOutOthers(others.length) });
};
