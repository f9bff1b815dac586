/**
 * The production app's HTTP security headers, from one source: `vite preview` serves them (tooling/vite/
 * security-headers-plugin.ts), `vite build` writes them to `dist/_headers`, and `npm run hosting-config` writes the
 * deployable configurations in `deploy/` (a `_headers` file for Netlify / Cloudflare Pages, an nginx snippet).
 * Build-time only: nothing here reaches the browser bundle.
 *
 * The Content-Security-Policy allows exactly what the app loads:
 * - scripts only from the app's own origin (the build has no inline script, so no hash is needed — a test checks
 *   the built index.html);
 * - styles from the app's origin and inline: emotion (MUI) inserts <style> elements at run time and MUI sets style
 *   attributes. A nonce would cover the elements, but a static host cannot inject a fresh nonce per response and
 *   style attributes cannot carry one, so `style-src` keeps 'unsafe-inline' (styles cannot run code);
 * - API calls (fetch, the development event stream) to the app's origin and the API origin (VITE_API_BASE_URL);
 * - frames from the app's origin, the API origin (the legal and cardholder-agreement pages are served next to the
 *   API), the configured terms and privacy pages (VITE_TERMS_URL, VITE_PRIVACY_URL, when absolute) and the
 *   on-ramp / identity-verification providers (CSP_FRAME_ORIGINS);
 * - images from the app's origin, data: URLs (QR codes, the authenticator set-up code) and CSP_IMG_ORIGINS;
 * - no plugins, no <base>, no framing by anyone (clickjacking of card details, freeze or transfer screens).
 */
// Vite bundles its config (which loads this file) without tsconfig paths: the kit's entry is taken by its path.
// eslint-disable-next-line no-restricted-imports
import { SESSION_COOKIE } from '../../contract-kit/session-cookie.ts';
import { SIGNED_IN_PAGE, START_PAGE } from './start-page.ts';

export interface SecurityHeaderOptions {
  /** VITE_API_BASE_URL: the API origin ('' = the app's own origin). */
  apiBaseUrl?: string;
  /** Origins the app frames besides its own and the API's: on-ramp providers, identity verification. */
  frameOrigins?: readonly string[];
  /** VITE_TERMS_URL and VITE_PRIVACY_URL: the legal pages the registration frames (absolute URLs or paths on the API host). */
  legalPages?: readonly string[];
  /** Origins images may come from besides the app's own (e.g. on-ramp provider logos). */
  imageOrigins?: readonly string[];
  /** The host serves HTTPS: adds Strict-Transport-Security. */
  https: boolean;
}

/** Two years, the value browsers' preload lists ask for; subdomains included. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Browser features no screen uses, denied to the app and to every frame. Only two are allowed: clipboard-write (the
 * copy buttons) and payment (inside the on-ramp widget's frame). Every name here is one Chromium recognises (an
 * e2e test watches the console).
 */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
  'clipboard-read',
] as const;

/** The origin of an absolute http(s) URL; throws a clear error for anything else. */
export function originOf(url: string, what: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${what}: expected an absolute http(s) URL, got ${JSON.stringify(url)}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`${what}: expected an http(s) URL, got ${JSON.stringify(url)}`);
  return parsed.origin;
}

const unique = (values: readonly string[]) => [...new Set(values)];

