import { parseEnv, type RawEnv } from './parse-env';

export { LEGAL_PAGES, MOCK_LEGAL_PAGES, parseEnv, type LegalPage, type RawEnv } from './parse-env';

/** The app's configuration, validated at start-up (src/config/parse-env.ts; a production build checks it too). */
export const env = parseEnv(import.meta.env as RawEnv, import.meta.env.DEV);
export type AppEnv = typeof env;
