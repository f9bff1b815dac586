/**
 * npm run bench:ab — a Lighthouse A/B of two production builds (how a start-up change is measured).
 *
 * Serves both builds side by side like `npm run bench` (scripts/lib/bench-servers.ts, one fresh mock server behind
 * both; `--https`: over HTTPS with HTTP/2, as deployed) and makes interleaved Lighthouse runs (A, B, A, B, …) in one
 * Chromium, so that what the machine does meanwhile falls on both sides alike; prints each run and the medians, and
 * B's difference from A. Build each side first, e.g. `npm run check:bundle -- --out /tmp/a` on each commit.
 * `--page dashboard` (the default) sends the demo user's session cookie. Exits non-zero only when something failed
 * to run.
 */
import * as chromeLauncher from 'chrome-launcher';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { demoSessionCookie, runAndExit, serveStatic, startMockServer, stopAll } from './lib/bench-servers';
import { loopbackTls } from './lib/bench-tls';
import { CHROME_FLAGS, CHROMIUM_PATH } from './lib/chromium';
import { answerHelp, optionValue as option, refuse as refuseAs } from './lib/help';
import { lighthouseRun, summarise, type LighthouseRun } from './lib/lighthouse-runs';

const USAGE = 'Usage: npm run bench:ab -- DIR_A DIR_B [--page dashboard|sign-in] [--runs N] [--https]';
answerHelp(
  `${USAGE}\n\nInterleaved Lighthouse runs (mobile, simulated throttling) of two production builds served side by side; prints each run, the medians and B − A. Build each side first, e.g. npm run check:bundle -- --out /tmp/a.`,
);

const args = process.argv.slice(2);
const valued = new Set(['--page', '--runs']);
const dirs = args.filter((arg, index) => !arg.startsWith('--') && !valued.has(args[index - 1] ?? '')).map((dir) => resolve(dir));
const PAGE = option('page', 'dashboard');
const RUNS = Number(option('runs', '5'));
const HTTPS = args.includes('--https');
const refuse = (message: string): never => refuseAs('bench:ab', message, USAGE);
if (dirs.length !== 2) refuse(`give two build directories, not ${dirs.length}`);
for (const dir of dirs) if (!existsSync(join(dir, 'index.html'))) refuse(`${dir} holds no build (no index.html)`);
if (PAGE !== 'sign-in' && PAGE !== 'dashboard') refuse(`--page must be sign-in or dashboard, not ${PAGE}`);
if (!Number.isInteger(RUNS) || RUNS < 1) refuse(`--runs must be a whole number of at least 1, not ${option('runs', '')}`);

const MOCK_PORT = Number(process.env.BENCH_AB_MOCK_PORT ?? 4795);
const PORTS = [MOCK_PORT + 1, MOCK_PORT + 2];
const METRICS = [
  ['score', 'score', ''],
  ['FCP', 'fcpMs', ' ms'],
  ['LCP', 'lcpMs', ' ms'],
  ['TBT', 'tbtMs', ' ms'],
] as const;

const describe = (run: LighthouseRun) => METRICS.map(([label, key, unit]) => `${label} ${run[key]}${unit}`).join(', ') + ` (benchmark index ${run.benchmarkIndex})`;

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bench-ab-'));
  try {
    await startMockServer(MOCK_PORT, join(work, 'mock-db.json'));
    const tls = HTTPS ? await loopbackTls() : undefined;
    for (const [side, dir] of dirs.entries()) await serveStatic(dir, PORTS[side] ?? 0, MOCK_PORT, tls);
    const headers = PAGE === 'dashboard' ? { Cookie: await demoSessionCookie(`http://127.0.0.1:${MOCK_PORT}`) } : undefined;
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROME_FLAGS, ...(tls ? [tls.chromiumFlag] : [])], logLevel: 'error' });
    const runs: LighthouseRun[][] = [[], []];
    try {
      for (let run = 0; run < RUNS; run++) {
        for (const side of [0, 1]) {
          const result = await lighthouseRun(chrome.port, `${HTTPS ? 'https' : 'http'}://127.0.0.1:${PORTS[side]}/`, headers);
          runs[side]?.push(result);
          console.log(`${side === 0 ? 'A' : 'B'} run ${run + 1}/${RUNS}: ${describe(result)}`);
        }
      }
    } finally {
      await chrome.kill();
    }
    const [a, b] = runs.map((sideRuns) => summarise(sideRuns));
    if (!a || !b) return;
    console.log(`\n${PAGE} over ${HTTPS ? 'HTTPS with HTTP/2' : 'HTTP/1.1'}, ${RUNS} interleaved run${RUNS === 1 ? '' : 's'} per side, medians:`);
    for (const [label, key, unit] of METRICS) {
      const before = key === 'score' ? a.median : a.medianMetrics[key];
      const after = key === 'score' ? b.median : b.medianMetrics[key];
      const runsOf = (side: LighthouseRun[] | undefined) => (side ?? []).map((run) => run[key]).join(', ');
      console.log(`  ${label.padEnd(5)} A ${before}${unit} → B ${after}${unit} (${after - before >= 0 ? '+' : ''}${after - before}${unit}); runs A ${runsOf(runs[0])}; B ${runsOf(runs[1])}`);
    }
    console.log(`  A: ${dirs[0]}\n  B: ${dirs[1]}`);
  } finally {
    await stopAll();
    rmSync(work, { recursive: true, force: true });
  }
}

runAndExit(main);
