import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv (build-time configuration)', () => {
  it('defaults: same-origin API, every feature on', () => {
    expect(parseEnv({}, false)).toEqual({ apiBaseUrl: '', features: { statements: true, rewards: true }, isDevelopment: false });
    expect(parseEnv({ VITE_API_BASE_URL: '' }, true).apiBaseUrl).toBe('');
  });

  it('reads an absolute API URL (without trailing slashes) and the feature flags', () => {
    const env = parseEnv({ VITE_API_BASE_URL: 'https://api.example.com/v1//', VITE_FEATURE_STATEMENTS: 'false', VITE_FEATURE_REWARDS: 'true' }, false);
    expect(env.apiBaseUrl).toBe('https://api.example.com/v1');
    expect(env.features).toEqual({ statements: false, rewards: true });
  });

  it('fails loudly, naming every invalid variable', () => {
    expect(() => parseEnv({ VITE_API_BASE_URL: 'api.example.com', VITE_FEATURE_REWARDS: 'yes' }, false)).toThrow(
      'Invalid environment: VITE_API_BASE_URL: expected an absolute http(s) URL or an empty string, got "api.example.com"; VITE_FEATURE_REWARDS: expected "true" or "false", got "yes"',
    );
    expect(() => parseEnv({ VITE_API_BASE_URL: 'ftp://files.example.com' }, false)).toThrow(/VITE_API_BASE_URL/);
    expect(() => parseEnv({ VITE_FEATURE_STATEMENTS: 'False' }, false)).toThrow('Invalid environment: VITE_FEATURE_STATEMENTS: expected "true" or "false", got "False"');
  });
});
