import type { Domain } from '../../core/domain';
import { getSessions, signOutOtherSessions, signOutSession } from './handlers';
import './records';

/**
 * The devices domain: the user's signed-in devices — each session with its device, browser and
 * approximate place, signed-in and last-active times — signing one out, and signing out every other one with the
 * password or an authenticator code. The sessions are the identity services' (../../identity/sessions); sign-in tells
 * this domain about each new one (./sign-ins.ts), which mails the user about a device never seen before.
 */
export const devicesDomain: Domain = {
  name: 'devices',
  handlers: { getSessions, signOutSession, signOutOtherSessions },
};
