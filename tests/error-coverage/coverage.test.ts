import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue01 } from './catalogue-01';
import { catalogue02 } from './catalogue-02';
import { paraphrased01, paraphrased02 } from './paraphrased';
import type { CoverageEntry } from './types';

/**
 * Error coverage (issue 11): every error text and toast of both spec catalogues (§8) has a row in a table
 * (catalogue-01.ts, catalogue-02.ts) naming the test that triggers it through the mock server's fault
 * injection and sees the text on screen. This checker reads the specs themselves, so a catalogue entry
 * without a row, a row for an entry the spec does not have, or a row pointing at a test that does not
 * exist or does not show the text, fails here.
 */

const REPO_ROOT = new URL('../../', import.meta.url);

function readSpec(name: string): string {
  return readFileSync(new URL(`../../../shared/spec/${name}`, import.meta.url), 'utf8');
}

/** The lines of §8 (from its heading to the next level-2 heading). */
function section8(spec: string): string[] {
  const lines = spec.split('\n');
  const start = lines.findIndex((line) => /^## 8\./.test(line));
  if (start < 0) throw new Error('spec has no "## 8." section');
  const end = lines.findIndex((line, index) => index > start && /^## /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The entries §8 words itself: every double- or single-quoted text, every code line `- CODE: text` (as
 * `CODE: first sentence`), every name of the **Toasts:** list.
 */
function extractEntries(lines: readonly string[]): string[] {
  const entries: string[] = [];
  for (const line of lines) {
    const code = /^- ([A-Z][A-Z0-9_]+): (.+)$/.exec(line);
    if (code) {
      const [, name = '', rest = ''] = code;
      const sentence = /^(.*?\.)(?=\s|$)/.exec(rest.trim())?.[1] ?? rest;
      entries.push(`${name}: ${sentence.trim()}`);
    }
    const toasts = /\*\*Toasts:\*\*\s*(.+)$/.exec(line)?.[1];
    if (toasts) {
      for (const name of toasts.replace(/\.\s*$/, '').split(/,\s*/)) entries.push(name.trim());
    }
    for (const [, quoted = ''] of line.matchAll(/"([^"]+)"/g)) entries.push(quoted);
    for (const [, quoted = ''] of line.matchAll(/(?<![\w])'([^']+)'(?![\w])/g)) entries.push(quoted);
  }
  return [...new Set(entries)];
}

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
  spec: string;
  table: string;
  rows: readonly CoverageEntry[];
  paraphrased: readonly string[];
}

const CATALOGUES: Catalogue[] = [
  { spec: '01-access-and-wallet.md', table: 'catalogue-01.ts', rows: catalogue01, paraphrased: paraphrased01 },
  { spec: '02-cards-security-profile.md', table: 'catalogue-02.ts', rows: catalogue02, paraphrased: paraphrased02 },
];

describe.each(CATALOGUES)('error coverage of $spec §8', ({ spec, table, rows, paraphrased }) => {
  const lines = section8(readSpec(spec));
  const prose = normalize(lines.join(' '));
  const extracted = extractEntries(lines);
  const entries = new Set([...extracted, ...paraphrased]);

  it('finds the catalogue in the spec', () => {
    expect(extracted.length).toBeGreaterThan(10);
  });

  it('words every paraphrased entry as the spec does', () => {
    const invented = paraphrased.filter((entry) => !prose.includes(normalize(entry)));
    expect(invented, `paraphrased entries that are not passages of ${spec} §8`).toEqual([]);
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

  it.each(rows.map((row) => [row.entry, row] as const))(
    'row %j names a test that shows its text',
    (_entry, { text, test }) => {
      expect(test.file, 'a test file (*.test.ts(x) or tests/e2e/*.spec.ts)').toMatch(
        /^(?:src|mock-server|tests)\/.+\.(?:test\.tsx?|spec\.ts)$/,
      );
      const url = new URL(test.file, REPO_ROOT);
      expect(existsSync(url), `${test.file} exists`).toBe(true);
      const source = readFileSync(url, 'utf8');
      expect(hasTest(source, test.name), `${test.file} has a test titled ${JSON.stringify(test.name)}`).toBe(true);
      expect(text.trim(), 'the text the test sees').not.toBe('');
      expect(
        textForms(text).some((form) => source.includes(form)),
        `${test.file} asserts the text ${JSON.stringify(text)}`,
      ).toBe(true);
    },
  );
});
