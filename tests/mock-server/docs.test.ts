import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApp, type MockApp } from '../../mock-server';
import { createNodeServer } from '../../mock-server/node';

/**
 * The API reference at /docs works with the network off and behind a strict network: the page and everything it
 * loads come from the mock server itself, under a CSP that allows nothing else, and its links stay on the page.
 * (Here the page is read as the server sends it; jsdom cannot run Redoc's module bundle, so tests/e2e/docs.spec.ts
 * renders it in Chromium with every other origin blocked.)
 */

let app: MockApp;
let server: ReturnType<typeof createNodeServer>;
let base = '';
const dir = mkdtempSync(join(tmpdir(), 'mock-docs-'));

beforeAll(async () => {
  app = createMockApp({ log: () => {}, db: { file: join(dir, 'db.json'), reset: true } });
  server = createNodeServer(app, { host: '127.0.0.1', port: 0 });
  const address = await server.listen();
  base = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await server.close();
  app.close();
  rmSync(dir, { recursive: true, force: true });
});

async function docsPage() {
  const response = await fetch(`${base}/docs`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await response.text();
  return { response, html };
}

/** Every URL the document names in an attribute that loads or links something. */
function referencedUrls(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href|spec-url|srcset|poster|data|action)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

/** The attributes of every element named `tag` (lower case). */
function tags(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map((match) => match[1] ?? '');
}

/** The CSP's directives by name, each with its sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('the API reference at /docs', () => {
  it('names no other origin: no script, style, font or image from a CDN', async () => {
    const { html } = await docsPage();
    const origins = [...html.matchAll(/\b(?:https?:)?\/\/([a-z0-9.-]+(?::\d+)?)\//gi)].map((match) => match[1]);
    expect(origins.filter((host) => host !== '127.0.0.1' && host !== 'localhost' && host !== 'www.w3.org')).toEqual([]);
  });

  it('runs under a CSP that lets the page load only from the mock server, with no inline script', async () => {
    const { response, html } = await docsPage();
    const csp = directives(response.headers.get('content-security-policy') ?? '');
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    for (const [name, sources] of csp)
      expect(
        sources.filter((source) => /^(https?:|\*|data:.*script)/.test(source)),
        name,
      ).toEqual([]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // script-src 'self' allows no inline code: every script is a file the server serves.
    const scripts = tags(html, 'script');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((attributes) => !/\ssrc\s*=/.test(attributes))).toEqual([]);
  });

  it('serves every script, style and document the page references, with 200', async () => {
    const { html } = await docsPage();
    const urls = referencedUrls(html).filter((value) => !value.startsWith('#'));
    expect(urls.length).toBeGreaterThan(0);
    for (const value of urls) {
      const url = new URL(value, `${base}/docs`);
      expect(url.origin, value).toBe(base);
      const response = await fetch(url);
      expect(response.status, value).toBe(200);
      expect(response.headers.get('content-type'), value).toMatch(value.endsWith('.js') ? /^text\/javascript/ : /^(application\/json|text\/css)/);
      await response.arrayBuffer();
    }
  });

  it('links only within the page or to what the mock server serves, never to paths it does not', async () => {
    const { html } = await docsPage();
    const links = tags(html, 'a').flatMap((attributes) => referencedUrls(attributes));
    for (const href of links.filter((link) => !link.startsWith('#'))) {
      const url = new URL(href, `${base}/docs`);
      expect(url.origin, href).toBe(base);
      expect((await fetch(url)).status, href).toBe(200);
    }
  });

  it('still serves the bundled contract at /docs/openapi.json', async () => {
    const response = await fetch(`${base}/docs/openapi.json`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { openapi: string }).openapi).toBe('3.1.0');
  });
});
