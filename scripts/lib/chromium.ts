/**
 * Debian's Chromium and the flags every browser run on these machines uses (Playwright journeys, the benches):
 * headless, no sandbox (root), and nothing that reaches for the network on its own (the network is closed).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];
