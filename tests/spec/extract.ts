/**
 * How the specification documents are read — used only by `npm run check:spec -- DIR` (scripts/check-spec.ts),
 * which compares the project's own tables (calls.ts, catalogue.ts, tests/error-coverage/paraphrased.ts) with the
 * documents. Tests never read the specification: a user's clone does not have it.
 */

/** The lines of a level-2 section `## N.` (from its heading to the next level-2 heading). */
export function section(spec: string, number: number): string[] {
  const lines = spec.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^## ${number}\\.`).test(line));
  if (start < 0) throw new Error(`the document has no "## ${number}." section`);
  const end = lines.findIndex((line, index) => index > start && /^## /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

export const normalize = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * The calls §7 writes out: `METHOD /api/path` in a table cell (spec 01) or in prose (spec 02), with the
 * contract's path parameter name for users (`{id}` → `{userId}`), in document order without repeats.
 */
export function writtenCalls(spec: string): string[] {
  const text = section(spec, 7).join('\n');
  const calls = [...text.matchAll(/\b(GET|POST|PUT|PATCH|DELETE) (\/api\/[^\s|;,)`]+)/g)].map(
    ([, method = '', path = '']) => `${method} ${path.replace(/[.:]$/, '').replace('/api/users/{id}', '/api/users/{userId}')}`,
  );
  return [...new Set(calls)];
}

/**
 * The entries §8 words itself: every double- or single-quoted text, every code line `- CODE: text` (as
 * `CODE: first sentence`), every name of the **Toasts:** list.
 */
export function catalogueEntries(spec: string): string[] {
  const entries: string[] = [];
  for (const line of section(spec, 8)) {
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

/** The prose of §8 on one line, to check that a paraphrased entry is still a passage of it. */
export const catalogueProse = (spec: string): string => normalize(section(spec, 8).join(' '));

export interface Difference {
  kind: 'missing' | 'extra' | 'changed';
  /** What the specification says (missing, changed) … */
  spec?: string;
  /** … and what the project's table says (extra, changed). */
  table?: string;
}

/** Words of a text, for pairing a changed entry with its old wording. */
const words = (text: string): Set<string> => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

function similarity(a: string, b: string): number {
  const left = words(a);
  const right = words(b);
  const shared = [...left].filter((word) => right.has(word)).length;
  return (2 * shared) / Math.max(1, left.size + right.size);
}

/** The key a code line or a call keeps when its wording changes (`CODE:` / `METHOD /api/…` stays the same). */
const keyOf = (entry: string): string | null => /^([A-Z][A-Z0-9_]+):/.exec(entry)?.[1] ?? null;

/**
 * The differences between the specification's list and the table's, each named: an entry only in the spec is
 * missing, one only in the table is extra, and a missing/extra pair with the same code (or mostly the same
 * words) is one changed entry.
 */
export function compareLists(spec: readonly string[], table: readonly string[]): Difference[] {
  const inTable = new Set(table);
  const inSpec = new Set(spec);
  const missing = spec.filter((entry) => !inTable.has(entry));
  const extra = table.filter((entry) => !inSpec.has(entry));
  const differences: Difference[] = [];
  for (const entry of missing) {
    const key = keyOf(entry);
    const candidates = extra.map((old) => ({ old, score: key !== null && keyOf(old) === key ? 1 : similarity(entry, old) })).sort((a, b) => b.score - a.score);
    const best = candidates[0];
    if (best && best.score >= 0.6) {
      extra.splice(extra.indexOf(best.old), 1);
      differences.push({ kind: 'changed', spec: entry, table: best.old });
    } else {
      differences.push({ kind: 'missing', spec: entry });
    }
  }
  for (const entry of extra) differences.push({ kind: 'extra', table: entry });
  return differences;
}
