#!/usr/bin/env node
// Playwright drives Debian's Chromium with the Noto CJK fonts (the zh-CN and zh-TW screens); browsers cannot be
// downloaded here. Before the journeys run, this makes sure both are on the machine: when one is missing and the
// machine allows it (root, or passwordless sudo, with apt-get) it installs Debian's `chromium` and
// `fonts-noto-cjk`, printing what it does; otherwise it prints the one command to run and exits non-zero, instead
// of letting every journey time out.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = ['chromium', 'fonts-noto-cjk'];
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const succeeds = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const hasChromium = () => existsSync(chromiumPath);
const hasCjkFonts = () => {
  const fonts = spawnSync('fc-list', [':lang=zh-cn', 'family'], { encoding: 'utf8' });
  return fonts.status === 0 && /Noto Sans CJK/i.test(fonts.stdout);
};

const lacking = [...(hasChromium() ? [] : [{ what: `Chromium (${chromiumPath})`, debian: 'chromium' }]), ...(hasCjkFonts() ? [] : [{ what: 'the Noto CJK fonts', debian: 'fonts-noto-cjk' }])];
const missing = lacking.map((item) => item.what);
if (missing.length === 0) {
  console.log(`ensure-browser: using ${chromiumPath}`);
  process.exit(0);
}

const manualCommand = `sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}`;
const isRoot = process.getuid?.() === 0;
const canInstall = succeeds('apt-get', ['--version']) && (isRoot || succeeds('sudo', ['-n', 'true']));
if (!canInstall) {
  console.error(
    `ensure-browser: ${missing.join(' and ')} missing, and this user cannot install packages here; run: ${manualCommand}${process.env.CHROMIUM_PATH ? '' : ' (or set CHROMIUM_PATH to another Chromium)'}`,
  );
  process.exit(1);
}

const sudo = isRoot ? [] : ['sudo', '-n'];
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['apt-get', 'update'],
  ['apt-get', 'install', '-y', '--no-install-recommends', ...lacking.map((item) => item.debian)],
]) {
  const [command = 'apt-get', ...rest] = [...sudo, ...args];
  console.log(`ensure-browser: ${missing.join(' and ')} missing; running: ${[command, ...rest].join(' ')}`);
  const result = spawnSync(command, rest, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`ensure-browser: "${[command, ...rest].join(' ')}" failed (exit ${result.status ?? result.signal}); install them with: ${manualCommand}`);
    process.exit(1);
  }
}
if (!hasChromium() || !hasCjkFonts()) {
  console.error(`ensure-browser: installed ${PACKAGES.join(' and ')}, but ${hasChromium() ? 'the Noto CJK fonts are' : `${chromiumPath} is`} still missing`);
  process.exit(1);
}
console.log(`ensure-browser: installed; using ${chromiumPath}`);
