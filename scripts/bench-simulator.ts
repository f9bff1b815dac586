/**
 * npm run bench:simulator — the transaction simulator's bulk mode against a real mock server.
 *
 * Starts `mock-server/cli.ts` on a temporary database (journal on, responses checked against the contract), then
 * injects 100,000 card transactions over the demo user's active cards with the engine's bulk mode (batches of
 * 1000 through POST /api/simulator/card-transactions/batch, each checked against the contract before it is
 * sent), exactly as `npm run simulate -- --count 100000` does.
 *
 * Target (simulator issue): 100,000 in under 10 s with no contract violation.
 * Writes bench/simulator.json; exits non-zero when the target is missed or anything was refused.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { injectBulk, SimulatorClient } from '../simulator';
import { answerHelp } from './lib/help';

answerHelp(`
usage: npm run bench:simulator
Injects BENCH_SIMULATOR_COUNT (default 100000) card transactions into a fresh mock server through the simulator's
bulk mode, timed; writes bench/simulator.json and exits non-zero when the target (100,000 in under 10 s) is missed.
Environment: BENCH_SIMULATOR_COUNT, BENCH_SIMULATOR_PORT (4195).
`);

const root = new URL('..', import.meta.url).pathname;
const COUNT = Number(process.env.BENCH_SIMULATOR_COUNT ?? 100_000);
const TARGET_MS = 10_000;
const PORT = Number(process.env.BENCH_SIMULATOR_PORT ?? 4195);
const work = mkdtempSync(join(tmpdir(), 'bench-simulator-'));

async function main(): Promise<number> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'mock-server/cli.ts', '--port', String(PORT), '--db', join(work, 'db.json'), '--reset', '--quiet'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`mock server did not start:\n${output}`)), 60_000);
      const poll = setInterval(() => {
        if (output.includes('listening on')) {
          clearInterval(poll);
          clearTimeout(timer);
          resolve();
        }
      }, 50);
      server.once('exit', (code) => {
        clearInterval(poll);
        clearTimeout(timer);
        reject(new Error(`mock server exited with ${code}:\n${output}`));
      });
    });

    const client = new SimulatorClient({ baseUrl: `http://127.0.0.1:${PORT}` });
    const demo = (await client.users('demo@example.com')).data[0];
    const cardIds = demo?.cards.filter((card) => card.status === 'active').map((card) => card.id) ?? [];
    if (cardIds.length === 0) throw new Error('the seed has no active card for demo@example.com');

    let lastReport = 0;
    const result = await injectBulk({
      client,
      cardIds,
      count: COUNT,
      seed: 20261121,
      onProgress: ({ sent, total, elapsedMs }) => {
        if (elapsedMs - lastReport >= 1000 || sent === total) {
          lastReport = elapsedMs;
          console.log(`bench:simulator: ${sent.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} in ${(elapsedMs / 1000).toFixed(1)} s`);
        }
      },
    });
    const violations = output.split('\n').filter((line) => line.includes('Contract violation'));
    const isMet = result.count === COUNT && result.elapsedMs < TARGET_MS && violations.length === 0;
    const report = {
      name: 'simulator bulk injection',
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version },
      count: result.count,
      batches: result.batches,
      batchSize: 1000,
      elapsedMs: result.elapsedMs,
      ratePerSecond: result.ratePerSecond,
      statuses: result.statuses,
      contractViolations: violations.length,
      target: { count: COUNT, maxElapsedMs: TARGET_MS },
      met: isMet,
    };
    mkdirSync(join(root, 'bench'), { recursive: true });
    writeFileSync(join(root, 'bench', 'simulator.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(
      `bench:simulator: ${result.count.toLocaleString('en-US')} card transactions in ${(result.elapsedMs / 1000).toFixed(2)} s ` +
        `(${result.ratePerSecond.toLocaleString('en-US')}/s; ${JSON.stringify(result.statuses)}); contract violations: ${violations.length} — ` +
        `${isMet ? 'target met' : `TARGET MISSED (< ${TARGET_MS / 1000} s, no violation)`}. Wrote bench/simulator.json`,
    );
    return isMet ? 0 : 1;
  } finally {
    server.kill('SIGTERM');
    await exited;
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench:simulator: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
