/**
 * Build-time configuration, validated once at start-up (and when a production build starts: vite.config.ts). A bad
 * value fails loudly instead of producing a half-working app. (Checked by hand: a few variables do not warrant a
 * validation library in the sign-in screen's JavaScript.)
 */
export interface RawEnv {
  /** Base URL of the API. Empty or unset: same origin (the dev server proxies /api to the mock server). */
  VITE_API_BASE_URL?: unknown;
  /** Feature flags of spec 02 §6: 'true' or 'false' (unset: on). */
  VITE_FEATURE_STATEMENTS?: unknown;
  VITE_FEATURE_REWARDS?: unknown;
  /**
   * The terms of service and privacy policy pages the registration shows in a frame (spec 01 §2): an absolute
   * http(s) URL, or a path on the API's host (`/…`, after VITE_API_BASE_URL). Default while the API is the same
   * origin (the dev server or `npm run preview` in front of the mock server): the mock server's pages. A build for
   * another API origin (a real backend, which has no /mock-pages) must name them.
   */
  VITE_TERMS_URL?: unknown;
  VITE_PRIVACY_URL?: unknown;
  /**
   * Spec 02 §6 "A first-time order check uses a development testing flag": 'true' makes every physical card order a
   * first one (contract-kit/rules/order-voucher.ts), to try the first-order path with any user. Development only: a production
   * build refuses it.
   */
  VITE_DEV_FIRST_TIME_ORDER?: unknown;
}

const FLAGS = ['VITE_FEATURE_STATEMENTS', 'VITE_FEATURE_REWARDS'] as const;

/** The mock server's legal pages (mock-server/domains/auth/legal-pages.ts): the development default. */
export const MOCK_LEGAL_PAGES = { terms: '/mock-pages/terms', privacy: '/mock-pages/privacy' } as const;
const LEGAL_PAGE_VARIABLES = { terms: 'VITE_TERMS_URL', privacy: 'VITE_PRIVACY_URL' } as const;
export const LEGAL_PAGES = ['terms', 'privacy'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

const isSitePath = (value: string) => value.startsWith('/') && !value.startsWith('//') && !/\s/.test(value);

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The app's configuration from the build's variables; throws one error listing every invalid one. */
export function parseEnv(raw: RawEnv, isDevelopment: boolean) {
  const problems: string[] = [];
  const apiBaseUrl = raw.VITE_API_BASE_URL;
  if (apiBaseUrl !== undefined && !(typeof apiBaseUrl === 'string' && (apiBaseUrl === '' || isHttpUrl(apiBaseUrl)))) {
    problems.push(`VITE_API_BASE_URL: expected an absolute http(s) URL or an empty string, got ${JSON.stringify(apiBaseUrl)}`);
  }
  for (const name of FLAGS) {
    const value = raw[name];
    if (value !== undefined && value !== 'true' && value !== 'false') problems.push(`${name}: expected "true" or "false", got ${JSON.stringify(value)}`);
  }
  const legalPages: Record<LegalPage, string> = { ...MOCK_LEGAL_PAGES };
  for (const page of LEGAL_PAGES) {
    const name = LEGAL_PAGE_VARIABLES[page];
    const value = raw[name];
    if (value === undefined || value === '') {
      if (typeof apiBaseUrl === 'string' && apiBaseUrl !== '') {
        problems.push(`${name}: required with VITE_API_BASE_URL (the ${page} page the registration shows; a real backend has no ${MOCK_LEGAL_PAGES[page]})`);
      }
    } else if (typeof value === 'string' && (isSitePath(value) || isHttpUrl(value))) {
      // A path first: `new URL` throws on one, and the thrown error cost ≈ 3–5 ms of the entry's evaluation in a browser.
      legalPages[page] = value;
    } else {
      problems.push(`${name}: expected an absolute http(s) URL or a path starting with /, got ${JSON.stringify(value)}`);
    }
  }
  const firstTimeOrder = raw.VITE_DEV_FIRST_TIME_ORDER;
  if (firstTimeOrder !== undefined && firstTimeOrder !== '' && firstTimeOrder !== 'true' && firstTimeOrder !== 'false') {
    problems.push(`VITE_DEV_FIRST_TIME_ORDER: expected "true" or "false", got ${JSON.stringify(firstTimeOrder)}`);
  } else if (firstTimeOrder === 'true' && !isDevelopment) {
    problems.push('VITE_DEV_FIRST_TIME_ORDER: a development testing flag, not allowed in a production build');
  }
  if (problems.length > 0) throw new Error(`Invalid environment: ${problems.join('; ')}`);
  return {
    apiBaseUrl: typeof apiBaseUrl === 'string' ? apiBaseUrl.replace(/\/+$/, '') : '',
    legalPages,
    features: {
      statements: raw.VITE_FEATURE_STATEMENTS !== 'false',
      rewards: raw.VITE_FEATURE_REWARDS !== 'false',
    },
    /** Development testing flags (spec 02 §6). */
    testing: {
      isFirstTimeOrderForced: isDevelopment && firstTimeOrder === 'true',
    },
    isDevelopment,
  } as const;
}
