import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Card } from '@contract-kit/model';
import { TEST_NOW, totp } from '../../mock-server/testing';
import { MOCK_PORT_HEADER } from './mock-routing';

export { expect };

/** The first worker's mock-server port; worker N (parallelIndex) gets MOCK_PORT_BASE + N. */
export const MOCK_PORT_BASE = Number(process.env.E2E_MOCK_PORT ?? 4011);

/**
 * The journeys' `test`: every Playwright worker starts its own mock server (fresh seed, own store and
 * clock) and every request of its pages and of `request` carries {@link MOCK_PORT_HEADER}, which the dev
 * server (tests/e2e/vite.config.ts, see mock-routing.ts) uses to route /api, /mock-pages… to that server. So
 * workers never see each other's resets, faults or clock moves.
 */
/**
 * Which app a journey drives: `production` (default) is the production build served by `vite preview`
 * (what users get, and quick to load), `development` the dev server, for what exists only there (the
 * /transaction-simulation page). Set per file with `test.use({ appServer: 'development' })`.
 */
export type AppServer = 'production' | 'development';

/** A Content-Security-Policy violation a page (or frame) of the journey reported. */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
  document: string;
}

declare global {
  interface Window {
    __reportCspViolation?: (violation: CspViolation) => Promise<void>;
  }
}

/** The journeys' worker options (playwright.config.ts sets them per project). */
export interface JourneyWorkerOptions {
  journeyTime: string;
}

export const test = base.extend<{ appServer: AppServer; cspViolations: CspViolation[]; seededBackend: true }, JourneyWorkerOptions & { mockPort: number; previewOrigin: string }>({
  appServer: ['production', { option: true }],
  /**
   * The moment every journey of the worker starts at (ISO): the mock server's clock starts there and goes back there
   * with the reset before each journey, and the browser's clock (Playwright's page.clock) starts there too; both run on
   * in real time. By default the suite's TEST_NOW; the calendar projects (playwright.config.ts) set hard moments.
   */
  journeyTime: [TEST_NOW.toISOString(), { option: true, scope: 'worker' }],
  /** Every journey starts from the seed, at the journey's time. */
  seededBackend: [
    async ({ request }, provide) => {
      await resetBackend(request);
      await provide(true);
    },
    { auto: true },
  ],
  /**
   * Every `securitypolicyviolation` event of every page and frame of the journey (the production build runs under
   * its real CSP, see tooling/hosting/security-headers.ts). Any violation fails the journey; the axe walk also names the
   * screen it happened on (Scanner.scan takes them as it goes).
   */
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument
  cspViolations: async ({}, provide) => {
    await provide([]);
  },
  context: async ({ context, cspViolations, journeyTime, seededBackend }, provide) => {
    void seededBackend;
    await context.clock.install({ time: journeyTime });
    await context.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
      cspViolations.push(violation);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        void window.__reportCspViolation?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: event.sourceFile,
          line: event.lineNumber,
          sample: event.sample,
          document: event.documentURI,
        });
      });
    });
    await provide(context);
    expect(
      cspViolations,
      `Content-Security-Policy violations:\n${cspViolations.map((v) => `${v.directive} blocked ${v.blocked || '(inline)'} on ${v.document} ${v.source}:${v.line} ${v.sample}`).join('\n')}`,
    ).toEqual([]);
  },
  mockPort: [
    async ({ journeyTime }, provide, workerInfo) => {
      const port = MOCK_PORT_BASE + workerInfo.parallelIndex;
      const server = spawn(
        'node_modules/.bin/node',
        // Mailed links (password reset) open this worker's production app (the preview below); it is reached through
        // the preview's and the dev server's proxies, which append the browser's address to X-Forwarded-For.
        [
          '--import',
          'tsx',
          'mock-server/cli.ts',
          '--port',
          String(port),
          '--db',
          `.mock/e2e-${port}.json`,
          '--reset',
          '--quiet',
          '--trust-proxy',
          '--now',
          journeyTime,
          '--app-origin',
          `http://127.0.0.1:${PREVIEW_PORT_BASE + workerInfo.parallelIndex}`,
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      const ready = new Promise<void>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('listening on')) resolve();
        };
        server.stdout.on('data', onData);
        server.stderr.on('data', onData);
        server.once('exit', (code) => reject(new Error(`mock server on ${port} exited with ${code}:\n${output}`)));
        setTimeout(() => reject(new Error(`mock server on ${port} did not start in 60 s:\n${output}`)), 60_000).unref();
      });
      await ready;
      await provide(port);
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  previewOrigin: [
    async ({ mockPort }, provide) => {
      await buildProductionOnce();
      const port = PREVIEW_PORT_BASE + (mockPort - MOCK_PORT_BASE);
      const preview = spawnLogged('node_modules/.bin/vite', ['preview', '--outDir', PRODUCTION_DIR, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
        MOCK_URL: `http://127.0.0.1:${mockPort}`,
      });
      const origin = `http://127.0.0.1:${port}`;
      await expect
        .poll(
          async () =>
            fetch(origin).then(
              (response) => response.ok,
              () => false,
            ),
          { timeout: 30_000 },
        )
        .toBe(true);
      await provide(origin);
      preview.kill();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ appServer, baseURL, previewOrigin }, provide) => {
    await provide(appServer === 'production' ? previewOrigin : baseURL);
  },
  extraHTTPHeaders: async ({ mockPort, extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, [MOCK_PORT_HEADER]: String(mockPort) });
  },
});

