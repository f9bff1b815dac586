// @ts-check
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

/** The repository root: every boundary below is an absolute path under it, whatever the working directory. */
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const SHARED = ['components', 'lib', 'api', 'theme', 'i18n', 'config'];
const NOT_FOR_PRODUCTION = ['mock-server', 'simulator', 'src/testing'];
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Everything in src/ but the features: each may use a feature only through its index.ts. */
const SRC_AREAS = readdirSync(new URL('./src', import.meta.url)).filter((name) => name !== 'features');

/**
 * The architecture's import boundaries, as `import-x/no-restricted-paths` zones. They only work with a resolver
 * (settings 'import-x/resolver-next' below): an import the resolver cannot resolve is never checked, so
 * tests/lint/boundaries.test.ts lints known-bad fixture files and fails if any of these stops reporting.
 */
export const BOUNDARY_ZONES = [
  ...SHARED.map((folder) => ({
    target: `./src/${folder}`,
    from: ['./src/features', './src/routes', './src/app'],
    message: 'Shared folders never import features, routes or the app shell.',
  })),
  // The app shell and the routes compose the features: a feature that imported them back would know its room's
  // house (and close a circle through it).
  {
    target: './src/features',
    from: ['./src/app', './src/routes'],
    message: 'Features never import the app shell or the routes: src/app composes the features, not the other way round.',
  },
  // Another feature's internals: its public faces are its index.ts and its dialogs' declarations (dialogs.ts, which
  // src/app/dialogs/registry.ts lists), alias or relative import alike.
  ...FEATURES.map((feature) => ({
    target: [...SRC_AREAS.map((area) => `./src/${area}`), ...FEATURES.filter((other) => other !== feature).map((other) => `./src/features/${other}`)],
    from: [`${ROOT}src/features/${feature}/**`],
    except: [`${ROOT}src/features/${feature}/index.{ts,tsx}`, `${ROOT}src/features/${feature}/dialogs.{ts,tsx}`],
    message: `Import the ${feature} feature only through its index.ts (@/features/${feature}) or its dialogs.ts.`,
  })),
  {
    target: './src',
    from: NOT_FOR_PRODUCTION.map((p) => `./${p}`),
    message: 'Mock, simulator and testing code never reaches a production bundle.',
  },
  {
    target: './src',
    from: './tooling',
    message: 'Build code (tooling/: Vite, PWA and hosting plugins) runs in Node and never reaches the app.',
  },
];

/**
 * Node's built-in modules, by either name (`node:fs` or `fs`, subpaths included): src/ is code that runs in the
 * browser, and what needs Node (Vite plugins, hosting helpers) lives in tooling/. Anchored, so `@/lib/events` is fine.
 */
const NODE_BUILTINS = {
  regex: `^(node:.+|(${builtinModules.filter((name) => !name.startsWith('_')).join('|')})(/.*)?)$`,
  message: 'src/ runs in the browser: Node built-ins belong in tooling/ (build code) or scripts/.',
};

/**
 * The top-level areas: the app (src/), the mock server (mock-server/) and the simulator (simulator/) share
 * code only through the contract kit (contract-kit/, imported by its alias @contract-kit) and reach into each other
 * only through declared public entries: mock-server/index.ts (the app and its MSW transport), mock-server/node.ts
 * (the HTTP transport), mock-server/testing.ts (test helpers) and simulator/index.ts. The kit imports none of them,
 * and nobody imports the kit's generated files but the kit's own entries. Production code is narrower still (above).
 */
