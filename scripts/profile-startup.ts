/**
 * npm run bench:profile — where the main thread's time goes when a screen starts (profile before optimising).
 *
 * Builds the app with hidden source maps, serves it like `npm run bench` (scripts/lib/bench-servers.ts), opens a
 * screen in Debian's Chromium at 390 × 844 with the CPU slowed 4× (like Lighthouse's mobile setting) and records a
 * CPU profile from navigation until the screen is up and the page is quiet. Prints the samples' self time per
 * package or app folder (through the source maps) and per function, and the long tasks (> 50 ms). `--screen dashboard`
 * signs in as the demo user first (through the API, so the dashboard is what the profile sees start).
 * Alone: `npm run bench:profile -- [--screen sign-in|dashboard] [--runs N]`. Exits non-zero only when something failed
 * to run.
 */
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './check-bundle.mjs';
import { DEMO_USER, PHONE_CPU_SLOWDOWN, runAndExit, serveStatic, startMockServer, stopAll } from './lib/bench-servers';
import { CHROME_FLAGS, CHROMIUM_PATH } from './lib/chromium';
import { answerHelp, optionValue as option, refuse as refuseAs } from './lib/help';
import { partOf, SourceMapIndex } from './lib/source-map-index';

answerHelp(
  'Usage: npm run bench:profile -- [--screen sign-in|dashboard] [--runs N]\n\nProfiles the start of a screen of the production build on a 4× slowed CPU and prints the main thread time per package and function, and the long tasks.',
);

const SCREEN = option('screen', 'sign-in');
const RUNS = Number(option('runs', '3'));
const refuse = (message: string): never => refuseAs('bench:profile', message);
if (SCREEN !== 'sign-in' && SCREEN !== 'dashboard') refuse(`--screen must be sign-in or dashboard, not ${SCREEN}`);
if (!Number.isInteger(RUNS) || RUNS < 1) refuse(`--runs must be a whole number of at least 1, not ${option('runs', '')}`);

const APP_PORT = Number(process.env.PROFILE_APP_PORT ?? 4791);
const MOCK_PORT = Number(process.env.PROFILE_MOCK_PORT ?? 4792);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The threshold of a long task (the Long Tasks API's). */
const LONG_TASK_MS = 50;

const addMs = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
const top = (map: Map<string, number>, limit: number, runs: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, ms]) => `  ${(ms / runs).toFixed(0).padStart(6)} ms  ${name}`)
    .join('\n');

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'profile-startup-'));
  try {
    const outDir = join(work, 'app');
    buildApp(outDir, { sourcemap: 'hidden' });
    await startMockServer(MOCK_PORT, join(work, 'mock-db.json'));
    await serveStatic(outDir, APP_PORT, MOCK_PORT);
    const maps = new SourceMapIndex(outDir);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS });
    const byPart = new Map<string, number>();
    const byFunction = new Map<string, number>();
    const longTasks: number[][] = [];
    const busyStretches: { ms: number; parts: Map<string, number>; functions: Map<string, number> }[][] = [];
    let total = 0;
    try {
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ baseURL: `http://127.0.0.1:${APP_PORT}`, viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
        if (SCREEN === 'dashboard') {
          const response = await context.request.post('/api/auth/login', { data: DEMO_USER });
          if (!response.ok()) throw new Error(`demo sign-in failed: ${response.status()}`);
        }
        const page = await context.newPage();
        await page.addInitScript(() => {
          const tasks: number[] = [];
          (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) tasks.push(Math.round(entry.duration));
          }).observe({ type: 'longtask', buffered: true });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await page.goto('/');
        await page.getByRole('heading', { name: SCREEN === 'dashboard' ? 'Dashboard' : 'Sign in' }).waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1_000);
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
        longTasks.push(await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks));
        await context.close();

        const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
        // A busy stretch of the main thread (samples between two idle ones): its length and where its time went.
        let busy = { ms: 0, parts: new Map<string, number>(), functions: new Map<string, number>() };
        const closeBusy = () => {
          if (busy.ms >= LONG_TASK_MS) busyStretches[run]?.push(busy);
          busy = { ms: 0, parts: new Map<string, number>(), functions: new Map<string, number>() };
        };
        busyStretches[run] = [];
        profile.samples.forEach((id, index) => {
          const node = nodes.get(id);
          const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
          if (!node) return;
          const { functionName, url, lineNumber, columnNumber } = node.callFrame;
          if (functionName === '(idle)') return closeBusy();
          busy.ms += ms;
          if (functionName === '(program)') return void addMs(busy.parts, '(browser: parse, style, layout, paint)', ms);
          total += ms;
          const file = url.includes('/assets/') ? url.slice(url.indexOf('/assets/') + 1) : '';
          const position = file ? maps.positionAt(file, lineNumber, columnNumber) : null;
          const source = position?.source ?? null;
          const part = source ? partOf(source) : functionName === '(garbage collector)' ? '(garbage collector)' : url ? `other: ${url}` : `(native) ${functionName}`;
          addMs(byPart, part, ms);
          addMs(busy.parts, part, ms);
          const where = `${functionName || '(anonymous)'} ${position ? `${position.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${position.line}` : `${url}:${lineNumber}:${columnNumber}`}`;
          addMs(byFunction, where, ms);
          addMs(busy.functions, where, ms);
        });
        closeBusy();
      }
    } finally {
      await browser.close();
    }
    console.log(`\n${SCREEN}: main-thread JS time per run (CPU ${PHONE_CPU_SLOWDOWN}× slower, ${RUNS} runs): ${(total / RUNS).toFixed(0)} ms`);
    console.log(`long tasks (ms) per run: ${longTasks.map((tasks) => `[${tasks.join(', ')}] = ${tasks.reduce((sum, t) => sum + Math.max(0, t - 50), 0)} ms blocking`).join('; ')}`);
    console.log('\nbusy stretches of the main thread ≥ 50 ms (from the profile, browser work included), with their five largest parts and functions:');
    busyStretches.forEach((stretches, run) => {
      console.log(`  run ${run + 1}:`);
      for (const stretch of stretches) {
        const largest = (map: Map<string, number>) =>
          [...map]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 5)
            .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
            .join(', ');
        console.log(`    ${stretch.ms.toFixed(0).padStart(5)} ms: ${largest(stretch.parts)}`);
        console.log(`             functions: ${largest(stretch.functions)}`);
      }
    });
    console.log(`\nself time per part:\n${top(byPart, 25, RUNS)}`);
    console.log(`\nself time per function:\n${top(byFunction, 40, RUNS)}`);
  } finally {
    await stopAll();
    rmSync(work, { recursive: true, force: true });
  }
}

runAndExit(main);
