// Vite loads this file with its config (through tooling/vite/signed-in-page.ts and tooling/hosting/security-headers.ts),
// and Vite bundles its config without tsconfig paths: the kit's alias does not resolve there, so this one import takes
// the kit's entry by its path.
// eslint-disable-next-line no-restricted-imports
import { hasSessionCookie } from '../../contract-kit/session-cookie.ts';
import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';

/**
 * The signed-in start page: dist/index.signed-in.html, which tooling/vite/signed-in-page.ts writes — the
 * built index.html plus a `<link rel="modulepreload">` of each chunk a signed-in start loads right after the entry (the
 * dashboard's screen chunk, which holds the formatting warm-up too). A host answers a navigation that carries the session cookie with it, and any other with index.html: the
 * dashboard's code then downloads beside the entry instead of after it has run and the session has answered (one round
 * trip and the entry's evaluation sooner), and the sign-in screen of a signed-out start downloads nothing more.
 *
 * The cookie only says that a session was handed out: an expired one still gets this page, and the preloaded code is
 * then the next screen's after the sign-in. Under the service worker (a returning visit), navigations get the cached
 * index.html and every chunk is in the cache anyway. Where the API is on another origin, the page's requests carry no
 * session cookie and every start gets index.html.
 */
export const SIGNED_IN_PAGE = 'index.signed-in.html';
export const START_PAGE = 'index.html';

/** The start page a navigation gets, by its Cookie header. */
export const startPageFor = (cookieHeader: string | undefined): string => (hasSessionCookie(cookieHeader) ? SIGNED_IN_PAGE : START_PAGE);

/**
 * Whether a request is one the app's start page answers (the single-page app's fallback): a GET or HEAD of a path that
 * names no file of the build (`/`, `/?tab=cards`, a deep link). Files, the API and the mock server's pages are not.
 */
export function isStartPageRequest(method: string | undefined, pathname: string, isFile: (pathname: string) => boolean, proxied: readonly string[]): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (proxied.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return false;
  return pathname === '/' || !isFile(pathname);
}

/**
 * The file of the build at `dir` that a request path names, or null: none, a directory, outside `dir`, or a path that
 * is not valid percent-encoding. What the hosts' start-page rule (above) calls a file.
 */
export function builtFilePath(dir: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const path = join(dir, normalize(decoded).replace(/^(\.\.[/\\])+/, ''));
  return path.startsWith(dir) && existsSync(path) && statSync(path).isFile() ? path : null;
}
