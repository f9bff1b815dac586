import type { Browser, Request } from '@playwright/test';

/**
 * Round trips before the first signed-in paint: a signed-in user opens `/` on a desktop (every panel
 * at once) and the dashboard shows its heading, the account's total and the first card's face. Every API request made until then is placed in a
 * wave: a request is one round trip after the latest request that had finished before it started (so requests
 * started together share a wave, and a request that needed another's answer is a wave later). The figure is the
 * number of waves; the session's own request is the first.
 */
export interface RoundTripReport {
  /** Waves of API requests before the dashboard was complete, the session's included. */
  roundTrips: number;
  /** After the session's wave: what the issue bounds at two. */
  afterSession: number;
  waves: string[][];
  paintMs: number;
}

interface Timed {
  path: string;
  start: number;
  end: number;
}

/** Waves of `requests` (times in ms): depth 1 for a request that started before any other had finished. */
export function wavesOf(requests: readonly Timed[]): string[][] {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depth = new Map<Timed, number>();
  for (const request of sorted) {
    let before = 0;
    for (const earlier of sorted) if (earlier !== request && earlier.end <= request.start) before = Math.max(before, depth.get(earlier) ?? 0);
    depth.set(request, before + 1);
  }
  const waves: string[][] = [];
  for (const [request, level] of depth) (waves[level - 1] ??= []).push(request.path);
  return waves.map((wave) => wave ?? []);
}

export async function measureRoundTrips(browser: Browser, appOrigin: string, credentials: { email: string; password: string }): Promise<RoundTripReport> {
  const context = await browser.newContext({ baseURL: appOrigin, serviceWorkers: 'block', viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  try {
    const login = await context.request.post('/api/auth/login', { data: credentials });
    if (!login.ok()) throw new Error(`sign-in for the round-trip count failed: ${login.status()}`);
    const page = await context.newPage();
    const requests: Timed[] = [];
    const track = (request: Request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/') || url.pathname.startsWith('/api/events')) return;
      const timing = request.timing();
      requests.push({ path: url.pathname, start: timing.startTime, end: timing.startTime + timing.responseEnd });
    };
    page.on('requestfinished', track);
    const started = Date.now();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor({ timeout: 60_000 });
    await page.getByTestId('wallet-total').first().waitFor({ timeout: 60_000 });
    await page.getByTestId('card-number').first().waitFor({ timeout: 60_000 });
    const paintMs = Date.now() - started;
    const paintedAt = started + paintMs;
    const waves = wavesOf(requests.filter((request) => request.end <= paintedAt));
    return { roundTrips: waves.length, afterSession: Math.max(0, waves.length - 1), waves, paintMs };
  } finally {
    await context.close();
  }
}
