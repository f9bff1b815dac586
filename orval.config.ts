import { faker } from '@faker-js/faker';
import { defineConfig } from 'orval';

/**
 * The contract is split into files (contracts/); scripts/generate.mjs bundles it with Redocly into
 * contracts/dist/openapi.json first, and orval reads that bundle.
 *
 * Where the output goes: the React Query hooks are the app's (src/api/generated/endpoints, through the app's
 * fetcher); everything app, mock server and simulator share — models, MSW/faker mocks, zod schemas — goes into the
 * contract kit (contract-kit/generated/, read through the kit's entries `@contract-kit/model`, `…/zod`, `…/mocks`).
 *
 * Patterned strings carry a custom `format` in the contract; these faker functions (orval inlines their
 * source) keep the generated MSW mocks valid against the contract's own patterns (checked by a unit test).
 */
const input = { target: './contracts/dist/openapi.json' };

const mockFormats: Record<string, () => unknown> = {
  decimal: () => faker.finance.amount({ min: 0, max: 5000, dec: 2 }),
  'positive-decimal': () => faker.finance.amount({ min: 1, max: 5000, dec: 2 }),
  'usd-amount': () => faker.finance.amount({ min: 1, max: 500, dec: 2 }),
  fraction: () => faker.helpers.arrayElement(['0', '0.015', '0.02']),
  'currency-symbol': () => faker.helpers.arrayElement(['USDT', 'USDC', 'LOOK', 'ETH', 'BTC', 'USD']),
  'evm-address': () => faker.finance.ethereumAddress(),
  'tron-address': () => 'T' + faker.string.alphanumeric(33),
  'six-digit-code': () => faker.string.numeric(6),
  'verification-code': () => faker.string.alphanumeric({ length: 6, casing: 'upper' }),
  'referral-code': () => faker.string.alphanumeric({ length: 8, casing: 'upper' }),
  'recovery-code': () => faker.string.alphanumeric({ length: 10, casing: 'upper' }),
  'last-four': () => faker.string.numeric(4),
  mcc: () => faker.helpers.arrayElement(['5411', '5812', '4121', '4511', '5311', '4899', '4900', '6011', '7299']),
  pan: () => faker.string.numeric(16),
  cvv: () => faker.string.numeric(3),
  'card-expiry': () => faker.helpers.arrayElement(['01', '06', '12']) + '/' + faker.helpers.arrayElement(['27', '28', '29']),
  'billing-cycle': () => faker.helpers.arrayElement(['2026-08', '2026-09', '2026-10']),
  'totp-secret': () => faker.string.fromCharacters('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 32),
  'country-code': () => faker.helpers.arrayElement(['US', 'GB', 'SG', 'HK', 'TW', 'CN']),
  'dial-code': () => faker.helpers.arrayElement(['+1', '+44', '+65', '+852']),
  'phone-number': () => faker.string.numeric({ length: { min: 7, max: 12 } }),
  'app-path': () => faker.helpers.arrayElement(['/', '/?tab=cards', '/?dialog=deposit']),
};

export default defineConfig({
  api: {
    input,
    output: {
      mode: 'tags-split',
      target: 'src/api/generated/endpoints',
      // The hooks import the models by the kit's alias, not by a path into another top-level folder.
      schemas: { path: 'contract-kit/generated/model', importPath: '@contract-kit/model' },
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      mock: { path: 'contract-kit/generated/mocks', generators: [{ type: 'msw' }] },
      override: {
        mutator: { path: 'src/api/fetcher.ts', name: 'customFetch' },
        fetch: { includeHttpResponseReturnType: false },
        query: { version: 5, useSuspenseQuery: true },
        mock: { format: mockFormats, required: true },
      },
    },
  },
  zod: {
    input,
    output: {
      mode: 'tags-split',
      client: 'zod',
      target: 'contract-kit/generated/zod',
      fileExtension: '.zod.ts',
      clean: true,
      override: {
        zod: {
          // The mock server validates every request with these, and every response in dev/test.
          strict: { param: true, query: true, body: true, response: true, header: false },
          coerce: { param: true, query: true, header: true },
          generateEachHttpStatus: true,
        },
      },
    },
  },
});
