// @ts-check
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SHARED = ['components', 'lib', 'api', 'theme', 'i18n', 'config'];
const NOT_FOR_PRODUCTION = ['mock-server', 'simulator', 'src/testing'];

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'src/api/generated/**', 'src/routeTree.gen.ts', 'src/routeTree.prod.gen.ts', 'src/i18n/compiled/**', 'contracts/dist/**', 'coverage/**', 'playwright-report/**', 'test-results/**', '.mock/**', 'bench/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'import-x/no-default-export': 'off',
    },
  },
  // Production code: the architecture's import boundaries.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/testing/**', 'src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...SHARED.map((folder) => ({
              target: `./src/${folder}`,
              from: ['./src/features', './src/routes', './src/app'],
              message: 'Shared folders never import features, routes or the app shell.',
            })),
            {
              target: './src',
              from: NOT_FOR_PRODUCTION.map((p) => `./${p}`),
              message: 'Mock, simulator and testing code never reaches a production bundle.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*/**'], message: 'Import another feature only through its index.ts (@/features/name).' },
            { group: ['**/*.msw', '**/*.msw.ts', '**/*.faker', '**/*.faker.ts', '@faker-js/*', 'msw', 'msw/*'], message: 'Mocks never reach production code.' },
            { group: ['@/api/generated/operations', '@/api/generated/operation-mocks', '@/api/generated/zod/**'], message: 'The operations table and zod schemas are for the mock server and tests.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='fetch']",
          message: 'Call the API through the generated hooks; only src/api/fetcher.ts calls fetch.',
        },
        {
          selector: "MemberExpression[object.name='localStorage'][property.name=/^(setItem)$/] ~ * Literal[value=/token|pan|cvv/i]",
          message: 'Never store tokens, PAN or CVV.',
        },
      ],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['src/api/fetcher.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
