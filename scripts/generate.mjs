#!/usr/bin/env node
// npm run generate: everything derived from sources that is not committed.
//  1. react-intl catalogues → precompiled ASTs (always; it is fast).
//  2. the split contract → contracts/dist/openapi.json (Redocly bundle, which the mock server's /docs also renders)
//     → orval (React Query hooks, models, MSW/faker mocks, zod) → the operations table. The hooks go to
//     src/api/generated/, the models, mocks, zod schemas and operation tables to the contract kit
//     (contract-kit/generated/). Skipped when no input changed (contracts/**, orval.config.ts, these scripts, the
//     orval version); `-- --force` always regenerates.
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { acquireGenerationLock } from './lib/generation-lock.mjs';

const root = new URL('..', import.meta.url).pathname;
const stampFile = join(root, 'contract-kit/generated/.stamp');
const force = process.argv.includes('--force');
const bin = (name) => join(root, 'node_modules/.bin', name);

/** The step running now: stopped with this script, so that no orphan goes on writing the outputs. */
let current = null;
/** Runs a step and waits for it without blocking the event loop (the lock's heartbeat runs meanwhile). */
function run(cmd, args) {
  return new Promise((resolve, reject) => {
    current = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
    current.once('error', reject);
    current.once('exit', (code, signal) => {
      current = null;
      if (code === 0) resolve();
      else reject(new Error(`generate: ${relative(root, cmd) || cmd} ${args.join(' ')} ${signal ? `was stopped by ${signal}` : `exited with ${code}`}`));
    });
  });
}
// Stopped (Ctrl+C, a CI timeout, an IDE's stop button): the step goes too, and the lock is released on exit
// (proper-lockfile's exit hook). What was half written stays unstamped, so the next run generates it again.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    current?.kill(signal);
    process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
  });
}

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

// Several processes may generate at once: one at a time (scripts/lib/generation-lock.mjs). A lock left by a killed
// generation is taken over within seconds, so no stop leaves every script waiting.
const lockPath = join(root, 'src/api/.generate.lock');
try {
  await acquireGenerationLock(lockPath, {
    onLost: (error) => {
      console.error(`generate: lost the lock ${relative(root, lockPath)} (${error.message}); stopping`);
      current?.kill('SIGTERM');
      process.exit(1);
    },
  });
} catch (error) {
  console.error(`generate: another generation has held ${relative(root, lockPath)} for 2 minutes and is still running (${error.message})`);
  process.exit(1);
}

await run(process.execPath, ['--import', 'tsx', join(root, 'scripts/compile-messages.mjs')]);
await run(process.execPath, [join(root, 'scripts/generate-routes.mjs')]);

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

const outputs = [
  'contracts/dist/openapi.json',
  'contract-kit/generated/operations.ts',
  'contract-kit/generated/enums.ts',
  'contract-kit/generated/currency-precision.ts',
  'src/api/generated/endpoints/index.ts',
];
if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === digest && outputs.every((p) => existsSync(join(root, p)))) {
  console.log('generate: contract unchanged, generated code up to date');
  process.exit(0);
}

/**
 * contract-kit/generated/enums.ts: the model files that hold an enum's const object (orval writes one file per
 * schema), for the kit's `@contract-kit/enums` entry. Code that needs an enum's values imports them there: the model
 * barrel would load every schema's file (about 325 modules, each a request on the dev server) for a few constants.
 */
function writeEnums() {
  const dir = join(root, 'contract-kit/generated/model');
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && name !== 'index.ts' && /\} as const;/.test(readFileSync(join(dir, name), 'utf8')))
    .map((name) => name.slice(0, -'.ts'.length))
    .sort();
  writeFileSync(
    join(root, 'contract-kit/generated/enums.ts'),
    `// Generated by scripts/generate.mjs: the contract's enums (const objects and their types).\n${names.map((name) => `export * from './model/${name}';`).join('\n')}\n`,
  );
}

// The stamp says "this output is whole": it goes before anything is rewritten and comes back last, so a run cut short
// at any moment leaves no stamp, and the next run regenerates instead of trusting a half-written folder.
rmSync(stampFile, { force: true });
mkdirSync(join(root, 'contracts/dist'), { recursive: true });
await run(bin('redocly'), ['bundle', 'contracts/openapi.yaml', '--ext', 'json', '-o', 'contracts/dist/openapi.json']);
await run(bin('orval'), ['--config', 'orval.config.ts']);
await run(process.execPath, [join(root, 'scripts/generate-operations.mjs')]);
writeEnums();
mkdirSync(join(root, 'contract-kit/generated'), { recursive: true });
writeFileSync(stampFile, digest);
console.log('generate: done');
