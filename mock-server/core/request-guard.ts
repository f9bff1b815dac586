import { badRequest, errorResponse } from './errors';
import type { MockRequest, MockResponse } from './types';

/**
 * Where a state change may come from, and what its body may be: one check, before the request is routed to its
 * operation's rules (fault injection, session, validation, handler), for every request that can change state —
 * every method but GET, HEAD and OPTIONS — with a body or without one.
 *
 * - A browser page of another site is refused, 403 CrossOriginRequest: a request with `Sec-Fetch-Site: cross-site`,
 *   or with an `Origin` that is neither the origin the request was addressed to (MockRequest.addressedTo: the
 *   Host the browser called) nor the app's configured origin (`--app-origin`). Browsers send `Origin` with every
 *   POST, PUT, PATCH and DELETE — a form post or a `fetch` with `Content-Type: text/plain` (no CORS preflight)
 *   from https://evil.example included — and Sec-Fetch-Site wherever they support it, so a signed-in user's cookie
 *   cannot be spent by another site. A request with neither header (curl, the simulator CLI, tests) is not a
 *   browser's cross-site request and passes.
 * - A body must be JSON (`Content-Type: application/json` or `application/*+json`), 400 UnsupportedContentType —
 *   on operations that take no body too (a text/plain body is refused, not ignored).
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

export const CROSS_ORIGIN_CODE = 'CrossOriginRequest';

/** The serialised origin of an http(s) URL or origin, or null (opaque `null`, another scheme, not a URL). */
function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Whether `method` can change state (anything but GET, HEAD and OPTIONS). */
export const isStateChange = (method: string): boolean => !SAFE_METHODS.has(method.toUpperCase());

/** The refusal of a cross-site state change, or undefined when the request may come from where it comes from. */
export function crossOriginRefusal(request: MockRequest, appOrigin: string): MockResponse | undefined {
  if (!isStateChange(request.method)) return undefined;
  const fetchSite = request.headers['sec-fetch-site']?.trim().toLowerCase();
  const origin = request.headers['origin'];
  const own = new Set([originOf(appOrigin), originOf(request.addressedTo)].filter((item): item is string => item !== null));
  const from = origin === undefined ? null : originOf(origin.trim());
  const foreignOrigin = origin !== undefined && (from === null || !own.has(from));
  if (fetchSite !== 'cross-site' && !foreignOrigin) return undefined;
  // The origin is named only as parsed (a serialised origin), never echoed as sent.
  const source = origin === undefined ? 'another site (Sec-Fetch-Site: cross-site)' : from === null ? 'an opaque or invalid origin' : from;
  return errorResponse(
    403,
    `Cross-origin request refused: ${request.method.toUpperCase()} ${request.path.length > 200 ? `${request.path.slice(0, 200)}…` : request.path} came from ${source}. State changes are accepted only from ${[...own].join(' or ')}.`,
    { code: CROSS_ORIGIN_CODE, errorCode: CROSS_ORIGIN_CODE },
  );
}

/** The refusal of a body that is not JSON, or undefined. */
export function contentTypeRefusal(request: MockRequest): MockResponse | undefined {
  if (!isStateChange(request.method) || request.bodyText === undefined || request.bodyText.length === 0) return undefined;
  const type = request.headers['content-type'] ?? '';
  if (JSON_TYPE.test(type)) return undefined;
  const shown = type.length > 100 ? `${type.slice(0, 100)}…` : type;
  return badRequest(
    `Unsupported content type ${type ? `"${shown}"` : '(none)'}: send application/json`,
    [{ path: 'header.content-type', message: 'Expected application/json' }],
    'UnsupportedContentType',
  );
}

/** Both checks, in that order: where the request comes from, then what its body is. */
export function guardRequest(request: MockRequest, appOrigin: string): MockResponse | undefined {
  return crossOriginRefusal(request, appOrigin) ?? contentTypeRefusal(request);
}