/** Shared helpers for the journeys. The app proxies /api to the mock server, so `request` can reach it too. */

export const USERS = {
  demo: { email: 'demo@example.com', password: 'Demo-Passw0rd!' },
  friend: { email: 'friend@example.com', password: 'Friend-Passw0rd!' },
  mfa: { email: 'mfa@example.com', password: 'Mfa-User-Passw0rd!', totpSecret: 'JBSWY3DPEHPK3PXP' },
  unverified: { email: 'unverified@example.com', password: 'Unverified-Passw0rd!' },
  newcomer: { email: 'newcomer@example.com', password: 'Newcomer-Passw0rd!' },
} as const;

/** Back to the seed and the journey's time (the `seededBackend` fixture does it before every journey). */
async function resetBackend(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/simulator/reset', { data: {} });
  expect(response.ok(), `reset failed: ${response.status()} ${await response.text()}`).toBe(true);
}

/** The mock server's time (ms since the epoch): what its expiries, one-time codes and "today" are measured by. */
export async function serverTime(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/simulator/clock');
  expect(response.ok()).toBe(true);
  return Date.parse(((await response.json()) as { now: string }).now);
}

/** Moves the mock server's clock on (the browser's stays where it is). */
export async function advanceServerClock(request: APIRequestContext, seconds: number): Promise<number> {
  const response = await request.post('/api/simulator/clock', { data: { advanceSeconds: seconds } });
  expect(response.ok(), `clock move failed: ${response.status()} ${await response.text()}`).toBe(true);
  return Date.parse(((await response.json()) as { now: string }).now);
}

/**
 * The authenticator app's code at the mock server's time. Never one about to expire: when its 30 s step has less than
 * 5 s left, the server's clock moves on to the next step first (no real wait).
 */
export async function authenticatorCode(request: APIRequestContext, secret: string): Promise<string> {
  let now = await serverTime(request);
  const left = 30_000 - (now % 30_000);
  if (left < 5_000) now = await advanceServerClock(request, Math.ceil(left / 1000));
  return totp(secret, now);
}

/** The code of the authenticator's next step: a code is accepted once, so the server's clock moves on 30 s first. */
export async function nextAuthenticatorCode(request: APIRequestContext, secret: string): Promise<string> {
  await advanceServerClock(request, 30);
  return authenticatorCode(request, secret);
}

/**
 * Pastes `text` into a field as a user does: through the clipboard and Ctrl+V (a real paste event, which the
 * browser limits to any maxLength the input has — unlike `fill`).
 */
export async function pasteInto(page: Page, field: Locator, text: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.fill('');
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

/** A fault for the next `times` calls of an operation (latency, a forced status …: contract SimulatorFault). */
export async function injectFault(request: APIRequestContext, fault: { operationId: string; latencyMs?: number; status?: number; times?: number }): Promise<void> {
  const response = await request.post('/api/simulator/faults', { data: fault });
  expect(response.ok(), `fault failed: ${response.status()} ${await response.text()}`).toBe(true);
}

/** Signs in through the UI with e-mail and password (users without two-factor). */
export async function signIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email', { exact: false }).first().fill(user.email);
  await page.getByLabel('Password', { exact: false }).first().fill(user.password);
  await page.getByRole('button', { name: /^(Sign in|Log in|Login)$/ }).click();
}

