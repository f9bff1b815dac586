import { env } from '@/config/env';
import { SimulatorClient } from './engine';

/** The page's engine client: same origin in development (the dev server proxies /api to the mock server). */
export const simulatorClient = new SimulatorClient({ baseUrl: env.apiBaseUrl });
