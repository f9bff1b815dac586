/**
 * npm run check:spec -- DIR
 *
 * Compares the project's own tables of what the specification says (tests/spec/: the calls of §7, the error
 * catalogue of §8 and its paraphrased entries) with the specification documents in DIR, and fails on any
 * difference, naming each missing, extra or changed entry. The tests use only the tables (a user's clone has no
 * specification beside it); `.ci/run` passes it the specification folder that sits beside its clone.
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkSpecFolder } from '../tests/spec/check';

const USAGE = 'usage: npm run check:spec -- DIR   (DIR holds 01-access-and-wallet.md and 02-cards-security-profile.md)';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (positionals.length !== 1) {
  console.error(`check:spec: ${positionals.length === 0 ? 'no specification folder given' : 'give exactly one folder'}\n${USAGE}`);
  process.exit(2);
}
const dir = resolve(positionals[0] ?? '');
if (!existsSync(dir) || !statSync(dir).isDirectory()) {
  console.error(`check:spec: the specification folder ${dir} does not exist\n${USAGE}`);
  process.exit(2);
}

let failures = 0;
for (const { name, problems, counts } of checkSpecFolder(dir)) {
  if (problems.length === 0) {
    console.log(`✓ ${name}: ${counts.calls} calls, ${counts.entries} catalogue entries and ${counts.paraphrased} paraphrased entries match`);
    continue;
  }
  failures += problems.length;
  console.error(`✗ ${name}: ${problems.length} difference${problems.length === 1 ? '' : 's'}`);
  for (const problem of problems) console.error(`  - ${problem}`);
}
process.exit(failures === 0 ? 0 : 1);
