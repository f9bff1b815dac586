/**
 * npm run hosting-config [-- --out DIR] — writes the deployable hosting configurations of the production app from
 * their one source (tooling/hosting/security-headers.ts):
 *   _headers                        Netlify / Cloudflare Pages (`vite build` also writes dist/_headers itself)
 *   nginx/security-headers.conf     an nginx snippet with every header (include it in the server block)
 *   nginx/site.conf                 a whole nginx server block for dist/ (SPA routing, caching, no source maps)
 * The variables are the build's: VITE_API_BASE_URL, CSP_FRAME_ORIGINS, CSP_IMG_ORIGINS (space-separated origins).
 * DIR defaults to deploy/, whose committed files are for the defaults (the API on the app's own origin, behind the
 * same host); a test keeps them current.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { renderHeadersFile, renderNginxHeaders, renderNginxSite, securityHeaderOptionsFromEnv } from '../tooling/hosting/security-headers';

const root = new URL('..', import.meta.url).pathname;
const { values } = parseArgs({ options: { out: { type: 'string', default: join(root, 'deploy') } }, strict: true });
const out = resolve(values.out);
const options = securityHeaderOptionsFromEnv(process.env, true);
const files: Record<string, string> = {
  _headers: renderHeadersFile(options),
  'nginx/security-headers.conf': renderNginxHeaders(options),
  'nginx/site.conf': renderNginxSite(),
};
for (const [path, content] of Object.entries(files)) {
  const file = join(out, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  console.log(`hosting-config: wrote ${file}`);
}
