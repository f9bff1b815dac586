import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operations } from '@contract-kit/operations';
import { domains } from '../../mock-server/domains';

/**
 * The README and docs/ stay true to the repository: the README stays a first page, every script they name exists and
 * the README's are proven by the smoke run or CI, every link and repository path they name resolves, and what the
 * recipes (docs/recipes.md) promise about endpoints and shared rules holds. Only files inside the repository are read.
 */
const ROOT = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
/** The README is the door: about 150 lines, a screen or two. */
const README_MAX_LINES = 160;

const withoutFences = (text: string) => text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
const codeSpans = (text: string) => [...withoutFences(text).matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');

/** The npm scripts a text names: `npm run x` and the two npm runs without `run` (`npm start`, `npm test`). */
function scriptsNamed(text: string): Set<string> {
  const named = new Set<string>();
  for (const match of text.matchAll(/\bnpm run ([a-z][\w:-]*)/g)) named.add(match[1] ?? '');
  for (const match of text.matchAll(/\bnpm (start|test)\b/g)) named.add(match[1] ?? '');
  return named;
}

const packageScripts: Record<string, string> = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

/** The scripts a set of entry points runs: the ones named, their pre-scripts and what those scripts run in turn. */
function runScripts(entry: Set<string>): Set<string> {
  const run = new Set<string>();
  const queue = [...entry];
  while (queue.length > 0) {
    const name = queue.pop() ?? '';
    if (run.has(name) || !(name in packageScripts)) continue;
    run.add(name);
    queue.push(`pre${name}`, ...scriptsNamed(packageScripts[name] ?? ''));
  }
  return run;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, each space a hyphen. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(path: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of withoutFences(read(path)).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = slug(match[1] ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** The repository's own path of a link target, or null when it would leave the repository. */
function inRepository(from: string, target: string): string | null {
  const absolute = resolve(ROOT, dirname(from), target);
  return absolute === ROOT || absolute.startsWith(ROOT + sep) ? relative(ROOT, absolute) : null;
}

describe('the README', () => {
  const readme = read('README.md');

  it(`is a first page of at most ${README_MAX_LINES} lines`, () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('starts with the two commands of a fresh machine', () => {
    const first = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const commands = first
      .split('\n')
      .map((line) => line.replace(/#.*$/, '').trim())
      .filter(Boolean);
    expect(commands).toEqual(['npm install && npm start', 'npm test']);
  });

  it('names only scripts that the smoke run or CI proves right after npm install', () => {
    const proven = runScripts(new Set([...scriptsNamed(read('scripts/smoke-scripts.sh')), ...scriptsNamed(read('.ci/run'))]));
    const unproven = [...scriptsNamed(readme)].filter((name) => !proven.has(name));
    expect(unproven, 'add them to scripts/smoke-scripts.sh').toEqual([]);
  });
});

describe('the README and docs/', () => {
  it.each(DOCS)('%s names only scripts of package.json', (path) => {
    const missing = [...scriptsNamed(read(path))].filter((name) => !(name in packageScripts));
    expect(missing).toEqual([]);
  });

  it.each(DOCS)('%s links only to files and headings that exist', (path) => {
    const broken: string[] = [];
    for (const match of withoutFences(read(path)).matchAll(/\]\(([^)\s]+)\)/g)) {
      const link = match[1] ?? '';
      if (/^[a-z]+:/.test(link)) continue;
      const [file = '', anchor] = link.split('#');
      const target = file === '' ? path : inRepository(path, file);
      if (target === null || !existsSync(join(ROOT, target))) broken.push(`${link} (no such file in the repository)`);
      else if (anchor !== undefined && target.endsWith('.md') && !anchorsOf(target).has(anchor)) broken.push(`${link} (no such heading)`);
    }
    expect(broken).toEqual([]);
  });

  /** Paths the scripts write, never committed: named in the docs as what a script produces. */
  const OUTPUTS = [/^dist\//, /^build-ladle\//, /^\.mock\//, /^bench\/(interactions|mock-server|simulator)\.(json|md)$/];
  const TOP_LEVEL = new Set(readdirSync(ROOT).filter((name) => name !== 'node_modules'));

  it.each(DOCS)('%s names only repository paths that exist', (path) => {
    const missing = codeSpans(read(path))
      // A path: folders and a name, no placeholder (`<domain>`, `*`, `…`) and no option or value beside it.
      .filter((span) => /^\.?[\w-]+\/[\w./-]*$/.test(span) && !span.includes('..'))
      .filter((span) => TOP_LEVEL.has(span.split('/')[0] ?? '') && !OUTPUTS.some((output) => output.test(span)))
      .filter((span) => !existsSync(join(ROOT, span)));
    expect(missing).toEqual([]);
  });
});

describe('the endpoint recipe', () => {
  it('holds: every mock-server handler is registered under an operationId of the contract', () => {
    const ids = new Set(operations.map((operation) => operation.operationId));
    const strays = domains.flatMap((domain) =>
      Object.keys(domain.handlers)
        .filter((id) => !ids.has(id))
        .map((id) => `${domain.name}: ${id}`),
    );
    expect(strays).toEqual([]);
  });
});

describe('the shared-rule recipe', () => {
  const RULES = 'contract-kit/rules';
  const rules = readdirSync(join(ROOT, RULES))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => name.replace(/\.ts$/, ''));

  /** Rule modules without a test of their own, and where they are tested instead. */
  const TESTED_ELSEWHERE: Record<string, string> = {
    'card-transactions': 'tested by card-controls.test.ts and the mock server’s card and statement tests',
    'list-filter-fields': 'the part of list-filter.ts without the decimal library, tested by list-filter.test.ts',
    'password-checklist': 'tested by src/features/security/lib/password-checklist.test.ts and the security domain’s tests',
    wallet: 'tested by src/features/withdrawal/lib/withdrawal.test.ts and the wallet domain’s tests',
  };
  /** Rule modules that one side imports alone, and how the other side applies them. */
  const ONE_SIDED: Record<string, string> = {
    email: 'the mock server applies it through the contract’s `format: email`: its zod schemas use the same expression',
    'insights-periods': 'the app’s address needs them without the decimal library; the mock server imports spending-insights.ts, which re-exports them',
    'list-filter-fields': 'the app’s address needs it without the decimal library; the mock server imports list-filter.ts, which re-exports it',
    'merchant-categories': 'the mock server and the simulator give each card transaction its category from its code; the app shows the category the contract carries',
  };

  /** The non-test source files under a folder. */
  function sources(folder: string): string[] {
    return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) && !name.split(sep).includes('generated'))
      .map((name) => read(join(folder, name)));
  }
  const imports = (files: string[], rule: string) => files.some((text) => text.includes(`@contract-kit/rules/${rule}'`));
  const app = sources('src');
  const server = [...sources('mock-server'), ...sources('simulator')];

  it('finds the rule modules', () => {
    expect(rules.length).toBeGreaterThan(10);
  });

  it('gives every rule module a test of its own, but those the list names', () => {
    const untested = rules.filter((rule) => !existsSync(join(ROOT, RULES, `${rule}.test.ts`)));
    expect(untested.sort()).toEqual(Object.keys(TESTED_ELSEWHERE).sort());
  });

  it('has every rule module imported by the app and by the mock server or the simulator, but those the list names', () => {
    const oneSided = rules.filter((rule) => !(imports(app, rule) && imports(server, rule)));
    expect(oneSided.sort()).toEqual(Object.keys(ONE_SIDED).sort());
  });
});
