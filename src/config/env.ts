import * as z from 'zod/mini';

/**
 * Build-time configuration, validated once at start-up. A bad value fails loudly instead of producing
 * a half-working app.
 */
const EnvSchema = z.object({
  /** Base URL of the API. Empty: same origin (the dev server proxies /api to the mock server). */
  VITE_API_BASE_URL: z.optional(z.union([z.literal(''), z.url()])),
  /** Feature flags of spec 02 §6. */
  VITE_FEATURE_STATEMENTS: z.optional(z.enum(['true', 'false'])),
  VITE_FEATURE_REWARDS: z.optional(z.enum(['true', 'false'])),
});

function readEnv() {
  const parsed = EnvSchema.safeParse(import.meta.env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const raw = parsed.data;
  return {
    apiBaseUrl: (raw.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
    features: {
      statements: raw.VITE_FEATURE_STATEMENTS !== 'false',
      rewards: raw.VITE_FEATURE_REWARDS !== 'false',
    },
    isDevelopment: import.meta.env.DEV,
  } as const;
}

export const env = readEnv();
export type AppEnv = typeof env;
