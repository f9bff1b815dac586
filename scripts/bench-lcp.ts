/**
 * npm run bench:lcp — what Lighthouse's simulated first and largest contentful paint of a screen are made of
 * (where a dashboard start's LCP goes).
 *
 * Builds the app, serves it like `npm run bench` (scripts/lib/bench-servers.ts; `--https`: over HTTPS with HTTP/2, as
 * deployed), makes one Lighthouse navigation (mobile, simulated throttling, as the bench's) with its artifacts kept,
 * and asks Lighthouse's own Lantern metrics for their graphs: every node (a request or a main-thread task) of the
 * LCP simulation with its simulated start and end, and the chain that ends last. `--screen dashboard` (the default)
 * sends the demo user's session cookie. Prints; writes nothing into the repository. Exits non-zero only when something
 * failed to run.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './check-bundle.mjs';
import { demoSessionCookie, runAndExit, serveStatic, startMockServer, stopAll } from './lib/bench-servers';
import { loopbackTls } from './lib/bench-tls';
import { CHROME_FLAGS, CHROMIUM_PATH } from './lib/chromium';
import { answerHelp, optionValue as option, refuse } from './lib/help';
import { byStart, criticalChain, mostInFlight, type LanternNode, type NodeTiming } from './lib/lantern-chain';

answerHelp(
  'Usage: npm run bench:lcp -- [--screen dashboard|sign-in] [--https]\n\nOne Lighthouse navigation of the production build, then the nodes of its simulated LCP (requests and main-thread tasks, with their simulated start and end) and the chain that ends last. --https serves it over HTTPS with HTTP/2, as deployed.',
);

const args = process.argv.slice(2);
const SCREEN = option('screen', 'dashboard');
const HTTPS = args.includes('--https');
if (SCREEN !== 'sign-in' && SCREEN !== 'dashboard') refuse('bench:lcp', `--screen must be sign-in or dashboard, not ${SCREEN}`);
const APP_PORT = Number(process.env.BENCH_LCP_APP_PORT ?? 4793);
const MOCK_PORT = Number(process.env.BENCH_LCP_MOCK_PORT ?? 4794);

/** The parts of Lantern's nodes and metric results read here (Lighthouse's own types need its global LH namespace). */
interface GraphNode extends LanternNode {
  request?: { url: string; transferSize: number; priority: string };
  childEvents?: { name: string; args?: { data?: { url?: string } } }[];
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, NodeTiming>;
}
interface MetricResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}
type Compute = (data: unknown, context: { computedCache: Map<string, unknown>; settings: unknown }) => Promise<MetricResult>;

const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '?…');
const ms = (value: number) => String(Math.round(value)).padStart(5);

function label(node: GraphNode): string {
  if (node.request) return `request ${path(node.request.url)} (${node.request.transferSize} B, ${node.request.priority})`;
  const events = new Set<string>();
  for (const event of node.childEvents ?? []) {
    if (event.name === 'ResourceSendRequest') events.add(`sends ${path(event.args?.data?.url ?? '')}`);
    else if (event.name === 'EvaluateScript' || event.name === 'FunctionCall') events.add(`runs ${path(event.args?.data?.url ?? '') || '(script)'}`);
    else if (event.name === 'ParseHTML') events.add('parses the page');
    else if (event.name === 'Layout' || event.name === 'Paint') events.add('layout and paint');
  }
  return `task ${[...events].slice(0, 5).join(', ') || '(other work)'}`;
}

/** The element Lighthouse names in its LCP breakdown insight (a node item somewhere in the audit's details). */
function lcpElement(details: unknown): string {
  const find = (value: unknown): { snippet?: string; nodeLabel?: string } | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    if ((value as { type?: string }).type === 'node') return value as { snippet?: string; nodeLabel?: string };
    for (const child of Object.values(value)) {
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  const node = find(details);
  return node ? `${node.snippet ?? ''} "${node.nodeLabel ?? ''}"` : '(not reported)';
}

function printEstimate(name: string, estimate: Estimate): void {
  console.log(`\n${name}: ${Math.round(estimate.timeInMs)} ms, ${estimate.nodeTimings.size} nodes (time from the navigation, simulated)`);
  for (const { node, timing } of byStart(estimate.nodeTimings)) console.log(`  ${ms(timing.startTime)} – ${ms(timing.endTime)}  ${label(node)}`);
  console.log('  the chain that ends last (last first):');
  for (const { node, timing } of criticalChain(estimate.nodeTimings)) console.log(`  ${ms(timing.startTime)} – ${ms(timing.endTime)}  ${label(node)}`);
  const requests = [...estimate.nodeTimings].flatMap(([node, timing]) => (node.request ? [{ origin: new URL(node.request.url).origin, timing }] : []));
  for (const [origin, most] of mostInFlight(requests)) console.log(`  at most ${most} request${most === 1 ? '' : 's'} in flight at once to ${origin}`);
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bench-lcp-'));
  try {
    const outDir = join(work, 'app');
    buildApp(outDir);
    await startMockServer(MOCK_PORT, join(work, 'mock-db.json'));
    const tls = HTTPS ? await loopbackTls() : undefined;
    await serveStatic(outDir, APP_PORT, MOCK_PORT, tls);
    let headers: Record<string, string> | null = null;
    if (SCREEN === 'dashboard') {
      headers = { Cookie: await demoSessionCookie(`http://127.0.0.1:${MOCK_PORT}`) };
    }
    const artifactsDir = join(work, 'artifacts');
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROME_FLAGS, ...(tls ? [tls.chromiumFlag] : [])], logLevel: 'error' });
    try {
      const url = `${HTTPS ? 'https' : 'http'}://127.0.0.1:${APP_PORT}/`;
      const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'], extraHeaders: headers };
      // One navigation first, as the bench's runs follow others in the same browser; then one with its artifacts kept.
      await lighthouse(url, flags);
      const lhr = (await lighthouse(url, { ...flags, gatherMode: artifactsDir, auditMode: artifactsDir }))?.lhr;
      if (!lhr || lhr.runtimeError) throw new Error(`lighthouse: ${lhr?.runtimeError?.message ?? 'no result'}`);
      const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
      console.log(
        `${SCREEN} over ${HTTPS ? 'HTTPS with HTTP/2' : 'HTTP/1.1'}: Lighthouse ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, FCP ${numeric('first-contentful-paint')} ms, LCP ${numeric('largest-contentful-paint')} ms, TBT ${numeric('total-blocking-time')} ms`,
      );
      console.log(`the largest contentful paint's element: ${lcpElement(lhr.audits['lcp-breakdown-insight']?.details)}`);
    } finally {
      await chrome.kill();
    }
    const artifacts = (await loadArtifacts(artifactsDir)) as unknown as Record<string, unknown> & { settings: unknown };
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: artifacts.settings,
      simulator: null,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      HostDPR: artifacts.HostDPR,
    };
    const context = { computedCache: new Map<string, unknown>(), settings: artifacts.settings };
    const fcp = await (LanternFirstContentfulPaint.request as unknown as Compute)(data, context);
    const lcp = await (LanternLargestContentfulPaint.request as unknown as Compute)(data, context);
    console.log(
      `Lantern: FCP ${Math.round(fcp.timing)} ms, LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)})`,
    );
    printEstimate('LCP, optimistic graph', lcp.optimisticEstimate);
  } finally {
    await stopAll();
    rmSync(work, { recursive: true, force: true });
  }
}

runAndExit(main);
