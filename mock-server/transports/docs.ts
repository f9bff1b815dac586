import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeHtml, sendHtml } from '../pages/template';

/**
 * /docs: the API reference, rendered in the page by Redoc from the bundled contract. Everything the page loads is
 * served here — the page, Redoc's standalone bundle and the contract — so it works with the network off and behind a
 * network that blocks CDNs. The bundle is the one the installed Redocly CLI itself ships (and reads for
 * `build-docs --inlineBundle`); taking it from there keeps Redoc's version the CLI's, with no dependency of its own.
 *
 * Redoc renders in the browser rather than from a pre-rendered page: its pre-rendered links are paths (`/accounts`),
 * which only a server answering every path with the page could follow, while the client-side render links sections
 * with hashes (`#/accounts`) that stay on /docs.
 */

const DOCS_PAGE = '/docs';
const DOCS_CONTRACT = '/docs/openapi.json';
const DOCS_SCRIPT = '/docs/redoc.standalone.js';

const bundled = fileURLToPath(new URL('../../contracts/dist/openapi.json', import.meta.url));

/** Redoc's standalone bundle inside the installed @redocly/cli (the file `build-docs --inlineBundle` inlines). */
function redocBundlePath(): string | undefined {
  try {
    const cli = dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json'));
    const bundle = join(cli, 'lib/chunks/redoc.standalone.js');
    return existsSync(bundle) ? bundle : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Only the server's own files. Styles inline because Redoc (styled-components) writes its CSS into <style> elements,
 * and fonts from data: URLs, which that CSS embeds. Redoc probes for eval to run its search index in a worker: refused
 * here, the search runs on the page instead (the probe shows as a script-src violation). Its footer's Redocly logo is
 * an image on a CDN: refused too (the logo hides itself when it cannot load; the "API docs by" link stays).
 */
const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const SECURITY_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' };

/**
 * The page: Redoc's <redoc> element, which the bundle renders when it loads, and the bundle; no inline script. Redoc's
 * telemetry is off: the page talks to this server alone.
 */
function docsPage(title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body { margin: 0; padding: 0; }</style>
</head>
<body>
<redoc spec-url="${DOCS_CONTRACT}" disable-telemetry="true"></redoc>
<noscript><p>The API reference needs JavaScript. The contract itself is at <a href="${DOCS_CONTRACT}">${DOCS_CONTRACT}</a>.</p></noscript>
<script type="module" src="${DOCS_SCRIPT}"></script>
</body>
</html>
`;
}

/** The paths {@link serveDocs} answers. */
export const isDocsPath = (path: string) => path === DOCS_PAGE || path === `${DOCS_PAGE}/` || path === DOCS_CONTRACT || path === DOCS_SCRIPT;

/** Answers one of the {@link isDocsPath} paths. */
export function serveDocs(req: IncomingMessage, path: string, res: ServerResponse): void {
  if (!existsSync(bundled)) return unavailable(res, 'The contract has not been generated yet: run npm run generate');
  if (path === DOCS_CONTRACT) {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache', ...SECURITY_HEADERS });
    res.end(req.method === 'HEAD' ? undefined : readFileSync(bundled));
    return;
  }
  const script = redocBundlePath();
  if (!script) return unavailable(res, 'Redoc is missing: @redocly/cli, which ships it, is not installed (run npm install)');
  if (path === DOCS_SCRIPT) {
    res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', ...SECURITY_HEADERS });
    res.end(req.method === 'HEAD' ? undefined : readFileSync(script));
    return;
  }
  const contract = JSON.parse(readFileSync(bundled, 'utf8')) as { info?: { title?: string } };
  sendHtml(req, res, 200, docsPage(contract.info?.title ?? 'API reference'), { csp: DOCS_CSP, cacheControl: 'no-cache', headers: SECURITY_HEADERS });
}

function unavailable(res: ServerResponse, message: string) {
  res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ success: false, message, code: 'DocsUnavailable' }));
}
