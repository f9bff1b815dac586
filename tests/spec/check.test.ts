import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SPEC_CALLS } from './calls';
import { CATALOGUE_ENTRIES } from './catalogue';
import { checkSpecFolder, SPEC_DOCUMENTS } from './check';

/**
 * `npm run check:spec` against documents written from the tables themselves (the real specification is not in the
 * repository): they match, and each kind of edit to a document is named.
 */
type Name = (typeof SPEC_DOCUMENTS)[number]['name'];

/** A document in the specification's shape whose §7 and §8 say exactly what the tables say (with `edit` applied). */
function documentFor(name: Name, edit: { calls?: (calls: string[]) => string[]; entries?: (entries: string[]) => string[] } = {}): string {
  const paraphrased = SPEC_DOCUMENTS.find((document) => document.name === name)?.paraphrased ?? [];
  const calls = (edit.calls ?? ((list) => list))([...SPEC_CALLS[name]]);
  const entries = (edit.entries ?? ((list) => list))([...CATALOGUE_ENTRIES[name]]);
  const line = (entry: string) => (/^[A-Z][A-Z0-9_]+: /.test(entry) ? `- ${entry}` : `- Shows "${entry}".`);
  return [
    '# Spec',
    '## 6. Before',
    '## 7. The calls it makes',
    '| call | use |',
    ...calls.map((call) => `| ${call} | something |`),
    '## 8. The error catalogue',
    ...entries.map(line),
    ...paraphrased.map((entry) => `In words: ${entry}.`),
    '## 9. After',
    '',
  ].join('\n');
}

const dirs: string[] = [];
function folder(documents: Partial<Record<Name, string>>): string {
  const dir = mkdtempSync(join(tmpdir(), 'check-spec-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(documents)) writeFileSync(join(dir, name), text);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const A = '01-access-and-wallet.md';
const B = '02-cards-security-profile.md';
const problemsOf = (dir: string, name: Name) => checkSpecFolder(dir).find((result) => result.name === name)?.problems ?? [];

describe('check:spec', () => {
  it('passes when the documents say what the tables say', () => {
    const dir = folder({ [A]: documentFor(A), [B]: documentFor(B) });
    expect(checkSpecFolder(dir).map((result) => result.problems)).toEqual([[], []]);
  });

  it('names a document that is not there', () => {
    const dir = folder({ [A]: documentFor(A) });
    expect(problemsOf(dir, B)).toEqual([expect.stringMatching(/^not found in /)]);
  });

  it('names a call the document has and the table does not, and one the table has and the document does not', () => {
    const dir = folder({
      [A]: documentFor(A, { calls: (calls) => [...calls.filter((call) => call !== 'POST /api/accounts/transfer'), 'DELETE /api/accounts/{id}'] }),
      [B]: documentFor(B),
    });
    expect(problemsOf(dir, A)).toEqual([
      '§7 calls (tests/spec/calls.ts): missing from the table: "DELETE /api/accounts/{id}"',
      '§7 calls (tests/spec/calls.ts): in the table but not in the document: "POST /api/accounts/transfer"',
    ]);
  });

  it('names a catalogue entry whose wording changed, one added and one removed', () => {
    const dir = folder({
      [A]: documentFor(A),
      [B]: documentFor(B, {
        entries: (entries) => [
          ...entries.filter((entry) => entry !== 'Failed to copy to clipboard').map((entry) => (entry === 'Failed to fetch card transactions' ? 'Failed to fetch the card transactions' : entry)),
          'A brand new error',
        ],
      }),
    });
    expect(problemsOf(dir, B)).toEqual([
      '§8 catalogue (tests/spec/catalogue.ts): changed: the document says "Failed to fetch the card transactions", the table "Failed to fetch card transactions"',
      '§8 catalogue (tests/spec/catalogue.ts): missing from the table: "A brand new error"',
      '§8 catalogue (tests/spec/catalogue.ts): in the table but not in the document: "Failed to copy to clipboard"',
    ]);
  });

  it('pairs a code line with its new text by the code', () => {
    const dir = folder({
      [A]: documentFor(A, { entries: (entries) => entries.map((entry) => (entry.startsWith('UNKNOWN: ') ? 'UNKNOWN: Something went wrong.' : entry)) }),
      [B]: documentFor(B),
    });
    expect(problemsOf(dir, A)).toEqual(['§8 catalogue (tests/spec/catalogue.ts): changed: the document says "UNKNOWN: Something went wrong.", the table "UNKNOWN: An unexpected error occurred."']);
  });

  it('names a paraphrased entry that is no longer a passage of §8', () => {
    const dir = folder({ [A]: documentFor(A).replace('InvalidVerificationFormat asks for a 6-character code', 'InvalidVerificationFormat asks for an 8-character code'), [B]: documentFor(B) });
    expect(problemsOf(dir, A)).toEqual(['§8 paraphrased (tests/spec/paraphrased.ts paraphrased01): no longer a passage of §8: "InvalidVerificationFormat asks for a 6-character code"']);
  });
});
