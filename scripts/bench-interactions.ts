/**
 * npm run bench:interactions — how fast the signed-in app answers a user on a slow phone:
 *
 * - Interactions: the production build in Debian's Chromium at 390 × 844 (the phone layout) with the CPU slowed
 *   4× through CDP (`Emulation.setCPUThrottlingRate`), signed in as the demo user. Each interaction is measured
 *   like INP: the Event Timing API's duration of the interaction, from the input to the next paint after its
 *   handlers ran (observer with durationThreshold 16; an interaction that reports no entry took < 16 ms and
 *   counts as 16). Ten tries each, the 75th percentile against the 200 ms budget: opening Transfer, switching
 *   between the two cards, opening statements, opening the card control menu, and typing in the withdrawal
 *   amount (every key press is an interaction; a try counts its slowest). Also reported: the time until what
 *   the interaction opens is on screen.
 * - Long histories: 10,000 card transactions (the simulator's bulk mode) and 10,000 account activities (the
 *   simulator's deposit step) injected for the demo user, then opening (ten tries: each leaves the list for the
 *   neighbouring tab, which unmounts it, and opens it anew; the first also fetches its first page) and paging (ten
 *   pages) the account activity and the card transactions within the same budget, and the page's JS heap (after a
 *   garbage collection) and DOM size at the end, against 150 MB.
 *
 * Used by `npm run bench` (the figures go to bench/report.md); alone it builds the app, measures and writes
 * bench/interactions.json. Exits non-zero only when something failed to run.
 */
import { chromium, type Browser, type CDPSession, type Locator, type Page } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { injectBulk, SimulatorClient } from '../simulator';
import { buildApp } from './check-bundle.mjs';
import { DEMO_USER, PHONE_CPU_SLOWDOWN, runAndExit, serveStatic, startMockServer, stopAll } from './lib/bench-servers';
import { CHROME_FLAGS, CHROMIUM_PATH } from './lib/chromium';
import { measureRoundTrips, type RoundTripReport } from './lib/round-trips';
import { answerHelp } from './lib/help';

export const INTERACTION_BUDGET_MS = 200;
export const HEAP_BUDGET_MB = 150;
const TRIES = Number(process.env.BENCH_INTERACTION_TRIES ?? 10);
const HISTORY_SIZE = Number(process.env.BENCH_HISTORY_SIZE ?? 10_000);

export interface InteractionFigure {
  id: string;
  label: string;
  /** INP-like durations of the tries (ms). */
  samplesMs: number[];
  p75Ms: number;
  /** Time from the input until what it opens is visible, per try (ms, wall clock under the slowdown). */
  shownMs: number[];
  met: boolean;
}

export interface InteractionReport {
  cpuSlowdown: number;
  viewport: { width: number; height: number };
  tries: number;
  budgetMs: number;
  interactions: InteractionFigure[];
  /** API round trips before the first signed-in paint of the dashboard (scripts/lib/round-trips.ts). */
  firstPaint: RoundTripReport;
  longHistories: {
    cardTransactions: number;
    accountActivities: number;
    injectMs: number;
    interactions: InteractionFigure[];
    heapUsedMb: number;
    domNodes: number;
    heapBudgetMb: number;
    met: boolean;
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};

declare global {
  interface Window {
    __benchEvents?: { start: number; duration: number }[];
  }
}

/** Records every interaction's Event Timing entry (from before the app's first script runs). */
function observeEventTiming() {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    // interactionId is not in TypeScript 5.9's DOM types yet.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (entry.interactionId) window.__benchEvents?.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** Two frames and a moment: what an interaction renders has been painted (and its Event Timing entry delivered). */
async function settle(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));
}

/**
 * Runs `act` (the user's input) and waits for `shown` (what it opens); resolves with the slowest interaction's
 * INP-like duration since the input and the time until `shown` was visible.
 */
