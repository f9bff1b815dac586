// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasSessionCookie, SESSION_COOKIE } from '@contract-kit/session-cookie';
import { builtFilePath, isStartPageRequest, SIGNED_IN_PAGE, START_PAGE, startPageFor } from '../hosting/start-page';
import { preloadedChunks, withModulePreloads } from './signed-in-page';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({ type: 'chunk' as const, fileName, moduleIds, imports, isEntry });

describe('the signed-in start page', () => {
  it("reads the contract's session cookie", () => {
    const contract = readFileSync(new URL('../../contracts/openapi.yaml', import.meta.url), 'utf8');
    expect(/sessionCookie:\s*\n\s*type: apiKey\s*\n\s*in: cookie\s*\n\s*name: (\w+)/.exec(contract)?.[1]).toBe(SESSION_COOKIE);
  });

  it('is the answer to a navigation that carries a session cookie, and only to one', () => {
    expect(startPageFor('sid=abc')).toBe(SIGNED_IN_PAGE);
    expect(startPageFor('theme=dark; sid=abc; x=1')).toBe(SIGNED_IN_PAGE);
    expect(startPageFor(undefined)).toBe(START_PAGE);
    expect(startPageFor('')).toBe(START_PAGE);
    // A cleared cookie (sign-out sets it empty) and a cookie whose name only ends in "sid" are no session.
    expect(startPageFor('sid=')).toBe(START_PAGE);
    expect(startPageFor('xsid=abc')).toBe(START_PAGE);
    expect(hasSessionCookie('sid=%E0%A4%A')).toBe(true);
  });

  it("answers the single-page app's fallback only: not files, the API, the mock server's pages or other methods", () => {
    const files = new Set(['/index.html', '/assets/index-abc.js', '/sw.js']);
    const isFile = (pathname: string) => files.has(pathname);
    const proxied = ['/api', '/mock-pages'];
    expect(isStartPageRequest('GET', '/', isFile, proxied)).toBe(true);
    expect(isStartPageRequest('HEAD', '/', isFile, proxied)).toBe(true);
    expect(isStartPageRequest('GET', '/forgot-password', isFile, proxied)).toBe(true);
    expect(isStartPageRequest('GET', '/assets/index-abc.js', isFile, proxied)).toBe(false);
    expect(isStartPageRequest('GET', '/sw.js', isFile, proxied)).toBe(false);
    expect(isStartPageRequest('GET', '/api/auth/session', isFile, proxied)).toBe(false);
    expect(isStartPageRequest('GET', '/mock-pages/terms', isFile, proxied)).toBe(false);
    expect(isStartPageRequest('GET', '/apis', isFile, proxied)).toBe(true);
    expect(isStartPageRequest('POST', '/', isFile, proxied)).toBe(false);
  });

  it("finds a request's file in the build: not a directory, nothing outside it, and no file for a path that is not valid percent-encoding", () => {
    const dir = mkdtempSync(join(tmpdir(), 'lookcard-start-page-'));
    try {
      mkdirSync(join(dir, 'assets'));
      writeFileSync(join(dir, 'assets', 'a b.js'), '');
      writeFileSync(join(dir, 'index.html'), '');
      expect(builtFilePath(dir, '/assets/a%20b.js')).toBe(join(dir, 'assets', 'a b.js'));
      expect(builtFilePath(dir, '/index.html')).toBe(join(dir, 'index.html'));
      expect(builtFilePath(dir, '/assets')).toBeNull();
      expect(builtFilePath(dir, '/')).toBeNull();
      expect(builtFilePath(dir, '/missing.js')).toBeNull();
      expect(builtFilePath(dir, '/%E0%A4%A')).toBeNull();
      expect(builtFilePath(join(dir, 'assets'), '/../index.html')).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("preloads the chunks that hold the given modules and the chunks they import, never the entry's", () => {
    const bundle = {
      'assets/index-e.js': chunk('assets/index-e.js', ['/app/src/main.tsx'], [], true),
      'assets/dashboard-d.js': chunk('assets/dashboard-d.js', ['/app/src/app/layout/dashboard-page.tsx', '/app/src/app/dashboard-data.ts'], ['assets/index-e.js', 'assets/shared-s.js']),
      'assets/shared-s.js': chunk('assets/shared-s.js', ['/app/src/lib/shared.ts'], ['assets/index-e.js']),
      'assets/warm-w.js': chunk('assets/warm-w.js', ['/app/src/i18n/formatting-warm-up.ts']),
      'assets/other-o.js': chunk('assets/other-o.js', ['/app/src/app/other.ts']),
      'index.html': { type: 'asset' as const, fileName: 'index.html', source: '' },
    };
    expect(preloadedChunks(bundle, ['/src/app/layout/dashboard-page.tsx', '/src/i18n/formatting-warm-up.ts'])).toEqual(['/assets/dashboard-d.js', '/assets/shared-s.js', '/assets/warm-w.js']);
    expect(() => preloadedChunks(bundle, ['/src/app/missing.ts'])).toThrow('no chunk holds /src/app/missing.ts');
  });

  it("puts the preloads before the entry's script, at low priority: the entry downloads first and the first paint never waits on them", () => {
    const html = '<head>\n    <title>LookCard</title>\n    <script type="module" crossorigin src="/assets/index-e.js"></script>\n  </head>';
    const page = withModulePreloads(html, ['/assets/dashboard-d.js']);
    expect(page).toBe(
      '<head>\n    <title>LookCard</title>\n    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/dashboard-d.js">\n    <script type="module" crossorigin src="/assets/index-e.js"></script>\n  </head>',
    );
    expect(() => withModulePreloads('<head></head>', ['/assets/dashboard-d.js'])).toThrow('no module entry script');
  });
});
