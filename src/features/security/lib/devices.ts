import type { DeviceSession, DeviceType } from '@contract-kit/model';
import type { ErrorMessage } from '@/api/errors';
import type { MessageId } from '@/i18n';
import { accountChangeErrorMessage } from './errors';

/** Signed-in devices: how a session is named and what a failure says. */

export const DEVICE_TYPE_IDS = {
  desktop: 'security.devices.type.desktop',
  mobile: 'security.devices.type.mobile',
  tablet: 'security.devices.type.tablet',
  unknown: 'security.devices.type.unknown',
} as const satisfies Record<DeviceType, MessageId>;

/** A device type the app does not know yet (a newer server) reads as unknown. */
export const deviceTypeId = (type: string): MessageId => (Object.hasOwn(DEVICE_TYPE_IDS, type) ? DEVICE_TYPE_IDS[type as DeviceType] : DEVICE_TYPE_IDS.unknown);

/** The session's place as text: "City, Country" (the country named in the user's language), or null when unknown. */
export function placeText(session: Pick<DeviceSession, 'place'>, locale: string): string | null {
  if (!session.place) return null;
  let country: string = session.place.countryCode;
  try {
    country = new Intl.DisplayNames([locale], { type: 'region' }).of(session.place.countryCode) ?? country;
  } catch {
    // An unusual code: show it as it is.
  }
  return `${session.place.city}, ${country}`;
}

/** Server codes the devices dialog has its own (translated) words for. */
const DEVICE_ERROR_IDS: Readonly<Record<string, MessageId>> = {
  SessionNotFound: 'security.devices.error.notFound',
  CurrentSession: 'security.devices.error.current',
};

/** What a failed sign-out (one device, or every other one) says: throttling, a known refusal, the server's words, or unexpected. */
export const devicesErrorMessage = (error: unknown): ErrorMessage =>
  accountChangeErrorMessage(error, DEVICE_ERROR_IDS, { explained: 'security.common.unexpectedError', other: 'security.common.unexpectedError' });
