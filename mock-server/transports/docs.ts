import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';

const bundled = fileURLToPath(new URL('../../contracts/dist/openapi.json', import.meta.url));
const docsHtml = fileURLToPath(new URL('../../contracts/dist/docs.html', import.meta.url));

/** /docs: the API reference rendered from the contract (Redocly build-docs, self-contained); /docs/openapi.json: the bundle. */
export function serveDocs(path: string, res: ServerResponse): void {
  if (path === '/docs/openapi.json') {
    if (!existsSync(bundled)) return missing(res);
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(readFileSync(bundled));
    return;
  }
  if (!existsSync(docsHtml)) return missing(res);
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(readFileSync(docsHtml));
}

function missing(res: ServerResponse) {
  res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ success: false, message: 'The contract has not been generated yet: run npm run generate', code: 'DocsUnavailable' }));
}
