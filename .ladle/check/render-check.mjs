// Opens built stories (build-ladle, served on LADLE_URL) in headless Chromium and reports what each shows:
// its visible text (first characters), console errors and whether the mock backend answered. Dev aid, not a test.
import { chromium } from '@playwright/test';

const base = process.env.LADLE_URL ?? 'http://127.0.0.1:61100';
const ids = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const width = Number(process.env.WIDTH ?? 1280);
let failures = 0;
for (const id of ids) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${base}/?story=${id}&mode=preview`);
  // Settled when the page's text has not changed for a second (at most WAIT_MS).
  const deadline = Date.now() + Number(process.env.WAIT_MS ?? 10_000);
  let text = '';
  let stableSince = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(250);
    const next = (await page.locator('body').innerText()).replace(/\s+/g, ' ').trim();
    if (next !== text) {
      text = next;
      stableSince = Date.now();
    } else if (text && Date.now() - stableSince > 1000) break;
  }
  const hasGraphics = (await page.locator('body button, body svg, body [role=progressbar], body canvas, body img, body .MuiSkeleton-root').count()) > 0;
  const broken = /story set-up failed|mock backend failed|Something went wrong|Story not found|Error:/.test(text) || (text === '' && !hasGraphics);
  text = text.slice(0, Number(process.env.CHARS ?? 300));
  if (broken) failures++;
  console.log(`${broken ? '✗' : '✓'} ${id}: ${text}`);
  for (const error of errors.slice(0, 3)) console.log(`    console: ${error.slice(0, 300)}`);
  if (process.env.SHOT) await page.screenshot({ path: `${process.env.SHOT}/${id}.png` });
  await page.close();
}
await browser.close();
process.exit(failures ? 1 : 0);
