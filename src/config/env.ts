/**
 * Build-time configuration, validated once at start-up. A bad value fails loudly instead of producing
 * a half-working app. (Checked by hand: three variables do not warrant a validation library in the
 * sign-in screen's JavaScript.)
 */
export interface RawEnv {
  /** Base URL of the API. Empty or unset: same origin (the dev server proxies /api to the mock server). */
  VITE_API_BASE_URL?: unknown;
  /** Feature flags of spec 02 §6: 'true' or 'false' (unset: on). */
  VITE_FEATURE_STATEMENTS?: unknown;
  VITE_FEATURE_REWARDS?: unknown;
}

const FLAGS = ['VITE_FEATURE_STATEMENTS', 'VITE_FEATURE_REWARDS'] as const;

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
  if (problems.length > 0) throw new Error(`Invalid environment: ${problems.join('; ')}`);
  return {
    apiBaseUrl: typeof apiBaseUrl === 'string' ? apiBaseUrl.replace(/\/+$/, '') : '',
    features: {
      statements: raw.VITE_FEATURE_STATEMENTS !== 'false',
      rewards: raw.VITE_FEATURE_REWARDS !== 'false',
    },
    isDevelopment,
  } as const;
}

export const env = parseEnv(import.meta.env as RawEnv, import.meta.env.DEV);
export type AppEnv = typeof env;
