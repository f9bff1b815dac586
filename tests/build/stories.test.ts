import * as nodeCrypto from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Buffer as BrowserBuffer } from '../../.ladle/shims/buffer';
import * as shim from '../../.ladle/shims/crypto';

/**
 * Quality gate: every shared component, every dialog / panel / modal / drawer of the features and
 * every screen of the app layout has a sibling Ladle story file (`<name>.stories.tsx`) exporting its
 * stories, and the components whose screens depend on data show their main states (loading, empty, error,
 * each status) as named stories. `npm run ladle:build` builds them all.
 */
const ROOT = join(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

/** Being replaced by shared components (their stories come with the replacements). */
const BEING_REPLACED = new Set([
  'src/features/card-transactions/components/pagination-bar.tsx',
  'src/features/statements/components/pagination-bar.tsx',
  'src/features/auth/components/legal-page-dialog.tsx',
  'src/features/card-application/components/agreement-viewer.tsx',
]);

/** The states a component's stories must show, beyond "at least one story". */
const REQUIRED_STATES: Record<string, readonly string[]> = {
  'src/app/layout/dashboard-page.tsx': ['Default', 'Empty', 'Loading', 'Error'],
  'src/app/layout/desktop-layout.tsx': ['Default', 'Empty', 'Loading', 'Error'],
  'src/app/layout/mobile-layout.tsx': ['Default', 'Empty', 'Loading', 'Error'],
  'src/app/layout/app-header.tsx': ['Default', 'Compact'],
  'src/components/status-badge.tsx': ['EachStatus'],
  'src/components/amount-field.tsx': ['Empty', 'Error'],
  'src/components/toast-provider.tsx': ['Default', 'Success', 'Destructive'],
  'src/components/full-page-spinner.tsx': ['Loading'],
  'src/components/history-filter.tsx': ['Empty', 'WithFilters', 'Open', 'Withdrawals'],
  'src/features/auth/components/email-verification-panel.tsx': ['Unverified', 'NoEmail'],
  'src/features/auth/components/reset-mfa-dialog.tsx': ['Default', 'Submitting', 'Error'],
  'src/features/auth/components/reset-password-dialog.tsx': ['ValidLink', 'UnknownLink'],
  'src/features/card-funding/components/fund-card-dialog.tsx': ['Deposit', 'Stake', 'Loading', 'Error'],
  'src/features/card-funding/components/onchain-funding-panel.tsx': ['Funding', 'Repayment', 'Loading', 'Error'],
  'src/features/card-funding/components/repay-dialog.tsx': ['Default', 'Loading', 'Error'],
  'src/features/card-funding/components/withdraw-dialog.tsx': ['Withdraw', 'Unstake'],
  'src/features/cards/components/apply-proceed-dialog.tsx': ['PendingDeposit', 'PendingVerification', 'Initialized', 'PendingActivation'],
  'src/features/cards/components/cards-panel.tsx': ['WithCards', 'Empty', 'Loading', 'Error'],
  'src/features/cards/components/card-controls-dialog.tsx': ['NoLimits', 'WithLimits', 'WithMfa', 'Submitting', 'Error'],
  'src/features/spending-insights/components/spending-insights-dialog.tsx': ['Default', 'ThisMonth', 'Empty', 'Loading', 'Error'],
  'src/features/cards/components/freeze-card-dialog.tsx': ['Freeze', 'Unfreeze', 'Submitting', 'Error'],
  'src/features/deposit/components/deposit-dialog.tsx': ['WithOnramp', 'DirectOnly', 'Loading', 'Error'],
  'src/features/paysafe/components/paysafe-approval-dialog.tsx': ['PendingApproval', 'Empty', 'Loading', 'Error'],
  'src/features/physical-card/components/shipping-status-dialog.tsx': ['InProduction', 'Shipped', 'Delivered', 'Loading', 'Error'],
  'src/features/referral/components/rewards-panel.tsx': ['Default', 'Loading', 'Error'],
  'src/features/security/components/devices-dialog.tsx': ['Default', 'Empty', 'Loading', 'Error'],
  'src/features/security/components/mfa-dialog.tsx': ['Setup', 'Manage', 'Loading', 'Error'],
  'src/features/simulator/components/fault-panel.tsx': ['Default', 'WithFaults'],
  'src/features/statements/components/statements-dialog.tsx': ['WithStatements', 'Empty', 'Loading', 'Error'],
  'src/features/statements/components/statements-panel.tsx': ['WithStatements', 'Empty', 'Loading', 'Error'],
  'src/features/transfer/components/transfer-dialog.tsx': ['WithBalances', 'Empty', 'Loading'],
  'src/features/wallet/components/account-panel.tsx': ['WithBalances', 'Empty', 'WithdrawalUnavailable', 'Loading', 'Error'],
  'src/features/withdrawal/components/withdrawal-dialog.tsx': ['WithBalances', 'Empty', 'Loading', 'Error'],
};

const isSource = (file: string) => file.endsWith('.tsx') && !file.endsWith('.test.tsx') && !file.endsWith('.stories.tsx');
const tsxIn = (folder: string) =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter(isSource)
        .map((file) => join(folder, file))
    : [];
const isDialogOrPanel = (file: string) => /(dialog|panel|modal|drawer)/i.test(basename(file));

function componentsNeedingStories(): string[] {
  const shared = tsxIn(join(SRC, 'components'));
  const layout = tsxIn(join(SRC, 'app/layout'));
  const features = readdirSync(join(SRC, 'features'), { recursive: true, encoding: 'utf8' })
    .map((file) => join(SRC, 'features', file))
    .filter((file) => basename(dirname(file)) === 'components' && isSource(file) && isDialogOrPanel(file));
  return [...shared, ...layout, ...features]
    .map((file) => relative(ROOT, file).split('\\').join('/'))
    .filter((file) => !BEING_REPLACED.has(file))
    .sort();
}

/** Named story exports of a story file (`export const Name`, `export function Name`). */
function storiesOf(storyFile: string): string[] {
  const text = readFileSync(storyFile, 'utf8');
  return [...text.matchAll(/^export (?:const|function) ([A-Z]\w*)/gm)].map((match) => match[1] ?? '');
}

describe('Ladle stories', () => {
  const components = componentsNeedingStories();

  it('finds the shared components, dialogs, panels and layout screens', () => {
    expect(components.length).toBeGreaterThan(40);
    expect(components).toContain('src/components/responsive-dialog.tsx');
    expect(components).toContain('src/app/layout/dashboard-page.tsx');
    expect(components).toContain('src/features/cards/components/cards-panel.tsx');
  });

  it('gives every one of them a sibling .stories.tsx with its main states', () => {
    const problems: string[] = [];
    for (const component of components) {
      const storyFile = join(ROOT, component.replace(/\.tsx$/, '.stories.tsx'));
      if (!existsSync(storyFile)) {
        problems.push(`${component}: no ${basename(storyFile)}`);
        continue;
      }
      const stories = storiesOf(storyFile);
      if (stories.length === 0) problems.push(`${component}: ${basename(storyFile)} exports no story`);
      const missing = (REQUIRED_STATES[component] ?? []).filter((state) => !stories.includes(state));
      if (missing.length > 0) problems.push(`${component}: missing the ${missing.join(', ')} ${missing.length === 1 ? 'story' : 'stories'}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('keeps the required-states table about components that need stories', () => {
    const stale = Object.keys(REQUIRED_STATES).filter((component) => existsSync(join(ROOT, component)) && !components.includes(component));
    expect(stale).toEqual([]);
  });
});

/** The stories run the real mock server in the browser: its node:crypto / Buffer shims must agree with Node. */
describe('Ladle browser shims', () => {
  it('hash, HMAC, scrypt and P-256 like node:crypto', () => {
    const bytes = new Uint8Array([1, 2, 250]);
    expect(shim.createHash('sha256').update('abc').update(bytes).digest('hex')).toBe(nodeCrypto.createHash('sha256').update('abc').update(bytes).digest('hex'));
    expect(shim.createHash('sha256').update('1:users').digest().readUInt32BE(0)).toBe(nodeCrypto.createHash('sha256').update('1:users').digest().readUInt32BE(0));
    expect(shim.createHmac('sha1', bytes).update(new Uint8Array(8)).digest('hex')).toBe(nodeCrypto.createHmac('sha1', bytes).update(new Uint8Array(8)).digest('hex'));
    const salt = nodeCrypto.createHash('sha256').update('salt').digest().subarray(0, 16);
    expect(shim.scryptSync('Demo-Passw0rd!', salt, 32, { N: 1 << 14 }).toString('base64url')).toBe(nodeCrypto.scryptSync('Demo-Passw0rd!', salt, 32, { N: 1 << 14 }).toString('base64url'));
    const key = nodeCrypto.createHash('sha256').update('1:vapid').digest();
    const [browser, node] = [shim.createECDH('prime256v1'), nodeCrypto.createECDH('prime256v1')];
    browser.setPrivateKey(key);
    node.setPrivateKey(key);
    expect(browser.getPublicKey().toString('base64url')).toBe(node.getPublicKey().toString('base64url'));
  });

  it('exports every function the mock server and the simulator import from node:crypto', () => {
    const sources = ['mock-server', 'simulator', 'contract-kit'].flatMap((dir) =>
      (readdirSync(join(ROOT, dir), { recursive: true }) as string[]).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts')).map((file) => join(ROOT, dir, file)),
    );
    const imported = new Set(
      sources.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'(?:node:)?crypto'/g)].flatMap((match) =>
          (match[1] ?? '')
            .split(',')
            .map(
              (name) =>
                name
                  .trim()
                  .replace(/^type\s+/, '')
                  .split(/\s+as\s+/)[0] ?? '',
            )
            .filter(Boolean),
        ),
      ),
    );
    expect(imported.size).toBeGreaterThan(5);
    expect([...imported].filter((name) => !(name in shim))).toEqual([]);
  });

  it('fills buffers with random bytes in place, past getRandomValues’ 65,536 bytes per call', () => {
    const bytes = new Uint8Array(70_000);
    expect(shim.randomFillSync(bytes)).toBe(bytes);
    expect(bytes.subarray(65_536).some((value) => value !== 0)).toBe(true);
    expect(shim.randomBytes(32)).toHaveLength(32);
  });

  it('Buffer with base64url, random integers in range', () => {
    const bytes = [251, 255, 191, 0, 7];
    expect(BrowserBuffer.from(bytes).toString('base64url')).toBe(Buffer.from(bytes).toString('base64url'));
    expect([...BrowserBuffer.from(Buffer.from(bytes).toString('base64url'), 'base64url')]).toEqual(bytes);
    expect(Array.from({ length: 500 }, () => shim.randomInt(7)).every((value) => value >= 0 && value < 7)).toBe(true);
    expect(shim.timingSafeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
  });
});
