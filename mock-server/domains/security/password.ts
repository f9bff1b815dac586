import type { ChangePasswordRequest } from '@contract-kit/model';
import { meetsPasswordChecklist } from '@contract-kit/rules/password-checklist';
import { ok, unprocessable } from '../../core/errors';
import { requireSession, type Handler } from '../../core/types';
import { sendMail } from '../../identity/mail';
import { hashPassword, verifyPassword } from '../../identity/passwords';
import { endOtherSessions } from '../../identity/sessions';
import { clearAttempts, countAttempt, throttled } from './attempts';
import { MESSAGES } from './rules';

/** Password change (spec 02 §4, §5): the checklist, the current password, and every other session ended. */

export const changePassword: Handler<never, never, ChangePasswordRequest> = (context) => {
  const { user, record: session } = requireSession(context);
  const { body, store, clock } = context;
  const limited = throttled(store, clock, 'password-change', user.id);
  if (limited) return limited;
  if (!verifyPassword(body.currentPassword, user.passwordHash)) {
    countAttempt(store, clock, 'password-change', user.id);
    return unprocessable(MESSAGES.currentPasswordIncorrect, 'InvalidCurrentPassword');
  }
  if (body.newPassword !== body.confirmPassword) return unprocessable(MESSAGES.passwordMismatch, 'PasswordMismatch');
  if (!meetsPasswordChecklist(body.newPassword)) return unprocessable(MESSAGES.weakPassword, 'WeakPassword');
  if (body.newPassword === body.currentPassword) return unprocessable(MESSAGES.samePassword, 'SamePassword');

  clearAttempts(store, 'password-change', user.id);
  store.put('users', { ...user, passwordHash: hashPassword(body.newPassword) });
  // Every other session of the user ends (ASVS 7.4.3); the one that changed the password stays signed in.
  endOtherSessions(store, user.id, session.id);
  sendMail(store, clock, {
    to: user.email,
    subject: 'Your LookCard password was changed',
    text: `The password of your LookCard account was changed on ${clock.now().toUTCString()}. Other devices have been signed out. If this was not you, reset your password now and contact support.`,
  });
  return ok({ success: true, message: MESSAGES.passwordChanged });
};
