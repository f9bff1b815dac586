import { describe, expect, it } from 'vitest';
import { parseEnv } from './parse-env';

/** The legal pages a production build names (here: a real site). */
const LEGAL = { VITE_TERMS_URL: 'https://lookcard.example/legal/terms', VITE_PRIVACY_URL: 'https://lookcard.example/legal/privacy' };

describe('parseEnv (build-time configuration)', () => {
  it("defaults: same-origin API, every feature on, the mock server's legal pages in development", () => {
    expect(parseEnv({}, true)).toEqual({
      apiBaseUrl: '',
      legalPages: { terms: '/mock-pages/terms', privacy: '/mock-pages/privacy' },
      features: { statements: true, rewards: true },
      testing: { isFirstTimeOrderForced: false },
      isDevelopment: true,
    });
    expect(parseEnv({ VITE_API_BASE_URL: '', ...LEGAL }, false)).toMatchObject({ apiBaseUrl: '', isDevelopment: false });
  });

  it('reads an absolute API URL (without trailing slashes) and the feature flags', () => {
    const env = parseEnv({ VITE_API_BASE_URL: 'https://api.example.com/v1//', VITE_FEATURE_STATEMENTS: 'false', VITE_FEATURE_REWARDS: 'true', ...LEGAL }, false);
    expect(env.apiBaseUrl).toBe('https://api.example.com/v1');
    expect(env.features).toEqual({ statements: false, rewards: true });
  });

  it('reads the terms and privacy pages: absolute URLs, or paths on the API host', () => {
    expect(parseEnv(LEGAL, false).legalPages).toEqual({ terms: 'https://lookcard.example/legal/terms', privacy: 'https://lookcard.example/legal/privacy' });
    expect(parseEnv({ VITE_TERMS_URL: '/legal/terms', VITE_PRIVACY_URL: '/legal/privacy?v=2' }, false).legalPages).toEqual({ terms: '/legal/terms', privacy: '/legal/privacy?v=2' });
  });

  it('needs the legal pages in a build for another API origin: a real backend has no /mock-pages', () => {
    expect(() => parseEnv({ VITE_API_BASE_URL: 'https://api.example.com' }, false)).toThrow(
      'Invalid environment: VITE_TERMS_URL: required with VITE_API_BASE_URL (the terms page the registration shows; a real backend has no /mock-pages/terms); VITE_PRIVACY_URL: required with VITE_API_BASE_URL (the privacy page the registration shows; a real backend has no /mock-pages/privacy)',
    );
    expect(() => parseEnv({ VITE_API_BASE_URL: 'https://api.example.com', VITE_TERMS_URL: LEGAL.VITE_TERMS_URL }, false)).toThrow(/VITE_PRIVACY_URL: required/);
  });

  it("defaults to the mock server's legal pages while the API is the same origin (the dev server, npm run preview)", () => {
    expect(parseEnv({}, false).legalPages).toEqual({ terms: '/mock-pages/terms', privacy: '/mock-pages/privacy' });
    expect(parseEnv({ VITE_API_BASE_URL: '' }, true).legalPages).toEqual({ terms: '/mock-pages/terms', privacy: '/mock-pages/privacy' });
  });

  it('fails loudly, naming every invalid variable', () => {
    expect(() => parseEnv({ VITE_API_BASE_URL: 'api.example.com', VITE_FEATURE_REWARDS: 'yes', ...LEGAL }, false)).toThrow(
      'Invalid environment: VITE_API_BASE_URL: expected an absolute http(s) URL or an empty string, got "api.example.com"; VITE_FEATURE_REWARDS: expected "true" or "false", got "yes"',
    );
    expect(() => parseEnv({ VITE_API_BASE_URL: 'ftp://files.example.com', ...LEGAL }, false)).toThrow(/VITE_API_BASE_URL/);
    expect(() => parseEnv({ VITE_FEATURE_STATEMENTS: 'False', ...LEGAL }, false)).toThrow('Invalid environment: VITE_FEATURE_STATEMENTS: expected "true" or "false", got "False"');
    for (const bad of ['terms.html', '//evil.example/terms', 'javascript:alert(1)', 'ftp://lookcard.example/terms']) {
      expect(() => parseEnv({ ...LEGAL, VITE_TERMS_URL: bad }, true)).toThrow(`VITE_TERMS_URL: expected an absolute http(s) URL or a path starting with /, got ${JSON.stringify(bad)}`);
    }
  });

  it('takes the first-time order testing flag in development only (spec 02 §6)', () => {
    expect(parseEnv({ VITE_DEV_FIRST_TIME_ORDER: 'true' }, true).testing).toEqual({ isFirstTimeOrderForced: true });
    expect(parseEnv({ VITE_DEV_FIRST_TIME_ORDER: 'false' }, true).testing).toEqual({ isFirstTimeOrderForced: false });
    expect(parseEnv({ VITE_DEV_FIRST_TIME_ORDER: 'false', ...LEGAL }, false).testing).toEqual({ isFirstTimeOrderForced: false });
    expect(() => parseEnv({ VITE_DEV_FIRST_TIME_ORDER: 'true', ...LEGAL }, false)).toThrow(
      'Invalid environment: VITE_DEV_FIRST_TIME_ORDER: a development testing flag, not allowed in a production build',
    );
    expect(() => parseEnv({ VITE_DEV_FIRST_TIME_ORDER: 'yes' }, true)).toThrow('VITE_DEV_FIRST_TIME_ORDER: expected "true" or "false", got "yes"');
  });
});
