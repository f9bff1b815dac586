#!/usr/bin/env node
// npm test: the unit suite (vitest: unit, component, contract, mock server, build and security tests, with their
// calendar pass), then the journeys (Playwright, with theirs) — one after the other: side by side on two cores they
// starve each other's timeouts — and at the end one line per part and the name of every failure, so a person sees
// the result without scrolling. Each tool prints its own report before that. Exits non-zero if either part fails.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules/.bin', name);
const results = join(root, '.test-results');
const UNIT_JSON = join(results, 'unit.json');
const JOURNEYS_JSON = join(results, 'journeys.json');

let current = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    current?.kill(signal);
    process.exit(130);
  });
}

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    current = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    current.once('exit', (code, signal) => {
      current = null;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** Vitest's JSON report: files, tests, and the full names of the failed ones. */
function unitSummary(report, code, ms) {
  if (!report) return { line: `unit: no report (vitest exited with ${code}) — ${minutes(ms)}`, failures: [] };
  const files = report.testResults ?? [];
  const failures = files.flatMap((file) => {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed').map((test) => `${file.name.replace(`${root}`, '')} › ${test.fullName}`);
    // A file that failed to load has no failed test of its own.
    return failed.length > 0 || file.status !== 'failed' ? failed : [`${file.name.replace(`${root}`, '')} (${(file.message ?? 'failed').split('\n')[0]})`];
  });
  const line = `unit: ${files.length} files, ${report.numPassedTests} of ${report.numTotalTests} tests passed${report.numFailedTests ? `, ${report.numFailedTests} failed` : ''}${failures.length && !report.numFailedTests ? `, ${failures.length} files failed` : ''} — ${minutes(ms)}`;
  return { line, failures };
}

/** Playwright's JSON report: passed, failed, flaky (never allowed: retries are 0) and the failed journeys' titles. */
function journeysSummary(report, code, ms) {
  if (!report) return { line: `journeys: no report (Playwright exited with ${code}) — ${minutes(ms)}`, failures: [] };
  const failures = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') failures.push(`[${test.projectName}] ${[...path, spec.title].filter(Boolean).join(' › ')} (${spec.file}:${spec.line})`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) failures.push(`(outside a journey) ${(error.message ?? '').split('\n')[0]}`);
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  const line = `journeys: ${expected} passed, ${unexpected} failed${flaky ? `, ${flaky} flaky` : ''}${skipped ? `, ${skipped} skipped` : ''} — ${minutes(ms)}`;
  return { line, failures };
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const started = Date.now();

console.log('::: unit, component, contract, mock-server, build and security tests (vitest)');
const unitCode = await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${UNIT_JSON}`]);
const unitMs = Date.now() - started;

console.log('::: journeys (Playwright, Chromium)');
const browserCode = await run(process.execPath, [join(root, 'scripts/ensure-browser.mjs')]);
const journeysStarted = Date.now();
const journeysCode = browserCode === 0 ? await run(bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_FILE: JOURNEYS_JSON }) : browserCode;
const journeysMs = Date.now() - journeysStarted;

const unit = unitSummary(readJson(UNIT_JSON), unitCode, unitMs);
const journeys = browserCode === 0 ? journeysSummary(readJson(JOURNEYS_JSON), journeysCode, journeysMs) : { line: 'journeys: not run (no browser: see above)', failures: [] };
const failures = [...unit.failures, ...journeys.failures];
console.log(`\n::: npm test — ${minutes(Date.now() - started)}`);
console.log(`  ${unit.line}`);
console.log(`  ${journeys.line}`);
if (failures.length > 0) {
  console.log('  failed:');
  for (const failure of failures) console.log(`    ✘ ${failure}`);
}
process.exit(unitCode === 0 && journeysCode === 0 ? 0 : 1);
