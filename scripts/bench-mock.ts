/**
 * npm run bench:mock — the mock server against its targets, with plain json-server measured in the same
 * run as the baseline. autocannon on loopback, 10 connections, 10 s per case after a 2 s warm-up.
 *
 * Targets: balance ≥ 12,000 req/s; p99 ≤ 10 ms;
 * transfer p99 with 100,000 stored transactions within 1.5× of its p99 with 1,000; the journaled transfer (each answer
 * after its record is on disk) at least 5× Stoplight Prism's stateless mock of the same operation from the same contract.
 * A write's throughput is bounded by the disk's flush, not by the server: it is set against a mock that writes nothing
 * rather than as a fixed rate (5,000 req/s held only while answers went out before their record was on disk).
 * Writes bench/mock-server.json and bench/mock-server.md; exits non-zero when a target is missed.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMockApp } from '../mock-server';
import { answerHelp } from './lib/help';

answerHelp(`
usage: npm run bench:mock
The mock server's throughput and latency (autocannon, 10 connections, loopback) beside plain json-server;
writes bench/mock-server.json and bench/mock-server.md and exits non-zero when a target is missed.
Prism (@stoplight/prism-cli 5.16.0), the stateless baseline, is installed on first use into
node_modules/.cache/ (it needs the npm registry once).
Environment: BENCH_DURATION (seconds per case, 10), BENCH_WARMUP (2).
`);

const PRISM_VERSION = '5.16.0';
const root = new URL('..', import.meta.url).pathname;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = 10;
const work = mkdtempSync(join(tmpdir(), 'bench-mock-'));

interface CaseResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

function waitFor(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`timeout waiting for "${text}":\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
}

async function run(name: string, options: autocannon.Options): Promise<CaseResult> {
  if (WARMUP > 0) await autocannon({ ...options, connections: CONNECTIONS, duration: WARMUP });
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION });
  const statusCodes: Record<string, number> = {};
  for (const [code, value] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = (value as { count: number }).count;
  const out: CaseResult = {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    statusCodes,
  };
  console.log(`${name.padEnd(58)} ${String(out.requestsPerSecond).padStart(7)} req/s  p50 ${out.p50Ms} ms  p99 ${out.p99Ms} ms  ${JSON.stringify(statusCodes)}`);
  return out;
}

/** Builds a database with `transactions` stored account transactions (transfers between seeded users). */
async function prepareDb(file: string, transactions: number): Promise<void> {
  const app = createMockApp({ db: { file, reset: true, snapshotIntervalMs: 0 }, validateResponses: false, log: () => {} });
  const send = (method: string, path: string, body: unknown, cookie = '') =>
    app.dispatcher.dispatch({ method, path, query: new URLSearchParams(), headers: { 'content-type': 'application/json', cookie, 'idempotency-key': randomUUID() }, bodyText: JSON.stringify(body) });
  const login = await send('POST', '/api/auth/login', { email: 'friend@example.com', password: 'Friend-Passw0rd!' });
  const cookie = login.cookies?.[0]?.split(';')[0] ?? '';
  const count = () => app.store.count('accountTransactions' as never);
  while (count() < transactions) {
    const response = await send('POST', '/api/accounts/transfer', { destinationEmail: 'newcomer@example.com', currency: 'USDT', amount: '0.000001' }, cookie);
    if (response.status !== 200) throw new Error(`prepareDb: transfer failed ${response.status} ${JSON.stringify(response.body)}`);
  }
  app.close();
}

