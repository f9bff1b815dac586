import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SPEC_CALLS } from './calls';
import { CATALOGUE_ENTRIES } from './catalogue';
import { catalogueEntries, catalogueProse, compareLists, normalize, writtenCalls, type Difference } from './extract';
import { paraphrased01, paraphrased02 } from './paraphrased';

/** The specification documents and the project's tables of what each says. */
export const SPEC_DOCUMENTS = [
  { name: '01-access-and-wallet.md', paraphrased: paraphrased01, paraphrasedTable: 'paraphrased01' },
  { name: '02-cards-security-profile.md', paraphrased: paraphrased02, paraphrasedTable: 'paraphrased02' },
] as const;

export interface DocumentCheck {
  name: string;
  /** Each difference between the document and the tables, named; empty when they match. */
  problems: string[];
  /** What matched, for the summary line. */
  counts: { calls: number; entries: number; paraphrased: number };
}

const describe = (difference: Difference): string => {
  switch (difference.kind) {
    case 'missing':
      return `missing from the table: ${JSON.stringify(difference.spec)}`;
    case 'extra':
      return `in the table but not in the document: ${JSON.stringify(difference.table)}`;
    case 'changed':
      return `changed: the document says ${JSON.stringify(difference.spec)}, the table ${JSON.stringify(difference.table)}`;
  }
};

/** Compares the tables with the documents in `dir` (used by scripts/check-spec.ts and its test). */
export function checkSpecFolder(dir: string): DocumentCheck[] {
  return SPEC_DOCUMENTS.map((document) => {
    const counts = { calls: SPEC_CALLS[document.name].length, entries: CATALOGUE_ENTRIES[document.name].length, paraphrased: document.paraphrased.length };
    const path = join(dir, document.name);
    if (!existsSync(path)) return { name: document.name, counts, problems: [`not found in ${dir}`] };
    const spec = readFileSync(path, 'utf8');
    const problems: string[] = [];
    try {
      for (const difference of compareLists(writtenCalls(spec), SPEC_CALLS[document.name])) {
        problems.push(`§7 calls (tests/spec/calls.ts): ${describe(difference)}`);
      }
      for (const difference of compareLists(catalogueEntries(spec), CATALOGUE_ENTRIES[document.name])) {
        problems.push(`§8 catalogue (tests/spec/catalogue.ts): ${describe(difference)}`);
      }
      const prose = catalogueProse(spec);
      for (const entry of document.paraphrased) {
        if (!prose.includes(normalize(entry))) {
          problems.push(`§8 paraphrased (tests/spec/paraphrased.ts ${document.paraphrasedTable}): no longer a passage of §8: ${JSON.stringify(entry)}`);
        }
      }
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
    return { name: document.name, counts, problems };
  });
}
