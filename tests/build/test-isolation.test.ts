import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Component tests share a worker's module graph (vitest.config.ts, project 'dom', isolate: false). A file that
 * replaces modules or globals would leak them into the files after it, so such files must be listed in
 * DOM_MODULE_MOCKS, which runs them isolated.
 */
const ROOT = join(import.meta.dirname, '../..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.tsx') ? [relative(ROOT, path)] : [];
  });
}

describe('component test isolation', () => {
  const config = readFileSync(join(ROOT, 'vitest.config.ts'), 'utf8');
  const listed = [...(/const DOM_MODULE_MOCKS = \[([\s\S]*?)\];/.exec(config)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1]);

  it('runs every component test that mocks modules or stubs globals isolated', () => {
    const mocking = testFiles(join(ROOT, 'src')).filter((file) => /\bvi\.(mock|doMock|unmock|stubEnv|stubGlobal|resetModules)\(/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !listed.includes(file))).toEqual([]);
  });

  it("leaves Testing Library's configuration to src/testing/setup-dom.ts: a file's configure() would carry over to the files after it", () => {
    const configuring = testFiles(join(ROOT, 'src')).filter((file) => /\bconfigure\(\s*\{/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(configuring).toEqual([]);
  });

  it('lists only files that exist', () => {
    const files = new Set(testFiles(join(ROOT, 'src')));
    expect(listed.filter((file) => !files.has(file ?? ''))).toEqual([]);
  });
});
