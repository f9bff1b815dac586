/**
 * The session's cookie: the contract's security scheme (contracts/openapi.yaml `sessionCookie`: an HttpOnly cookie
 * named `sid`). The API sets it; the mock server reads it, and so do the hosts of the built app, which answer a
 * navigation that carries it with the signed-in start page (tooling/vite/signed-in-page.ts). A test holds the name
 * equal to the contract's.
 */
export const SESSION_COOKIE = 'sid';

/** A Cookie header's pairs (a value that is not valid percent-encoding is kept as sent). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    if (name) {
      try {
        out[name] = decodeURIComponent(value);
      } catch {
        out[name] = value;
      }
    }
  }
  return out;
}

/** Whether a request's Cookie header carries a (non-empty) session cookie. Only the API can tell whether it is valid. */
export const hasSessionCookie = (cookieHeader: string | undefined): boolean => Boolean(parseCookies(cookieHeader)[SESSION_COOKIE]);
