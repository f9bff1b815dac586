import type { MockRequest } from './types';

/**
 * The origin the client called (the dev or preview proxy forwards its own host): links the mock server hands out for
 * its own pages (the on-ramp widget, identity verification) open there, so they stay same-origin with the app.
 */

export function originOf(request: MockRequest): string {
  const host = request.headers['x-forwarded-host'] ?? request.headers['host'] ?? '127.0.0.1:4010';
  const protocol = request.headers['x-forwarded-proto'] ?? 'http';
  return `${protocol.split(',')[0]?.trim() ?? 'http'}://${host.split(',')[0]?.trim() ?? host}`;
}

/** The origin of the page that made the request (Origin, else Referer), or null. */
export function parentOriginOf(request: MockRequest): string | null {
  const origin = request.headers['origin'];
  if (origin && origin !== 'null') return origin;
  const referer = request.headers['referer'];
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}
