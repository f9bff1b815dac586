import { http, HttpResponse, passthrough } from 'msw';
import type { MockApp } from '../app';

/** A streamed body as a web stream: the next chunk is pulled from the source only when the reader asks for it. */
export function streamOf(chunks: Iterable<string>): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.iterator]();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    cancel() {
      iterator.return?.();
    },
  });
}

/**
 * The MSW transport: the same dispatcher answers requests made in vitest (msw/node), Ladle and the
 * optional in-browser mode. Cookies are kept by a tiny per-adapter jar, because fetch in tests has none.
 */
export function createMswHandlers(app: MockApp, options: { baseUrl?: string } = {}) {
  const jar = new Map<string, string>();
  const prefix = options.baseUrl ?? '*';

  const toCookieHeader = (incoming: string | null) => {
    const parts = incoming ? [incoming] : [];
    for (const [name, value] of jar) parts.push(`${name}=${value}`);
    return parts.length ? parts.join('; ') : undefined;
  };

  const remember = (cookies: string[] | undefined) => {
    for (const cookie of cookies ?? []) {
      const [pair, ...attributes] = cookie.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  };

  return [
    http.all(`${prefix}/api/*`, async ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/simulator/events') return passthrough();
      const headers: Record<string, string | undefined> = {};
      request.headers.forEach((value, name) => {
        headers[name.toLowerCase()] = value;
      });
      headers['cookie'] = toCookieHeader(request.headers.get('cookie'));
      const bodyText = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
      const response = await app.dispatcher.dispatch({
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        headers,
        bodyText: bodyText === '' ? undefined : bodyText,
        addressedTo: url.origin,
      });
      if (response.drop) return HttpResponse.error();
      remember(response.cookies);
      const responseHeaders = new Headers(response.headers);
      if (response.stream) {
        responseHeaders.set('Content-Type', response.stream.contentType);
        return new HttpResponse(streamOf(response.stream.chunks), { status: response.status, headers: responseHeaders });
      }
      if (response.raw) {
        responseHeaders.set('Content-Type', response.raw.contentType);
        const data = response.raw.data;
        // Bytes as they are: a Blob would be the environment's (jsdom's has no stream(), which Response needs).
        const body: BodyInit = typeof data === 'string' ? data : new Uint8Array(data);
        return new HttpResponse(body, { status: response.status, headers: responseHeaders });
      }
      if (response.body === undefined) return new HttpResponse(null, { status: response.status, headers: responseHeaders });
      return HttpResponse.json(response.body as Record<string, unknown>, { status: response.status, headers: responseHeaders });
    }),
  ];
}
