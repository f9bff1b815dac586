import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApp, type MockApp } from '../../mock-server';
import { createNodeServer } from '../../mock-server/node';
import { createSession, type CardRecord } from '../../mock-server/testing';

/**
 * The CSV export over HTTP: 100,000 card transactions of one card come as a chunked stream —
 * the first bytes arrive long before the last, no Content-Length is announced, every row arrives once — and a
 * client that goes away mid-file does not stop the server answering others.
 */
let app: MockApp;
let server: ReturnType<typeof createNodeServer>;
let base = '';
let cookie = '';
let card: CardRecord;
const ROWS = 100_000;

beforeAll(async () => {
  app = createMockApp({ log: () => {} });
  const demo = app.store.find('users', (user) => user.email === 'demo@example.com');
  if (!demo) throw new Error('no demo user');
  card = app.store.find('cards', (candidate) => candidate.userId === demo.id && candidate.status === 'active') as CardRecord;
  const template = app.store.find('cardTransactions', (tx) => tx.cardId === card.id);
  if (!template) throw new Error('no transaction to copy');
  const snapshot = app.store.snapshot();
  const others = (snapshot.cardTransactions ?? []).filter((tx) => tx.cardId !== card.id);
  const bulk = Array.from({ length: ROWS }, (_, i) => ({ ...template, id: `bulk-${i}`, sequence: 1_000_000 + i, amount: `${(i % 900) + 1}.${String(i % 100).padStart(2, '0')}` }));
  app.store.load({ ...snapshot, cardTransactions: [...others, ...bulk] });
  cookie = createSession(app.store, app.clock, demo.id).cookie.split(';')[0] ?? '';
  server = createNodeServer(app, { host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(await server.listen()).port}`;
});
afterAll(async () => {
  await server.close();
});

describe('CSV export over HTTP', () => {
  it('streams 100,000 rows: chunked, first bytes long before the end, every row once', async () => {
    const response = await fetch(`${base}/api/transactions/cards/export?cardId=${card.id}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="card-transactions-${card.lastFourDigits}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    const decoder = new TextDecoder();
    let reads = 0;
    let lines = 0;
    let readsAfterFirst = 0;
    let head = '';
    let tail = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const text = decoder.decode(value, { stream: true });
      if (reads === 0) head = text;
      else readsAfterFirst++;
      reads++;
      lines += text.split('\r\n').length - 1;
      tail = (tail + text).slice(-200);
    }
    expect(head.startsWith('id,date,type,entry,status,amount,currency,description,merchant,')).toBe(true);
    // The first chunk is a small part of the file; many more follow it.
    expect(head.length).toBeLessThan(256 * 1024);
    expect(readsAfterFirst).toBeGreaterThan(20);
    expect(lines).toBe(ROWS + 1);
    expect(tail.endsWith('\r\n')).toBe(true);
    expect(tail).toContain(`bulk-${ROWS - 1},`);
  }, 120_000);

  it('keeps answering other requests while a client reads slowly, and lets a client stop mid-file', async () => {
    const controller = new AbortController();
    const slow = await fetch(`${base}/api/transactions/cards/export?cardId=${card.id}`, { headers: { cookie }, signal: controller.signal });
    const reader = slow.body?.getReader();
    await reader?.read();
    const started = Date.now();
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    controller.abort();
    await reader?.cancel().catch(() => undefined);
    const again = await fetch(`${base}/api/transactions/cards?cardId=${card.id}&take=1`, { headers: { cookie } });
    expect(again.status).toBe(200);
  }, 60_000);
});