function sources(options: SecurityHeaderOptions) {
  const api = options.apiBaseUrl ? [originOf(options.apiBaseUrl, 'VITE_API_BASE_URL')] : [];
  const frames = (options.frameOrigins ?? []).map((origin) => originOf(origin, 'CSP_FRAME_ORIGINS'));
  // A path is on the API's host (already allowed); an absolute URL adds its origin.
  const legal = (options.legalPages ?? []).filter((page) => !page.startsWith('/')).map((page) => originOf(page, 'VITE_TERMS_URL / VITE_PRIVACY_URL'));
  const images = (options.imageOrigins ?? []).map((origin) => originOf(origin, 'CSP_IMG_ORIGINS'));
  return { api, frames: unique([...api, ...legal, ...frames]), images: unique(images) };
}

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const { api, frames, images } = sources(options);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...images],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...api],
    ['frame-src', "'self'", ...frames],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['media-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

export function permissionsPolicy(options: SecurityHeaderOptions): string {
  // Payment only for the app and the on-ramp providers' frames (CSP_FRAME_ORIGINS), not for the API's pages.
  const providers = unique((options.frameOrigins ?? []).map((origin) => originOf(origin, 'CSP_FRAME_ORIGINS')));
  const payment = ['self', ...providers.map((origin) => `"${origin}"`)].join(' ');
  return [...DENIED_FEATURES.map((feature) => `${feature}=()`), `clipboard-write=(self)`, `payment=(${payment})`].join(', ');
}

/** Every security header of an HTML page or asset of the app, in a stable order. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(options),
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** The options from the build's variables (VITE_API_BASE_URL, CSP_FRAME_ORIGINS, CSP_IMG_ORIGINS: space-separated origins). */
export function securityHeaderOptionsFromEnv(env: Readonly<Record<string, string | undefined>>, https: boolean): SecurityHeaderOptions {
  const list = (value: string | undefined) => (value ?? '').split(/[\s,]+/).filter(Boolean);
  const options: SecurityHeaderOptions = {
    apiBaseUrl: env['VITE_API_BASE_URL'] ?? '',
    frameOrigins: list(env['CSP_FRAME_ORIGINS']),
    legalPages: [env['VITE_TERMS_URL'] ?? '', env['VITE_PRIVACY_URL'] ?? ''].filter(Boolean),
    imageOrigins: list(env['CSP_IMG_ORIGINS']),
    https,
  };
  sources(options); // validates every origin now, naming the variable
  return options;
}

/** Static files that must always be revalidated: the service worker and the document itself. */
const NO_CACHE_PATHS = ['/sw.js', '/index.html'];

const GENERATED = 'Generated from tooling/hosting/security-headers.ts — do not edit; `npm run hosting-config` writes it again.';

/** A `_headers` file (Netlify, Cloudflare Pages): the headers on every path, long caching for hashed assets. */
export function renderHeadersFile(options: SecurityHeaderOptions): string {
  const lines = [`# ${GENERATED}`, '/*'];
  for (const [name, value] of Object.entries(securityHeaders(options))) lines.push(`  ${name}: ${value}`);
  lines.push('/assets/*', '  Cache-Control: public, max-age=31536000, immutable');
  for (const path of NO_CACHE_PATHS) lines.push(path, '  Cache-Control: no-cache');
  return `${lines.join('\n')}\n`;
}

/** The headers of the `/*` block of a `_headers` file written by renderHeadersFile. */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAll = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) {
      inAll = line.trim() === '/*';
      continue;
    }
    if (!inAll) continue;
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

const nginxQuote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * An nginx snippet to `include` in the app's server block and in every location that sets headers of its own
 * (nginx drops inherited add_header directives in a block that has any).
 */
export function renderNginxHeaders(options: SecurityHeaderOptions): string {
  const lines = [`# ${GENERATED}`, '# include it in the HTTPS server block of the app (and in any location with add_header of its own).'];
  for (const [name, value] of Object.entries(securityHeaders(options))) lines.push(`add_header ${name} ${nginxQuote(value)} always;`);
  return `${lines.join('\n')}\n`;
}

/** A whole nginx server block for the built app (dist/): the headers, SPA routing, caching, no source maps. */
export function renderNginxSite(): string {
  return `# ${GENERATED}
# The built app (npm run build → dist/) behind nginx over HTTPS. Copy dist/ to /srv/lookcard and adjust the names.

# A navigation that carries the session cookie gets the signed-in start page, which preloads the dashboard's code
# (tooling/vite/signed-in-page.ts); any other gets index.html.
map $cookie_${SESSION_COOKIE} $lookcard_start_page {
  "" /${START_PAGE};
  default /${SIGNED_IN_PAGE};
}

server {
  listen 443 ssl;
  http2 on;
  server_name app.example.com;
  # ssl_certificate / ssl_certificate_key of your host go here.

  root /srv/lookcard;
  index index.html;
  server_tokens off;
  include /etc/nginx/snippets/lookcard-security-headers.conf;

  # Source maps are never public (the build makes none; this also refuses any that are copied by mistake).
  location ~* \\.map$ {
    return 404;
  }

  # Content-hashed files: cached for a year.
  location /assets/ {
    include /etc/nginx/snippets/lookcard-security-headers.conf;
    add_header Cache-Control "public, max-age=31536000, immutable" always;
    try_files $uri =404;
  }

  # The service worker and the document are always revalidated.
  location = /sw.js {
    include /etc/nginx/snippets/lookcard-security-headers.conf;
    add_header Cache-Control "no-cache" always;
  }

  location / {
    include /etc/nginx/snippets/lookcard-security-headers.conf;
    add_header Cache-Control "no-cache" always;
    add_header Vary Cookie always;
    try_files $uri $lookcard_start_page;
  }
}

server {
  listen 80;
  server_name app.example.com;
  return 301 https://$host$request_uri;
}
`;
}
