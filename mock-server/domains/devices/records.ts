/**
 * Records of the devices domain. The sessions themselves are the identity services' (SessionRecord: publicId, userAgent,
 * client, lastActiveAt); what this domain adds is the memory of the devices a user has signed in from, which outlives
 * the sessions, so that a sign-in from a device never seen before can be told about.
 */

/** A device a user has signed in from (id = the sha256 hex of the user id and the user agent). */
export interface KnownDeviceRecord {
  id: string;
  userId: string;
  firstSeenAt: string;
  lastSeenAt: string;
}

declare module '../../store/schema' {
  interface Collections {
    knownDevices: KnownDeviceRecord;
  }
}
