import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeServer } from '../../mock-server/node';
import { httpCall, mockCaller } from './support';

/**
 * Nothing the caller sent comes back unchecked: an X-Correlation-ID that is a uuid is echoed, anything else (15 KB of
 * it, a header injection attempt) is replaced by a fresh uuid in the answer.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('X-Correlation-ID', () => {
  it('echoes a uuid', async () => {
    const { call } = mockCaller();
    const id = randomUUID();
    expect((await call('GET', '/api/health', { headers: { 'x-correlation-id': id } })).headers?.['X-Correlation-ID']).toBe(id);
  });

  it.each([
    ['15 KB', 'A'.repeat(15 * 1024)],
    ['a script', '<script>alert(1)</script>'],
    ['almost a uuid', `${randomUUID()}-x`],
  ])('replaces %s with a fresh uuid, on a known route and on an unknown one', async (_what, sent) => {
    const { call } = mockCaller();
    for (const path of ['/api/health', '/api/no-such-route']) {
      const answered = (await call('GET', path, { headers: { 'x-correlation-id': sent } })).headers?.['X-Correlation-ID'];
      expect(answered, path).toMatch(UUID);
      expect(answered).not.toBe(sent);
    }
  });

  describe('over HTTP', () => {
    const { app } = mockCaller();
    const server = createNodeServer(app, { host: '127.0.0.1', port: 0 });
    let base = '';
    beforeAll(async () => {
      base = `http://127.0.0.1:${(await server.listen()).port}`;
    });
    afterAll(async () => {
      await server.close();
      app.close();
    });

    it('answers 15 KB of correlation id with a 36-character one', async () => {
      const answer = await httpCall(base, 'GET', '/api/health', { headers: { 'x-correlation-id': 'A'.repeat(15 * 1024) } });
      expect(String(answer.headers['x-correlation-id'])).toMatch(UUID);
      expect(answer.text).not.toContain('AAAAAAAAAA');
    });
  });
});
