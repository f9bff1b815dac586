import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint configuration's boundaries can silently stop working (an import-x rule without a resolver reports
 * nothing at all). Each file in fixtures/ is a known-bad import (or, for "expect: nothing", a known-good one),
 * linted as if it stood at its `lint-as` path with the repository's own eslint.config.js; the rules it names in
 * `expect` must report it. Removing the resolver, a zone or a rule fails this test.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURES = new URL('./fixtures/', import.meta.url);

interface Fixture {
  name: string;
  source: string;
  lintAs: string;
  expected: string[];
}

const fixtures: Fixture[] = readdirSync(FIXTURES)
  .sort()
  .map((name) => {
    const source = readFileSync(new URL(name, FIXTURES), 'utf8');
    const lintAs = /^\/\/ lint-as: (\S+)$/m.exec(source)?.[1];
    const expect = /^\/\/ expect: (.+)$/m.exec(source)?.[1];
    if (!lintAs || !expect) throw new Error(`${name} needs "// lint-as: path" and "// expect: rules" lines`);
    const expected = expect.startsWith('nothing') ? [] : expect.split(/,\s*/);
    return { name, source, lintAs, expected };
  });

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

async function rulesReported(fixture: Fixture): Promise<string[]> {
  const [result] = await eslint.lintText(fixture.source, { filePath: `${ROOT}${fixture.lintAs}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? `(fatal) ${message.message}`);
}

describe('lint boundaries fire on known-bad imports', () => {
  it('has fixtures for every kind of boundary', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(15);
  });

  it.each(fixtures.filter((fixture) => fixture.expected.length > 0).map((fixture) => [fixture.name, fixture] as const))(
    '%s is reported',
    async (_name, fixture) => {
      const reported = await rulesReported(fixture);
      for (const rule of fixture.expected) expect(reported, `${fixture.name} linted as ${fixture.lintAs}`).toContain(rule);
    },
  );

  it.each(fixtures.filter((fixture) => fixture.expected.length === 0).map((fixture) => [fixture.name, fixture] as const))(
    '%s passes',
    async (_name, fixture) => {
      expect(await rulesReported(fixture), `${fixture.name} linted as ${fixture.lintAs}`).toEqual([]);
    },
  );
});