async function benchMock(label: string, file: string, port: number, cases: ('balance' | 'transfer' | 'invalid')[]): Promise<CaseResult[]> {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
      '--import',
      'tsx',
      'mock-server/cli.ts',
      '--port',
      String(port),
      '--db',
      file,
      '--quiet',
      ...(process.env.BENCH_VALIDATE === '1' ? [] : ['--no-validate']),
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await waitFor(child, 'listening on');
  const base = `http://127.0.0.1:${port}`;
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com', password: 'Demo-Passw0rd!' }),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    const headers = { cookie, 'content-type': 'application/json' };
    const results: CaseResult[] = [];
    for (const kind of cases) {
      if (kind === 'balance') results.push(await run(`${label}: GET /api/accounts/balance`, { url: `${base}/api/accounts/balance`, headers }));
      if (kind === 'transfer') {
        results.push(
          await run(`${label}: POST /api/accounts/transfer (valid, journaled)`, {
            url: `${base}/api/accounts/transfer`,
            method: 'POST',
            headers,
            body: JSON.stringify({ destinationEmail: 'friend@example.com', currency: 'USDT', amount: '0.000001', description: 'bench' }),
            // Every request a new submission (its own Idempotency-Key), so each one is a journaled transfer.
            requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }) }],
          }),
        );
      }
      if (kind === 'invalid') {
        results.push(
          await run(`${label}: POST /api/accounts/transfer (invalid body → 400)`, {
            url: `${base}/api/accounts/transfer`,
            method: 'POST',
            headers,
            body: JSON.stringify({ destinationEmail: 'not-an-email', currency: 'usdt', amount: '-5' }),
          }),
        );
      }
    }
    return results;
  } finally {
    child.kill('SIGTERM');
  }
}

async function benchJsonServer(port: number): Promise<CaseResult[]> {
  const dbFile = join(work, 'json-server-db.json');
  const transactions = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, userId: 1, currency: 'USDT', amount: '1.00', type: 'DEBIT', createdAt: new Date(2026, 0, 1 + (i % 300)).toISOString() }));
  writeFileSync(
    dbFile,
    JSON.stringify({
      balances: [{ id: 1, USDT: { amount: '2500' }, USDC: { amount: '1200' }, LOOK: { amount: '50000' }, ETH: { amount: '1.5' }, BTC: { amount: '0.05' }, USD: { amount: '800' } }],
      transactions,
    }),
  );
  const child = spawn(process.execPath, [join(root, 'node_modules/json-server/lib/cli/bin.js'), '--port', String(port), '--host', '127.0.0.1', '--quiet', dbFile], {
    cwd: work,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const base = `http://127.0.0.1:${port}`;
  try {
    return [
      await run('json-server 0.17 (baseline): GET /balances/1', { url: `${base}/balances/1` }),
      await run('json-server 0.17 (baseline): POST /transactions (writes db.json)', {
        url: `${base}/transactions`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: 1, currency: 'USDT', amount: '0.000001', type: 'DEBIT' }),
      }),
      await run('json-server 0.17 (baseline): POST /transactions (invalid body)', {
        url: `${base}/transactions`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ amount: -5 }),
      }),
    ];
  } finally {
    child.kill('SIGTERM');
  }
}

/**
 * Prism's mock of the same POST /api/accounts/transfer from the bundled contract: it validates the request and answers
 * the contract's example, storing nothing — the floor a stateful, durable mock is measured against.
 */
async function benchPrism(port: number): Promise<CaseResult[]> {
  const prefix = join(root, 'node_modules/.cache/prism-baseline');
  const bin = join(prefix, 'node_modules/.bin/prism');
  if (!existsSync(bin)) {
    console.log(`bench-mock: installing @stoplight/prism-cli@${PRISM_VERSION} into ${prefix} (once)…`);
    mkdirSync(prefix, { recursive: true });
    execFileSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--loglevel', 'error', `@stoplight/prism-cli@${PRISM_VERSION}`], { stdio: 'inherit' });
  }
  const child = spawn(bin, ['mock', '--host', '127.0.0.1', '--port', String(port), join(root, 'contracts/dist/openapi.json')], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  await waitFor(child, 'Prism is listening');
  try {
    return [
      await run(`Prism ${PRISM_VERSION} (baseline): POST /api/accounts/transfer`, {
        url: `http://127.0.0.1:${port}/api/accounts/transfer`,
        method: 'POST',
        // The contract's cookie scheme only needs the cookie to be there.
        headers: { cookie: 'sid=bench', 'content-type': 'application/json' },
        body: JSON.stringify({ destinationEmail: 'friend@example.com', currency: 'USDT', amount: '0.000001', description: 'bench' }),
        requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }) }],
      }),
    ];
  } finally {
    child.kill('SIGTERM');
  }
}

