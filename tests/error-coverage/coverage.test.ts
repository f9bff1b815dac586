import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_ENTRIES } from '../spec/catalogue';
import { paraphrased01, paraphrased02 } from '../spec/paraphrased';
import { catalogue01 } from './catalogue-01';
import { catalogue02 } from './catalogue-02';
import type { CoverageEntry } from './types';

/**
 * Error coverage: every error text and toast of both spec catalogues (§8) has a row in a table
 * (catalogue-01.ts, catalogue-02.ts) naming the test that triggers it through the mock server's fault
 * injection and sees the text on screen. The catalogues themselves are the project's own data
 * (tests/spec/catalogue.ts and paraphrased.ts, kept equal to the documents by `npm run check:spec -- DIR`), so a
 * catalogue entry without a row, a row for an entry the spec does not have, or a row pointing at a test that does
 * not exist or does not show the text, fails here.
 */

const REPO_ROOT = new URL('../../', import.meta.url);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The forms a text can take in a test file: plain, inside a quoted JS string, or as a regexp. */
function textForms(text: string): string[] {
  const forms = [text, text.replaceAll("'", "\\'"), text.replaceAll('"', '\\"'), escapeRegExp(text)];
  return [...new Set(forms)];
}

/** Modifiers under which a declared test does not run as part of the suite. */
const NOT_RUNNING = /\.(?:skip|todo|fixme|only)\b/;

/**
 * Whether `source` declares a running test with exactly this title: `it('title', …)`, `test('title', …)`, or
 * the title of an `it.each(table)('title', …)` (as written, with its %s placeholders). A skipped, todo or
 * focused declaration does not count as coverage.
 */
function hasTest(source: string, title: string): boolean {
  return ["'", '"', '`'].some((quote) => {
    const literal = quote + title.replaceAll('\\', '\\\\').replaceAll(quote, `\\${quote}`) + quote;
    const call = new RegExp(`(\\b(?:it|test)(?:\\.\\w+)*|\\))\\(\\s*${escapeRegExp(literal)}\\s*,`, 'g');
    return [...source.matchAll(call)].some((match) => {
      const callee = match[1] ?? '';
      if (NOT_RUNNING.test(callee)) return false;
      return callee !== ')' || /\b(?:it|test)(?:\.\w+)*\.each\(/.test(source.slice(0, match.index));
    });
  });
}

interface Catalogue {
  spec: keyof typeof CATALOGUE_ENTRIES;
  table: string;
  rows: readonly CoverageEntry[];
  paraphrased: readonly string[];
}

const CATALOGUES: Catalogue[] = [
  { spec: '01-access-and-wallet.md', table: 'catalogue-01.ts', rows: catalogue01, paraphrased: paraphrased01 },
  { spec: '02-cards-security-profile.md', table: 'catalogue-02.ts', rows: catalogue02, paraphrased: paraphrased02 },
];

describe.each(CATALOGUES)('error coverage of $spec §8', ({ spec, table, rows, paraphrased }) => {
  const entries = new Set([...CATALOGUE_ENTRIES[spec], ...paraphrased]);

  it('has the catalogue of the spec', () => {
    expect(CATALOGUE_ENTRIES[spec].length).toBeGreaterThan(10);
  });

  it(`has a row in ${table} for every catalogue entry`, () => {
    const covered = new Set(rows.map((row) => row.entry));
    const missing = [...entries].filter((entry) => !covered.has(entry));
    expect(missing, `catalogue entries of ${spec} §8 with no test in ${table}`).toEqual([]);
  });

  it(`has no row in ${table} for an entry the spec does not have`, () => {
    const stale = rows.filter((row) => !entries.has(row.entry)).map((row) => row.entry);
    expect(stale, `rows of ${table} whose entry is not in ${spec} §8`).toEqual([]);
  });

  it.each(rows.map((row) => [row.entry, row] as const))('row %j names a test that shows its text', (_entry, { text, test }) => {
    expect(test.file, 'a test file (*.test.ts(x) or tests/e2e/*.spec.ts)').toMatch(/^(?:src|mock-server|tests)\/.+\.(?:test\.tsx?|spec\.ts)$/);
    const url = new URL(test.file, REPO_ROOT);
    expect(existsSync(url), `${test.file} exists`).toBe(true);
    const source = readFileSync(url, 'utf8');
    expect(hasTest(source, test.name), `${test.file} has a test titled ${JSON.stringify(test.name)}`).toBe(true);
    expect(text.trim(), 'the text the test sees').not.toBe('');
    expect(
      textForms(text).some((form) => source.includes(form)),
      `${test.file} asserts the text ${JSON.stringify(text)}`,
    ).toBe(true);
  });
});