const MOCK_SERVER_ENTRIES = ['./index.ts', './node.ts', './testing.ts'];
export const AREA_ZONES = [
  {
    target: ['./src', './.ladle'],
    from: './mock-server',
    except: MOCK_SERVER_ENTRIES,
    message: 'Use the mock server only through its public entries: mock-server/index.ts, node.ts or testing.ts.',
  },
  {
    target: ['./src', './.ladle'],
    from: './simulator',
    except: ['./index.ts'],
    message: 'Use the simulator only through its public entry, simulator/index.ts.',
  },
  {
    target: './mock-server',
    from: ['./src', './simulator', './.ladle'],
    message: 'The mock server imports neither the app nor the simulator: what they share is in the contract kit (@contract-kit).',
  },
  {
    target: './simulator',
    from: ['./src', './.ladle'],
    message: 'The simulator never imports the app: what they share is in the contract kit (@contract-kit).',
  },
  {
    target: './simulator',
    from: './mock-server',
    except: MOCK_SERVER_ENTRIES,
    message: 'The simulator talks to the mock server over HTTP; its tests use only the public entries mock-server/index.ts or testing.ts.',
  },
  {
    target: './contract-kit',
    from: ['./src', './tooling', './mock-server', './simulator', './.ladle', './tests', './scripts'],
    message: 'The contract kit stands alone: it imports nothing of the app, the mock server or the simulator.',
  },
  {
    target: ['./src', './tooling', './mock-server', './simulator', './.ladle', './tests', './scripts'],
    from: './contract-kit/generated',
    message: 'Import the contract kit by its entries (@contract-kit/model, /zod, /operations, /mocks …), never its generated files.',
  },
];

/** Everyone outside the kit imports it by its one alias, not by a path. */
const KIT_BY_ALIAS = { regex: '(^|/)contract-kit(/|$)', message: 'Import the contract kit by its alias: @contract-kit or @contract-kit/<entry>.' };

/**
 * The one written-down exception: the development-only simulator page (src/features/simulator, whose route file
 * the production build ignores and whose absence from dist/ tests/build/production-bundle.test.ts checks) drives
 * the simulator through its declared public entry, simulator/index.ts.
 */
const SIMULATOR_PAGE_ZONES = BOUNDARY_ZONES.map((zone) =>
  zone.target === './src' && Array.isArray(zone.from) && zone.from.includes('./simulator')
    ? {
        ...zone,
        from: NOT_FOR_PRODUCTION.map((p) => `${ROOT}${p}/**`),
        except: [`${ROOT}simulator/index.{ts,tsx}`],
        message: 'The simulator page uses the simulator only through its public entry, simulator/index.ts.',
      }
    : zone,
);

/**
 * No user-visible literal text in JSX (translations gate): formatjs/no-literal-string-in-jsx, which reports
 * text children and the listed props, with one relaxation it has no option for: a literal made only of whitespace
 * and the separators below (e.g. ' · ' between two translated parts, the ' ' that reserves a helper line) is not
 * language, and the card network's wordmark is artwork (its <svg> has a translated aria-label).
 */
