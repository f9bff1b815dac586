#!/usr/bin/env node
// npm run generate: everything derived from sources that is not committed.
//  1. react-intl catalogues → precompiled ASTs (always; it is fast).
//  2. the split contract → contracts/dist/openapi.json (Redocly bundle) → orval (React Query hooks, models,
//     MSW/faker mocks, zod) → the operations table → the /docs page. The hooks go to src/api/generated/, the
//     models, mocks, zod schemas and operation tables to the contract kit (contract-kit/generated/). Skipped when no
//     input changed (contracts/**, orval.config.ts, these scripts, the orval version); `-- --force` always regenerates.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const stampFile = join(root, 'contract-kit/generated/.stamp');
const force = process.argv.includes('--force');
const bin = (name) => join(root, 'node_modules/.bin', name);
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });

function listFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'dist') continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...listFiles(p));
    else out.push(p);
  }
  return out.sort();
}

// Several processes may generate at once (parallel test runs): one at a time.
const lock = join(root, 'src/api/.generate.lock');
mkdirSync(join(root, 'src/api'), { recursive: true });
const deadline = Date.now() + 120_000;
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) throw new Error(`generate: ${lock} is held for 2 minutes; remove it if no generation runs`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
  }
}
const release = () => {
  try {
    rmdirSync(lock);
  } catch {
    // already released
  }
};
process.on('exit', release);

run(process.execPath, ['--import', 'tsx', join(root, 'scripts/compile-messages.mjs')]);
run(process.execPath, [join(root, 'scripts/generate-routes.mjs')]);

const inputs = [
  ...listFiles(join(root, 'contracts')),
  join(root, 'orval.config.ts'),
  join(root, 'scripts/generate.mjs'),
  join(root, 'scripts/generate-operations.mjs'),
  join(root, 'src/api/fetcher.ts'),
];
const hash = createHash('sha256');
for (const file of inputs) {
  hash.update(relative(root, file));
  hash.update(readFileSync(file));
}
hash.update(JSON.parse(readFileSync(join(root, 'node_modules/orval/package.json'), 'utf8')).version);
const digest = hash.digest('hex');

const outputs = ['contracts/dist/openapi.json', 'contracts/dist/docs.html', 'contract-kit/generated/operations.ts', 'src/api/generated/endpoints/index.ts'];
if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === digest && outputs.every((p) => existsSync(join(root, p)))) {
  console.log('generate: contract unchanged, generated code up to date');
  process.exit(0);
}

mkdirSync(join(root, 'contracts/dist'), { recursive: true });
run(bin('redocly'), ['bundle', 'contracts/openapi.yaml', '--ext', 'json', '-o', 'contracts/dist/openapi.json']);
run(bin('orval'), ['--config', 'orval.config.ts']);
run(process.execPath, [join(root, 'scripts/generate-operations.mjs')]);
run(bin('redocly'), ['build-docs', 'contracts/dist/openapi.json', '-o', 'contracts/dist/docs.html']);
writeFileSync(stampFile, digest);
console.log('generate: done');
