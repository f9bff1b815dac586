import { expect, test } from './support';

// The journey needs no app build: it reads the mock server's own /docs.
test.use({ appServer: 'development' });

/**
 * The mock server's API reference with the network off: every request to anything but the mock server fails, as on a
 * plane or behind a network that blocks CDNs. The reference still renders its operations, its search answers, and its
 * links to sections are hashes that stay on /docs. (tests/mock-server/docs.test.ts checks what the page loads.)
 */

/**
 * The two refusals the docs page's CSP makes by design (mock-server/transports/docs.ts): Redoc's probe for eval (its
 * search then runs on the page, not in a worker) and the Redocly logo in its footer, an image on a CDN.
 */
const EXPECTED_REFUSALS = [
  { directive: 'script-src', blocked: 'eval' },
  { directive: 'img-src', blocked: 'https://cdn.redoc.ly/redoc/logo-mini-full.svg' },
];

test('the API reference renders, searches and links within the page with only the mock server reachable', async ({ page, context, mockPort, cspViolations }) => {
  const origin = `http://127.0.0.1:${mockPort}`;
  const elsewhere: string[] = [];
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith(`${origin}/`)) return route.continue();
    elsewhere.push(url);
    return route.abort('internetdisconnected');
  });

  await page.goto(`${origin}/docs`);
  // Redoc parses the whole contract in the page before it renders: a few seconds on a busy machine.
  const cards = page.getByRole('link', { name: 'cards', exact: true });
  await expect(cards).toBeVisible({ timeout: 30_000 });

  // Every link to this server is a section of the page (a hash on /docs) or the contract's download.
  const links = await page.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const sections = links.filter((href) => href.startsWith(`${origin}/docs#/`));
  expect(sections.length).toBeGreaterThan(20);
  expect(links.filter((href) => href.startsWith(`${origin}/`) && !href.startsWith(`${origin}/docs#/`) && href !== `${origin}/docs/openapi.json`)).toEqual([]);

  // The search has its index (it stayed on "Loading…" while Redoc came from a CDN) and leads to a section.
  await page.keyboard.press('Control+k');
  // Typed as a person types: Redoc searches on each key.
  await page.getByRole('textbox', { name: 'Search docs...' }).pressSequentially('unfreeze', { delay: 50 });
  // A search result names the operation's method and path (the menu's entry only its summary).
  const result = page.getByRole('link', { name: /^POST \/api\/cards\/\{id\}\/unfreeze Unfreeze a frozen card/ });
  await expect(result).toBeVisible();
  await result.click();
  await expect(page).toHaveURL(`${origin}/docs#/cards/unfreezecard`);

  // A section opens on the page, with its operations.
  await cards.click();
  await expect(page).toHaveURL(`${origin}/docs#/cards`);
  const freeze = page.getByRole('link', { name: /^Freeze an active card/ }).first();
  await expect(freeze).toBeVisible();
  await freeze.click();
  await expect(page).toHaveURL(`${origin}/docs#/cards/freezecard`);
  await expect(page.getByRole('heading', { name: /Freeze an active card/ }).first()).toBeVisible();

  expect(elsewhere).toEqual([]);
  expect(cspViolations.filter((violation) => !EXPECTED_REFUSALS.some((refusal) => refusal.directive === violation.directive && refusal.blocked === violation.blocked))).toEqual([]);
  // The journeys' fixture fails on any violation; these two are the page's design, and the only ones, as checked above.
  cspViolations.length = 0;
});
