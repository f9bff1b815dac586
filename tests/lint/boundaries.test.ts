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

async function messagesOf(fixture: Fixture): Promise<{ ruleId: string; message: string }[]> {
  const [result] = await eslint.lintText(fixture.source, { filePath: `${ROOT}${fixture.lintAs}` });
  return (result?.messages ?? []).map((message) => ({ ruleId: message.ruleId ?? `(fatal) ${message.message}`, message: message.message }));
}

async function rulesReported(fixture: Fixture): Promise<string[]> {
  return (await messagesOf(fixture)).map((message) => message.ruleId);
}

describe('lint boundaries fire on known-bad imports', () => {
  it('has fixtures for every kind of boundary', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(15);
  });

  it.each(fixtures.filter((fixture) => fixture.expected.length > 0).map((fixture) => [fixture.name, fixture] as const))('%s is reported', async (_name, fixture) => {
    const reported = await rulesReported(fixture);
    for (const rule of fixture.expected) expect(reported, `${fixture.name} linted as ${fixture.lintAs}`).toContain(rule);
  });

  it.each(fixtures.filter((fixture) => fixture.expected.length === 0).map((fixture) => [fixture.name, fixture] as const))('%s passes', async (_name, fixture) => {
    expect(await rulesReported(fixture), `${fixture.name} linted as ${fixture.lintAs}`).toEqual([]);
  });
});

describe('the boundaries between the app, the mock server, the simulator and the contract kit', () => {
  it('every zone between the areas is broken by a fixture and reported', async () => {
    // The zones as ESLint applies them to a mock-server file: the areas' block of eslint.config.js.
    const config = (await eslint.calculateConfigForFile(`${ROOT}mock-server/fixture.ts`)) as { rules?: Record<string, unknown[]> };
    const zones = ((config.rules?.['import-x/no-restricted-paths']?.[1] ?? {}) as { zones?: { message: string }[] }).zones ?? [];
    expect(zones.length).toBeGreaterThanOrEqual(7);
    const reported = (await Promise.all(fixtures.map(messagesOf))).flat();
    for (const zone of zones) {
      const fired = reported.some((message) => message.ruleId === 'import-x/no-restricted-paths' && message.message.endsWith(zone.message));
      expect(fired, `no fixture breaks the zone "${zone.message}"`).toBe(true);
    }
  });
});