const small = join(work, 'small.json');
const large = join(work, 'large.json');
console.log('bench-mock: preparing databases (1,000 and 100,000 stored transactions)…');
await prepareDb(small, 1_000);
await prepareDb(large, 100_000);

const ours = await benchMock('mock server (1k transactions)', small, 4501, ['balance', 'transfer', 'invalid']);
const big = await benchMock('mock server (100k transactions)', large, 4502, ['transfer']);
const baseline = await benchJsonServer(4503);
const prism = await benchPrism(4504);

const balance = ours[0];
const transfer = ours[1];
const invalid = ours[2];
const transferBig = big[0];
const prismTransfer = prism[0];
const targets = [
  { target: 'balance ≥ 12,000 req/s', met: (balance?.requestsPerSecond ?? 0) >= 12_000, value: `${balance?.requestsPerSecond} req/s` },
  {
    target: 'p99 ≤ 10 ms (balance, transfer, invalid)',
    met: [balance, transfer, invalid].every((c) => (c?.p99Ms ?? Infinity) <= 10),
    value: [balance, transfer, invalid].map((c) => `${c?.p99Ms} ms`).join(' / '),
  },
  {
    target: 'transfer p99 at 100k stored transactions ≤ 1.5 × p99 at 1k',
    met: (transferBig?.p99Ms ?? Infinity) <= 1.5 * Math.max(transfer?.p99Ms ?? 0, 1),
    value: `${transferBig?.p99Ms} ms vs ${transfer?.p99Ms} ms`,
  },
  {
    target: 'journaled transfer ≥ 5 × Prism’s transfer',
    met: (transfer?.requestsPerSecond ?? 0) >= 5 * (prismTransfer?.requestsPerSecond ?? Infinity),
    value: `${transfer?.requestsPerSecond} vs ${prismTransfer?.requestsPerSecond} req/s (${((transfer?.requestsPerSecond ?? 0) / Math.max(prismTransfer?.requestsPerSecond ?? 1, 1)).toFixed(1)}×)`,
  },
  { target: 'no errors or non-2xx on valid requests', met: [balance, transfer, transferBig, prismTransfer].every((c) => c?.errors === 0 && c.non2xx === 0), value: '' },
  { target: 'invalid bodies answered 400', met: Object.keys(invalid?.statusCodes ?? {}).every((code) => code === '400'), value: JSON.stringify(invalid?.statusCodes) },
];

const report = {
  date: new Date().toISOString(),
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  settings: { connections: CONNECTIONS, durationSeconds: DURATION, warmupSeconds: WARMUP, responseValidation: process.env.BENCH_VALIDATE === '1' },
  cases: [...ours, ...big, ...baseline, ...prism],
  targets,
};
mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(join(root, 'bench/mock-server.json'), `${JSON.stringify(report, null, 2)}\n`);
const table = [
  '| case | req/s | p50 ms | p99 ms | statuses |',
  '|---|---:|---:|---:|---|',
  ...report.cases.map((c) => `| ${c.name} | ${c.requestsPerSecond} | ${c.p50Ms} | ${c.p99Ms} | ${JSON.stringify(c.statusCodes)} |`),
  '',
  '| target | met | measured |',
  '|---|---|---|',
  ...targets.map((t) => `| ${t.target} | ${t.met ? 'yes' : '**no**'} | ${t.value} |`),
];
writeFileSync(join(root, 'bench/mock-server.md'), `# Mock server benchmark (${report.date})\n\n${table.join('\n')}\n`);
console.log(`\n${table.join('\n')}`);
rmSync(work, { recursive: true, force: true });
process.exit(targets.every((t) => t.met) ? 0 : 1);
