import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, PRODUCTION_DIR, test, USERS } from './support';

/**
 * The production build as `npm run preview` serves it — its security headers, no inline script, no
 * source map — and the `_headers` file the build writes for static hosts. (Every journey also fails on any CSP
 * violation: support.ts.)
 */

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}

test('the preview sends the CSP and security headers, and serves no source map', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-security-policy']).toBe(
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-src 'self'; worker-src 'self'; manifest-src 'self'; media-src 'none'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  );
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');

  // script-src 'self' holds only because the document has no inline script.
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((attributes) => !/\bsrc=/.test(attributes))).toEqual([]);

  // No source map is built, and none would be served.
  expect(filesUnder(PRODUCTION_DIR).filter((file) => file.endsWith('.map'))).toEqual([]);
  for (const src of scripts.map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1]).filter(Boolean)) {
    const script = await request.get(src as string);
    expect(script.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(script.headers()['sourcemap'] ?? script.headers()['x-sourcemap']).toBeUndefined();
    expect(await script.text()).not.toContain('sourceMappingURL');
    expect((await request.get(`${src}.map`)).status()).toBe(404);
  }
});

test('the build writes _headers for static hosts, and the preview does not serve it', async ({ request }) => {
  const file = join(PRODUCTION_DIR, '_headers');
  expect(existsSync(file)).toBe(true);
  expect(readFileSync(file, 'utf8')).toContain('Strict-Transport-Security: max-age=63072000; includeSubDomains');
  expect((await request.get('/_headers')).status()).toBe(404);
});

test('Chromium accepts every directive and feature of the headers (no console complaint)', async ({ page }) => {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/Permissions-Policy|Content Security Policy|Content-Security-Policy|Feature Policy/i.test(message.text())) complaints.push(`${message.type()}: ${message.text()}`);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
  expect(complaints).toEqual([]);
});

test('the session check starts with the page: the app takes the preloaded answer instead of asking again', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<link rel="preload" href="\/api\/auth\/session" as="fetch" crossorigin="use-credentials">/);
  const sessionRequests: string[] = [];
  const complaints: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/auth/session') sessionRequests.push(sent.url());
  });
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) complaints.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
  expect(sessionRequests).toHaveLength(1);
  expect(complaints).toEqual([]);
});

test("a start with a session cookie gets the signed-in page, which downloads the dashboard's code beside the entry, once; a signed-out start never asks for it", async ({ page }) => {
  const isDashboardChunk = (url: string) => /^\/assets\/dashboard-[\w-]+\.js$/.test(new URL(url).pathname);
  const dashboardRequests: string[] = [];
  const complaints: string[] = [];
  page.on('request', (sent) => {
    if (isDashboardChunk(sent.url())) dashboardRequests.push(sent.url());
  });
  const initiators: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (sent) => {
    if (isDashboardChunk(sent.request.url)) initiators.push(sent.initiator.type);
  });
  // Chromium warns of a preload the page does not use, or uses with other credentials.
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) complaints.push(message.text());
  });
  const signedOut = await page.goto('/');
  expect(await signedOut?.headerValue('vary')).toMatch(/cookie/i);
  expect(await signedOut?.text()).not.toContain('modulepreload');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
  expect(dashboardRequests).toEqual([]);

  expect((await page.request.post('/api/auth/login', { data: USERS.demo })).ok()).toBe(true);
  const preload = /<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/dashboard-[\w-]+\.js">/;
  const signedIn = await page.goto('/');
  expect(await signedIn?.text()).toMatch(preload);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
  expect(dashboardRequests).toHaveLength(1);
  // It came from the page's link (the HTML parser), not from the app's import once the entry had run.
  expect(initiators).toEqual(['parser']);
  // A deep link is a start too; files and the API are answered as before.
  expect(await (await page.request.get('/?tab=cards&dialog=transfer')).text()).toMatch(preload);
  expect(await (await page.request.get('/index.html')).text()).not.toMatch(preload);
  expect((await page.request.get('/api/auth/session')).headers()['content-type']).toMatch(/json/);
  // Chromium reports a preload the page has not used a few seconds after its load event: wait that long.
  await page.waitForTimeout(3_500);
  expect(complaints).toEqual([]);
});

test('the page-wide spinner shows only once a wait lasts: a quick start paints its screen first', async ({ page }) => {
  // The page's animation clock stands still (CDP), so the spinner's delay cannot run out while the test looks.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
  let answerSession = () => {};
  const sessionHeld = new Promise<void>((resolve) => (answerSession = resolve));
  await page.route('**/api/auth/session', async (route) => {
    await sessionHeld;
    await route.continue();
  });
  await page.goto('/');
  const spinner = page.getByRole('status').filter({ has: page.getByRole('progressbar', { name: 'Loading' }) });
  await expect(spinner).toBeAttached({ timeout: 30_000 });
  // Announced, but not painted while the wait is short.
  await expect(spinner).toHaveCSS('opacity', '0');
  // The wait lasts: the spinner appears.
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
  await expect(spinner).toHaveCSS('opacity', '1');
  answerSession();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(spinner).toHaveCount(0);
});

