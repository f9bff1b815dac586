import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';

/** The production build must leave out development-only code: the simulator route, mocks and faker. */
describe('production bundle', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'lookcard-build-'));
  let code = '';

  beforeAll(async () => {
    // Vitest runs with NODE_ENV=test, which would make Vite build a development-flavoured bundle
    // (import.meta.env.DEV true). Build exactly what `npm run build` ships.
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'silent', build: { outDir, sourcemap: false, emptyOutDir: true } });
    } finally {
      process.env.NODE_ENV = previous;
    }
    const assets = join(outDir, 'assets');
    code = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n');
  }, 120_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('contains the app', () => {
    expect(code).toContain('/api/auth/session');
  });

  it('has no simulator route or page', () => {
    expect(code).not.toContain('transaction-simulation');
    expect(code).not.toContain('Transaction simulator');
  });

  it('has no mock, faker or MSW code', () => {
    expect(code).not.toMatch(/faker/i);
    expect(code).not.toContain('mockServiceWorker');
    expect(code).not.toContain('/api/simulator/');
  });

  it('ships no ICU message parser (messages are precompiled)', () => {
    expect(code).not.toContain('INVALID_ARGUMENT_TYPE');
    expect(code).not.toContain('MALFORMED_ARGUMENT');
  });
});
