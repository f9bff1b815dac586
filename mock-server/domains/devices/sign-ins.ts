import { createHash } from 'node:crypto';
import type { Clock } from '../../core/clock';
import { sendMail } from '../../identity/mail';
import type { SessionRecord, UserRecord } from '../../store/schema';
import type { Store } from '../../store/store';
import './records';
import { MESSAGES } from './messages';
import { placeOf } from './places';
import { describeUserAgent } from './user-agent';

/**
 * A sign-in from a device the user has not signed in from before (a user agent not seen for that user) is mailed to
 * the account's address: "New sign-in to your account", with the device, browser, place and time. The first device of
 * a user (its registration, or the first sign-in the server sees) is remembered without a mail: there is nothing yet to
 * tell it apart from.
 */

/** A known device's id: one hash of the user and the user agent, 64 hex digits like the store's other ids (the contract's Id). */
const deviceKey = (userId: string, userAgent: string | undefined) =>
  createHash('sha256')
    .update(`${userId}\n${userAgent ?? ''}`)
    .digest('hex');

const DEVICE_NAMES = { desktop: 'Computer', mobile: 'Phone', tablet: 'Tablet', unknown: 'Unknown device' } as const;

export function newSignInMailText(session: SessionRecord): string {
  const { deviceType, os, browser } = describeUserAgent(session.userAgent);
  const place = placeOf(session.client);
  return [
    'Your LookCard account was just signed in to from a device it has not been used on before.',
    '',
    `Device: ${DEVICE_NAMES[deviceType]}${os ? ` (${os})` : ''}`,
    `Browser: ${browser ?? 'Unknown'}`,
    `Place: ${place ? `${place.city}, ${place.countryCode} (approximate)` : 'Unknown'}`,
    `Time: ${new Date(session.createdAt).toUTCString()}`,
    '',
    'If this was you, there is nothing to do. If it was not, change your password now and sign out the other devices under "Signed-in devices" in your account menu.',
  ].join('\n');
}

/** Remembers the device of a new session; mails the user when it is a new one (and not their first). */
export function noteSignIn(store: Store, clock: Clock, user: UserRecord, session: SessionRecord): void {
  const id = deviceKey(user.id, session.userAgent);
  const now = clock.now().toISOString();
  const known = store.get('knownDevices', id);
  const isFirstDevice = !store.find('knownDevices', (device) => device.userId === user.id);
  store.put('knownDevices', { id, userId: user.id, firstSeenAt: known?.firstSeenAt ?? now, lastSeenAt: now });
  if (known || isFirstDevice) return;
  sendMail(store, clock, { to: user.email, subject: MESSAGES.newSignInSubject, text: newSignInMailText(session) });
}