const NON_LINGUISTIC = /^[\s·•—–\-/%$×+]*$/u;
const WORDMARKS = new Set(['VISA']);
/** @type {(node: any) => string | null} The text of a reported literal (or null when it is not a literal). */
const literalTextOf = (node) => {
  switch (node?.type) {
    case 'Literal':
      return typeof node.value === 'string' ? node.value : null;
    case 'JSXText':
      return node.value.trim();
    case 'TemplateLiteral':
      return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
    case 'JSXAttribute':
      return literalTextOf(node.value);
    default:
      return null;
  }
};
const formatjsNoLiteral = formatjs.rules['no-literal-string-in-jsx'];
const i18nPlugin = {
  rules: {
    'no-literal-string-in-jsx': {
      meta: formatjsNoLiteral.meta,
      /** @param {any} context */
      create(context) {
        const filtered = Object.create(context, {
          report: {
            /** @param {any} descriptor */
            value(descriptor) {
              const text = literalTextOf(descriptor.node);
              if (text !== null && (NON_LINGUISTIC.test(text) || WORDMARKS.has(text))) return;
              context.report(descriptor);
            },
          },
        });
        return formatjsNoLiteral.create(filtered);
      },
    },
  },
};
/** Props whose string value a user reads or hears (on any element or component), besides text children. */
const USER_VISIBLE_PROPS =
  '{aria-label,aria-description,aria-roledescription,aria-valuetext,aria-placeholder,aria-errormessage,label,title,placeholder,alt,helperText,primary,secondary,subheader,message,description,caption,tooltip,heading,subtitle}';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'src/api/generated/**',
      'contract-kit/generated/**',
      'src/routeTree.gen.ts',
      'src/routeTree.prod.gen.ts',
      'src/i18n/compiled/**',
      'contracts/dist/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      '.mock/**',
      'bench/**',
      'tests/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${ROOT}tsconfig.json`, alwaysTryTypes: true })],
      // import-x/no-cycle reads the imported modules too: it parses only the extensions named here, with this parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'import-x/no-default-export': 'off',
    },
  },
  // Every area: the boundaries between the app, the mock server, the simulator and the contract kit.
  {
    files: ['src/**/*.{ts,tsx}', 'tooling/**/*.{ts,tsx}', 'mock-server/**/*.ts', 'simulator/**/*.ts', 'contract-kit/**/*.ts', '.ladle/**/*.{ts,tsx}', 'tests/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: AREA_ZONES }],
      'no-restricted-imports': ['error', { patterns: [KIT_BY_ALIAS] }],
      // No import circles, dynamic imports included (a lazy chunk whose modules import its loader is one). The rule
      // skips type-only imports: they vanish from the JavaScript, so they order no module's evaluation.
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['contract-kit/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Production code: the architecture's import boundaries.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/testing/**', 'src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...BOUNDARY_ZONES, ...AREA_ZONES] }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            KIT_BY_ALIAS,
            NODE_BUILTINS,
            { group: ['@/features/*/**', '!@/features/*/dialogs'], message: 'Import another feature only through its index.ts (@/features/name) or its dialogs.ts.' },
            { group: ['**/*.msw', '**/*.msw.ts', '**/*.faker', '**/*.faker.ts', '@faker-js/*', 'msw', 'msw/*'], message: 'Mocks never reach production code.' },
            {
              regex: '^@mui/material/Tooltip(/.*)?$',
              message: "Use Hint (@/components/hint): MUI's Tooltip and Popper (≈ 10 KB gzip) load with its popup on first use, not with the screen.",
            },
            {
              regex: '^@contract-kit(/(zod|operations|mocks|index|generated/.*))?$',
              message:
                'App code imports the contract kit by its entries (@contract-kit/money, /model, /rules/…): the zod schemas, the operations table and the mocks are for the mock server, the simulator and tests.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // The same names in a dynamic import(); esquery's regex literal cannot hold a '/', hence \x2F.
          selector: `ImportExpression[source.value=/${NODE_BUILTINS.regex.replaceAll('/', '\\x2F')}/]`,
          message: NODE_BUILTINS.message,
        },
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
  // What the browser loads (the app, the simulator engine of the dev-only page, the kit's rules): an enum's values come
  // from @contract-kit/enums; the model barrel, one module per schema (~325 requests on the dev server), gives types.
  {
    files: ['src/**/*.{ts,tsx}', 'simulator/**/*.ts', 'contract-kit/rules/**/*.ts'],
    ignores: ['src/**/*.test.{ts,tsx}', 'simulator/**/*.test.ts', 'contract-kit/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@contract-kit/model', '../model', '**/generated/model', '**/generated/model/*'],
              allowTypeImports: true,
              message: "Import types from @contract-kit/model (`import type`) and an enum's values from @contract-kit/enums.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/simulator/**/*.{ts,tsx}', 'src/routes/transaction-simulation.tsx'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...SIMULATOR_PAGE_ZONES, ...AREA_ZONES] }] },
  },
  {
    files: ['src/api/fetcher.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  // Translations gate: every user-visible text in the app's JSX (and the dev-only simulator page, which has
  // its own three catalogues) comes from a catalogue. Tests and stories may use literals.
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/testing/**', 'src/**/*.test.tsx', 'src/**/*.stories.tsx'],
    plugins: { i18n: i18nPlugin },
    rules: {
      'i18n/no-literal-string-in-jsx': ['error', { props: { include: [['*', USER_VISIBLE_PROPS]] } }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  // Ladle: the generated msw worker script and the stories build are not sources.
  {
    ignores: ['.ladle/public/**', 'build-ladle/**'],
  },
);