/**
 * Signs in and waits for the dashboard. The wait is longer than an ordinary expectation's: on the dev server the
 * signed-in shell is hundreds of unbundled modules a fresh browser context downloads again, and with the other
 * worker's journey on the second core that took over 15 s in a CI run (the sign-in form had been sent; the
 * dashboard was still arriving).
 */
export async function signInToDashboard(page: Page, user: { email: string; password: string }): Promise<void> {
  await signIn(page, user);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
}

/**
 * Presses a tab that changes the place (a card type, a mobile tab) and waits until it shows as selected: the place
 * renders after the press's paint, so the tab's content (and every control acting on it, like the card's control menu)
 * belongs to the pressed tab only from then on — as a user sees it.
 */
/**
 * Opens a select's list (MUI Select, role combobox) from the keyboard, as a keyboard user does (ArrowDown). Not with a
 * click: MUI takes a press released over an option more than 200 ms after it went down as a choice (press, drag,
 * release), and a list that does not fit below its select opens over it. On a loaded machine the browser can take that
 * long between a click's press and its release — in a CI run of 2026-11-28 the simulator's Step select opened under
 * the pointer and the click's release chose "On-chain deposit to the user" instead of opening the list.
 */
export async function openSelect(combobox: Locator): Promise<void> {
  // A select whose choices are still loading is disabled (the withdrawal's Network until the chains arrive): a key
  // pressed then opens nothing, as for a user, who waits until it can be used.
  await expect(combobox).toBeEnabled({ timeout: 15_000 });
  await combobox.focus();
  await combobox.press('ArrowDown');
  // The open list hides the rest of the page from assistive technology (the select included): look for the list.
  await expect(combobox.page().getByRole('listbox')).toBeVisible();
}

export async function pressTab(tab: Locator): Promise<void> {
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** The signed-in user's active debit card, read through the API (the page's context carries the session cookie). */
export async function activeDebitCard(page: Page): Promise<Card> {
  const response = await page.request.get('/api/cards');
  expect(response.ok()).toBe(true);
  const card = ((await response.json()) as { data: Card[] }).data.find((candidate) => candidate.model === 'debit' && candidate.status === 'active');
  if (!card) throw new Error('the signed-in user has no active debit card');
  return card;
}

/** Mails the mock server "sent" to an address (verification codes, reset links). */
export async function outbox(request: APIRequestContext, to: string): Promise<{ to: string; subject: string; text: string; code?: string; link?: string }[]> {
  const response = await request.get(`/api/simulator/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { to: string; subject: string; text: string; code?: string; link?: string }[] }).data;
}

/** A production build that runs against the mock server names the mock server's legal pages (src/config/parse-env.ts). */
export const MOCK_BACKEND_BUILD_ENV: Record<string, string> = { VITE_TERMS_URL: '/mock-pages/terms', VITE_PRIVACY_URL: '/mock-pages/privacy' };

/** The production build the offline/PWA journeys run against (built once per run, under a lock, by whichever worker needs it first). */
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 5174);
/** Per run's app port, so runs sharing a machine never rebuild each other's app. */
export const PRODUCTION_DIR = `.mock/e2e-dist-${APP_PORT}`;
export const BUILD_LOCK = `.mock/e2e-dist-${APP_PORT}.lock`;
const PREVIEW_PORT_BASE = Number(process.env.E2E_PREVIEW_PORT ?? APP_PORT + 1000);

function spawnLogged(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  child.stdout?.resume();
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return child;
}

async function buildProductionOnce(): Promise<void> {
  mkdirSync('.mock', { recursive: true });
  for (;;) {
    try {
      mkdirSync(BUILD_LOCK);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    if (existsSync(`${PRODUCTION_DIR}/index.html`)) return;
    // Served by vite preview in front of the mock server: the legal pages are the mock server's.
    const build = spawnLogged('node_modules/.bin/vite', ['build', '--outDir', PRODUCTION_DIR, '--emptyOutDir', '--logLevel', 'warn', '--sourcemap', 'false'], MOCK_BACKEND_BUILD_ENV);
    const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
    if (code !== 0) throw new Error(`vite build for the production journeys exited with ${code}`);
  } finally {
    rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}