test('the sign-in screen loads no ICU formatting data; a signed-in start loads it in a worker, off the main thread', async ({ page }) => {
  // Records every call that reaches the engine's number and date formatting on the page's main thread
  // (src/i18n/intl-support.ts answers react-intl's locale checks for the app's own locales without it).
  await page.addInitScript(`
    const reached = (window.__intlReached = []);
    for (const name of ['NumberFormat', 'DateTimeFormat']) {
      const Engine = Intl[name];
      const Recorded = function (...args) { reached.push('new ' + name + ' ' + JSON.stringify(args)); return new Engine(...args); };
      Recorded.prototype = Engine.prototype;
      Recorded.supportedLocalesOf = (...args) => { reached.push(name + '.supportedLocalesOf'); return Engine.supportedLocalesOf(...args); };
      Intl[name] = Recorded;
    }
  `);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  const reached = () => page.evaluate(() => (window as unknown as { __intlReached: string[] }).__intlReached);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Email', { exact: false }).first().fill(USERS.demo.email);
  expect(await reached()).toEqual([]);
  expect(workers).toEqual([]);

  // Signed in: a worker from the app's own files (CSP worker-src 'self') creates the first number and date formats,
  // while the dashboard's code downloads; the main thread creates only the dashboard's own, none of the warm-up's.
  expect((await page.request.post('/api/auth/login', { data: USERS.demo })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
  // The heading shows before the balances have answered: the dashboard's own formats are made once the total shows.
  await expect(page.getByTestId('wallet-total')).toHaveText(/^\$[\d,]+\.\d{2}$/, { timeout: 20_000 });
  // The loader starts the worker and never waits for it: the dashboard may show first.
  await expect.poll(() => workers).toEqual([expect.stringMatching(/^\/assets\/formatting-warm-up\.worker-[\w-]+\.js$/)]);
  const calls = await reached();
  expect(calls.length).toBeGreaterThan(0);
  expect(calls).not.toContain('new NumberFormat ["en"]');
  expect(calls).not.toContain('new DateTimeFormat ["en"]');
  expect(calls.filter((call) => call.endsWith('.supportedLocalesOf'))).toEqual([]);
});

test("the built page carries the theme's CSS variables: the app adds none of its own, and both colour schemes apply", async ({ page, request }) => {
  expect(await (await request.get('/')).text()).toMatch(/<style id="theme-variables">:root\{--mui-spacing:8px;/);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
  // Every rule of the page that declares a theme variable is the built sheet's.
  const declaringSheets = () =>
    page.evaluate(() =>
      [...document.styleSheets]
        .filter((sheet) => [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && [...rule.style].some((property) => property.startsWith('--mui-'))))
        .map((sheet) => (sheet.ownerNode instanceof Element ? sheet.ownerNode.id || sheet.ownerNode.outerHTML.slice(0, 40) : '?')),
    );
  expect(await declaringSheets()).toEqual(['theme-variables']);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  // gray[50] and gray[900] of src/theme/primitives.ts: the light and the dark page background.
  expect(await background()).toBe('rgb(247, 248, 250)');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  await expect.poll(background).toBe('rgb(18, 22, 28)');
  expect(await declaringSheets()).toEqual(['theme-variables']);
});

test("the built page carries the sign-in screen's emotion rules: the form's styles are never compiled or inserted at run time", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
  const styles = await page.evaluate(() => {
    const built = document.querySelector<HTMLStyleElement>('style[data-emotion^="css "]');
    // emotion's run-time rules go into sheets of its own, `data-emotion="css"` (no names).
    const runtime = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')].flatMap((element) => [...(element.sheet?.cssRules ?? [])].map((rule) => rule.cssText));
    // `css-0` is emotion's name for no styles at all: no rule to carry.
    const used = [...new Set([...document.querySelectorAll('#root *')].flatMap((element) => [...element.classList].filter((name) => /^css-[a-z0-9]+$/.test(name) && name !== 'css-0')))];
    return { builtNames: built?.dataset.emotion?.split(' ').slice(1) ?? [], runtime, used };
  });
  expect(styles.used.length).toBeGreaterThan(20);
  // Every emotion class the screen's elements carry is one of the built sheet's rules…
  expect(styles.used.filter((name) => !styles.builtNames.includes(name.slice('css-'.length)))).toEqual([]);
  // …and emotion inserted none of them itself (what it did insert is the page-wide spinner's, which the screen replaced).
  expect(styles.runtime.filter((rule) => styles.used.some((name) => rule.includes(`.${name}`)))).toEqual([]);
  // The form looks as designed: the primary button's colour comes from those rules and the theme's variables.
  expect(await page.getByRole('button', { name: 'Sign in' }).evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
});

test("the dashboard's emotion rules are inserted while it renders, in the transition's slices, not in the commit that shows it", async ({ page }) => {
  // For every rule emotion inserts: was the dashboard's <main> in the page at the end of the task that inserted it? A
  // rule inserted by the commit that attaches <main> says yes (the microtask runs once that commit's task is done).
  await page.addInitScript(`
    const records = (window.__insertedRules = []);
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule, index) {
      const record = { rule, mainAtTaskEnd: null };
      records.push(record);
      queueMicrotask(() => { record.mainAtTaskEnd = document.querySelector('main') !== null; });
      return insertRule.call(this, rule, index);
    };
  `);
  expect((await page.request.post('/api/auth/login', { data: USERS.demo })).ok()).toBe(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
  const main = page.getByRole('main');
  const mainClass = await main.evaluate((element) => [...element.classList].find((name) => /^css-[a-z0-9]+$/.test(name)) ?? '');
  expect(mainClass).not.toBe('');
  const records = await page.evaluate(() => (window as unknown as { __insertedRules: { rule: string; mainAtTaskEnd: boolean | null }[] }).__insertedRules);
  // <main>'s own rules (its class and its breakpoints) were inserted in tasks that ended before <main> was attached.
  const mainRules = records.filter((record) => record.rule.includes(`.${mainClass}{`));
  expect(mainRules.length).toBeGreaterThan(0);
  expect(mainRules.map((record) => record.mainAtTaskEnd)).toEqual(mainRules.map(() => false));
  // The dashboard looks as designed: the wide layout's padding (theme spacing 4) comes from those rules.
  expect(await main.evaluate((element) => getComputedStyle(element).paddingTop)).toBe('32px');
});
