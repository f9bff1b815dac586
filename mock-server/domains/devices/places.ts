import type { SessionPlace } from '@contract-kit/model';

/**
 * The approximate place of a client address (signed-in devices). A real backend asks a geolocation database; the mock
 * knows the three documentation ranges of IPv4 (RFC 5737) and the documentation prefix of IPv6 (RFC 3849), so testers
 * and tests can sign in "from" somewhere with `X-Forwarded-For` through a loopback proxy. Everything else — loopback,
 * private and unknown addresses — has no place (null).
 */
const PLACES: readonly { prefix: string; place: SessionPlace }[] = [
  { prefix: '203.0.113.', place: { city: 'Singapore', countryCode: 'SG' } },
  { prefix: '198.51.100.', place: { city: 'London', countryCode: 'GB' } },
  { prefix: '192.0.2.', place: { city: 'Hong Kong', countryCode: 'HK' } },
  { prefix: '2001:db8:', place: { city: 'Taipei', countryCode: 'TW' } },
];

export function placeOf(client: string | undefined): SessionPlace | null {
  if (!client) return null;
  const address = client.toLowerCase().replace(/^::ffff:/, '');
  return PLACES.find(({ prefix }) => address.startsWith(prefix))?.place ?? null;
}