async function measure(page: Page, act: () => Promise<void>, shown: Locator | null): Promise<{ inp: number; shown: number }> {
  const mark = await page.evaluate(() => performance.now());
  const started = Date.now();
  await act();
  if (shown) await shown.waitFor({ state: 'visible', timeout: 60_000 });
  const shownMs = Date.now() - started;
  // Event Timing entries are delivered after the next paint: give the observer two frames and a moment.
  await settle(page);
  const durations = await page.evaluate((since) => (window.__benchEvents ?? []).filter((entry) => entry.start >= since).map((entry) => entry.duration), mark);
  return { inp: Math.max(16, ...durations), shown: shownMs };
}

async function repeat(label: string, id: string, tries: number, once: () => Promise<{ inp: number; shown: number }>): Promise<InteractionFigure> {
  const samplesMs: number[] = [];
  const shownMs: number[] = [];
  for (let i = 0; i < tries; i++) {
    const result = await once();
    samplesMs.push(Math.round(result.inp));
    shownMs.push(result.shown);
  }
  const p75Ms = percentile(samplesMs, 75);
  console.log(`bench:interactions: ${label}: p75 ${p75Ms} ms (${samplesMs.join(', ')})`);
  return { id, label, samplesMs, p75Ms, shownMs, met: p75Ms <= INTERACTION_BUDGET_MS };
}

/** Selects `tab` (unless it is selected) and waits until `list` has left the page, so that the next try opens it anew. */
async function leaveFor(page: Page, tab: Locator, list: Locator) {
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await list.first().waitFor({ state: 'detached', timeout: 30_000 });
  await settle(page);
}

async function closeDialog(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
}

async function signedInPage(browser: Browser, appOrigin: string): Promise<{ page: Page; cdp: CDPSession; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: appOrigin, serviceWorkers: 'block', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });
  const login = await context.request.post('/api/auth/login', { data: DEMO_USER });
  if (!login.ok()) throw new Error(`demo sign-in failed: ${login.status()} ${await login.text()}`);
  await context.addInitScript(observeEventTiming);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto('/');
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor({ timeout: 60_000 });
  // Slowed down only once the dashboard is there: the budget is about answering input, not loading.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  return { page, cdp, close: () => context.close() };
}

const navTab = (page: Page, name: string) => page.getByRole('navigation').getByRole('button', { name, exact: true });

async function interactions(browser: Browser, appOrigin: string): Promise<InteractionFigure[]> {
  const { page, close } = await signedInPage(browser, appOrigin);
  try {
    const figures: InteractionFigure[] = [];

    const transfer = page.getByRole('dialog', { name: 'Transfer' });
    figures.push(
      await repeat('open Transfer', 'open-transfer', TRIES, async () => {
        const result = await measure(page, () => page.getByRole('button', { name: 'Transfer', exact: true }).click(), transfer);
        await closeDialog(page, transfer);
        return result;
      }),
    );

    const withdrawal = page.getByRole('dialog', { name: 'Withdrawal' });
    figures.push(
      await repeat('type in the withdrawal amount', 'type-withdrawal-amount', TRIES, async () => {
        await page.getByRole('button', { name: 'Withdrawal', exact: true }).click();
        const amount = withdrawal.getByRole('textbox', { name: 'Amount' });
        await amount.waitFor({ timeout: 30_000 });
        let slowest = { inp: 0, shown: 0 };
        for (const key of '123.45') {
          const result = await measure(page, () => amount.press(key), null);
          if (result.inp > slowest.inp) slowest = result;
        }
        await closeDialog(page, withdrawal);
        return slowest;
      }),
    );

    await navTab(page, 'Cards').click();
    const cardTypes = page.getByRole('tablist', { name: 'Card type' });
    await cardTypes.waitFor({ timeout: 30_000 });
    // The demo user has a debit and a credit card: switching between them is switching the card type tab.
    figures.push(
      await repeat('switch between the two cards', 'switch-card', TRIES, async () => {
        const toCredit = (await cardTypes.getByRole('tab', { name: 'Debit' }).getAttribute('aria-selected')) === 'true';
        const name = toCredit ? 'Credit' : 'Debit';
        return measure(page, () => cardTypes.getByRole('tab', { name }).click(), cardTypes.getByRole('tab', { name, selected: true }));
      }),
    );

    const menu = page.getByRole('menu');
    figures.push(
      await repeat('open the card control menu', 'open-card-menu', TRIES, async () => {
        const result = await measure(page, () => page.getByRole('button', { name: 'Card control' }).click(), menu);
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'hidden', timeout: 30_000 });
        return result;
      }),
    );

    const statements = page.getByRole('dialog', { name: 'Card statements' });
    figures.push(
      await repeat('open statements', 'open-statements', TRIES, async () => {
        await page.getByRole('button', { name: 'Card control' }).click();
        const item = page.getByRole('menuitem', { name: 'View statements' });
        const result = await measure(page, () => item.click(), statements);
        await closeDialog(page, statements);
        return result;
      }),
    );
    return figures;
  } finally {
    await close();
  }
}

