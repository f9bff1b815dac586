import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlPage, legalDocumentPage, pathParameter, scriptJson, sendHtml, STATIC_PAGE_CSP } from './template';

function recorder() {
  const served: { status?: number; headers?: Record<string, string | number>; body?: string } = {};
  const res = {
    writeHead(status: number, headers: Record<string, string | number>) {
      served.status = status;
      served.headers = headers;
    },
    end(body?: string) {
      served.body = body;
    },
  } as unknown as ServerResponse;
  return { res, served };
}

describe('mock page template', () => {
  it('escapes text and keeps JSON inert inside a script', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
    expect(scriptJson({ text: '</script><b>&' })).toBe('{"text":"\\u003c/script\\u003e\\u003cb\\u003e\\u0026"}');
  });

  it('wraps content in a document with language, title, style, main and script', () => {
    const html = htmlPage({ lang: 'zh-TW', title: 'A & B', style: 'h1 { margin: 0; }', main: '<h1>Hi</h1>', script: 'void 0;', htmlAttributes: { 'data-theme': 'dark' } });
    expect(html.startsWith('<!doctype html>\n<html lang="zh-TW" data-theme="dark">')).toBe(true);
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).toContain('<style>\nh1 { margin: 0; }\n</style>');
    expect(html).toContain('<body><main><h1>Hi</h1></main><script>void 0;</script></body>');
    expect(htmlPage({ lang: 'en', title: 't', style: '', main: '' })).not.toContain('<script>');
  });

  it('renders a legal document with its heading, date and escaped sections', () => {
    const html = legalDocumentPage('en', { title: 'Terms', updated: 'Last updated: today', sections: [['1. <Scope>', 'Cards & wallets']] });
    expect(html).toContain('<h1>Terms</h1>\n<p class="updated">Last updated: today</p>\n<h2>1. &lt;Scope&gt;</h2>\n<p>Cards &amp; wallets</p>');
  });

  it('answers with the security headers, and without a body to HEAD', () => {
    const get = recorder();
    sendHtml({ method: 'GET' } as IncomingMessage, get.res, 200, '<p>é</p>', { csp: STATIC_PAGE_CSP, cacheControl: 'no-cache', headers: { 'Referrer-Policy': 'no-referrer' } });
    expect(get.served).toEqual({
      status: 200,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': 9,
        'Cache-Control': 'no-cache',
        'Content-Security-Policy': STATIC_PAGE_CSP,
        'Referrer-Policy': 'no-referrer',
      },
      body: '<p>é</p>',
    });
    const head = recorder();
    sendHtml({ method: 'HEAD' } as IncomingMessage, head.res, 200, '<p>x</p>', { csp: STATIC_PAGE_CSP, cacheControl: 'no-store' });
    expect(head.served.headers?.['Content-Length']).toBe(8);
    expect(head.served.body).toBeUndefined();
  });

  it('reads the decoded path parameter, or nothing when it is not valid percent-encoding', () => {
    expect(pathParameter(new URL('http://mock.local/mock-pages/onramp/ors-1%202/'), '/mock-pages/onramp/')).toBe('ors-1 2');
    expect(pathParameter(new URL('http://mock.local/mock-pages/onramp/%E0%A4%A'), '/mock-pages/onramp/')).toBe('');
  });
});
