import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The shell of the mock server's HTML pages (legal pages, agreements, the on-ramp widget, the identity provider):
 * the document around a page's content, escaping, and the response with the page's security headers. Each page
 * keeps its own content, style and script; the pages load nothing from elsewhere, so their CSP allows inline only.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text (or an attribute value) safe inside HTML. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** JSON that is safe inside a <script> element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export interface HtmlPage {
  lang: string;
  title: string;
  /** The page's CSS. */
  style: string;
  /** The HTML inside <main>. */
  main: string;
  /** An inline script run after the content. */
  script?: string;
  /** More attributes of <html> (e.g. the widget's data-theme). */
  htmlAttributes?: Record<string, string>;
}

/** A whole HTML document: doctype, language, viewport, title, the style, <main> and the script. */
export function htmlPage({ lang, title, style, main, script, htmlAttributes = {} }: HtmlPage): string {
  const attributes = Object.entries(htmlAttributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"${attributes}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
${style.trim()}
</style>
</head>
<body><main>${main}</main>${script ? `<script>${script}</script>` : ''}</body>
</html>
`;
}

export interface HtmlResponseOptions {
  /** Content-Security-Policy of the page. */
  csp: string;
  /** 'no-cache' for static documents, 'no-store' for pages that show live state. */
  cacheControl: 'no-cache' | 'no-store';
  headers?: Record<string, string>;
}

/** CSP of a page with inline style and no script. */
export const STATIC_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";
/** CSP of a page whose inline script calls this server. */
export const SCRIPTED_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'";

/** Answers with the page (headers only for HEAD). */
export function sendHtml(req: IncomingMessage, res: ServerResponse, status: number, html: string, { csp, cacheControl, headers = {} }: HtmlResponseOptions): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': cacheControl,
    'Content-Security-Policy': csp,
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : html);
}

/** Pages are read with GET (or HEAD). */
export const isReadRequest = (req: IncomingMessage) => req.method === 'GET' || req.method === 'HEAD';

/** The decoded path segment after `prefix` (no trailing slash); '' when it is not valid percent-encoding. */
export function pathParameter(url: URL, prefix: string): string {
  try {
    return decodeURIComponent(url.pathname.slice(prefix.length)).replace(/\/+$/, '');
  } catch {
    return '';
  }
}

/** A legal document: title, date line and numbered sections (heading, paragraph). */
export interface LegalDocument {
  title: string;
  updated: string;
  sections: readonly (readonly [heading: string, body: string])[];
}

const DOCUMENT_STYLE = `
  :root { color-scheme: light dark; }
  body { font: 15px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", sans-serif; margin: 0 auto; max-width: 44rem; padding: 1rem 1.25rem 2rem; }
  h1 { font-size: 1.5rem; margin: .5rem 0 0; }
  h2 { font-size: 1.05rem; margin: 1.5rem 0 .25rem; }
  .updated { opacity: .75; margin-top: .25rem; }
`;

/** The page of a legal document (terms, privacy policy, cardholder agreements), framed by the app. */
export function legalDocumentPage(lang: string, document: LegalDocument): string {
  const sections = document.sections.map(([heading, body]) => `<h2>${escapeHtml(heading)}</h2>\n<p>${escapeHtml(body)}</p>`).join('\n');
  const main = `
<h1>${escapeHtml(document.title)}</h1>
<p class="updated">${escapeHtml(document.updated)}</p>
${sections}
`;
  return htmlPage({ lang, title: document.title, style: DOCUMENT_STYLE, main });
}

/** Answers with a legal document page: static, framable by the app. */
export function sendLegalDocument(req: IncomingMessage, res: ServerResponse, html: string): void {
  sendHtml(req, res, 200, html, { csp: STATIC_PAGE_CSP, cacheControl: 'no-cache' });
}