/** Injects the long histories through the simulator: card transactions in bulk, account activities as deposits. */
async function injectHistories(mockOrigin: string): Promise<number> {
  const started = Date.now();
  const client = new SimulatorClient({ baseUrl: mockOrigin });
  const demo = (await client.users(DEMO_USER.email)).data[0];
  const debit = demo?.cards.find((card) => card.status === 'active' && card.model === 'debit');
  if (!demo || !debit) throw new Error('the seed has no active debit card for demo@example.com');
  await injectBulk({ client, cardIds: [debit.id], count: HISTORY_SIZE, seed: 20261125 });
  let sent = 0;
  const worker = async () => {
    while (sent < HISTORY_SIZE) {
      sent += 1;
      await client.call('simulateDeposit', { body: { userId: demo.id, currency: 'USDT', amount: `${1 + (sent % 97)}.${String(sent % 100).padStart(2, '0')}`, network: 'tron' } });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return Date.now() - started;
}

async function longHistories(browser: Browser, appOrigin: string, mockOrigin: string): Promise<InteractionReport['longHistories']> {
  console.log(`bench:interactions: injecting ${HISTORY_SIZE.toLocaleString('en-US')} card transactions and as many account activities…`);
  const injectMs = await injectHistories(mockOrigin);
  const { page, cdp, close } = await signedInPage(browser, appOrigin);
  try {
    const figures: InteractionFigure[] = [];
    // Account activity: open the tab, then page with "Load more".
    // Each try opens the tab anew (leaving it for Tokens unmounts the list); the first try also fetches the first page.
    const activityTab = page.getByRole('tab', { name: 'Activity' });
    const tokensTab = page.getByRole('tab', { name: 'Tokens' });
    figures.push(
      await repeat(`open the account activity (${HISTORY_SIZE.toLocaleString('en-US')} entries)`, 'open-activity', TRIES, async () => {
        await leaveFor(page, tokensTab, page.locator('[data-transaction-id]'));
        return measure(page, () => activityTab.click(), page.locator('[data-transaction-id]').first());
      }),
    );
    const loadMore = page.getByRole('button', { name: 'Load more' });
    figures.push(
      await repeat('page the account activity (Load more)', 'page-activity', TRIES, async () => {
        const before = await page.locator('[data-transaction-id]').count();
        return measure(page, () => loadMore.click(), page.locator('[data-transaction-id]').nth(before));
      }),
    );

    // Card transactions: the Cards tab, its Transactions sub-tab, then Next page.
    await navTab(page, 'Cards').click();
    const transactionsTab = page.getByRole('tab', { name: 'Transactions' });
    // On a phone the card transactions are a list of cards (li), on a desktop a table (tr).
    const rows = page.getByRole('region', { name: 'Transaction History' }).locator('[data-transaction-id]');
    const myCardsTab = page.getByRole('tab', { name: 'My Cards' });
    figures.push(
      await repeat(`open the card transactions (${HISTORY_SIZE.toLocaleString('en-US')} entries)`, 'open-card-transactions', TRIES, async () => {
        await leaveFor(page, myCardsTab, rows);
        return measure(page, () => transactionsTab.click(), rows.first());
      }),
    );
    const history = page.getByRole('region', { name: 'Transaction History' });
    const nextPage = history.getByRole('button', { name: 'Next' });
    figures.push(
      await repeat('page the card transactions (Next)', 'page-card-transactions', TRIES, async () => {
        const label = await history.getByText(/^Page \d+ of \d+/).textContent();
        const page1 = Number(/^Page (\d+)/.exec(label ?? '')?.[1] ?? 0);
        return measure(page, () => nextPage.click(), history.getByText(new RegExp(`^Page ${page1 + 1} of`)));
      }),
    );

    await cdp.send('HeapProfiler.collectGarbage');
    const metrics = (await cdp.send('Performance.enable').then(() => cdp.send('Performance.getMetrics'))).metrics;
    const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? 0;
    const heapUsedMb = Number((metric('JSHeapUsedSize') / 1024 / 1024).toFixed(1));
    const domNodes = metric('Nodes');
    console.log(`bench:interactions: page heap ${heapUsedMb} MB, ${domNodes} DOM nodes after paging`);
    return {
      cardTransactions: HISTORY_SIZE,
      accountActivities: HISTORY_SIZE,
      injectMs,
      interactions: figures,
      heapUsedMb,
      domNodes,
      heapBudgetMb: HEAP_BUDGET_MB,
      met: heapUsedMb < HEAP_BUDGET_MB && figures.every((figure) => figure.met),
    };
  } finally {
    await close();
  }
}

/** Measures the interactions and the long histories against an app served at `appOrigin` (its API proxied to `mockOrigin`). */
export async function measureInteractions(appOrigin: string, mockOrigin: string): Promise<InteractionReport> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS });
  try {
    const firstPaint = await measureRoundTrips(browser, appOrigin, DEMO_USER);
    console.log(`bench:interactions: first signed-in paint after ${firstPaint.roundTrips} round trips (${firstPaint.waves.map((wave) => wave.join(' + ')).join(' → ')})`);
    const figures = await interactions(browser, appOrigin);
    return {
      firstPaint,
      cpuSlowdown: PHONE_CPU_SLOWDOWN,
      viewport: { width: 390, height: 844 },
      tries: TRIES,
      budgetMs: INTERACTION_BUDGET_MS,
      interactions: figures,
      longHistories: await longHistories(browser, appOrigin, mockOrigin),
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  const root = new URL('..', import.meta.url).pathname;
  const work = mkdtempSync(join(tmpdir(), 'lookcard-bench-interactions-'));
  const mockPort = Number(process.env.BENCH_MOCK_PORT ?? 4072);
  const appPort = Number(process.env.BENCH_APP_PORT ?? 5272);
  try {
    console.log('bench:interactions: building the app…');
    buildApp(join(work, 'app'));
    await startMockServer(mockPort, join(work, 'mock-db.json'));
    await serveStatic(join(work, 'app'), appPort, mockPort);
    const report = await measureInteractions(`http://127.0.0.1:${appPort}`, `http://127.0.0.1:${mockPort}`);
    mkdirSync(join(root, 'bench'), { recursive: true });
    writeFileSync(join(root, 'bench/interactions.json'), `${JSON.stringify({ date: new Date().toISOString(), ...report }, null, 2)}\n`);
    console.log('bench:interactions: wrote bench/interactions.json');
  } finally {
    await stopAll();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  answerHelp(`
usage: npm run bench:interactions
Builds the app and measures, in Debian's Chromium at 390 px with the CPU slowed 4×, how long opening Transfer,
switching cards, opening statements, opening the card control menu and typing in the withdrawal amount take from
input to next paint (p75 of 10 tries, budget 200 ms), then the same for opening and paging 10,000 card
transactions and 10,000 account activities, and the page's memory (budget 150 MB). Writes bench/interactions.json.
Environment: BENCH_INTERACTION_TRIES (10), BENCH_HISTORY_SIZE (10000), BENCH_MOCK_PORT (4072), BENCH_APP_PORT (5272),
CHROMIUM_PATH (/usr/bin/chromium).
`);
  runAndExit(main);
}
