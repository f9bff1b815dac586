#!/usr/bin/env node
// Playwright drives Debian's Chromium (browsers cannot be downloaded here). Fails early and clearly if
// it is missing, instead of letting every e2e test time out.
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(`ensure-browser: no Chromium at ${path}.
Install it with: sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk
(or point CHROMIUM_PATH at another Chromium binary).`);
  process.exit(1);
}
console.log(`ensure-browser: using ${path}`);
