import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, stopServer } from './server-process';

/**
 * Durability of the mock server's store: every acknowledged write survives SIGKILL; a restart keeps
 * state; a torn last journal line is ignored.
 */
const dir = mkdtempSync(join(tmpdir(), 'mock-durability-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const json = { 'content-type': 'application/json' };

async function login(base: string): Promise<string | null> {
  try {
    const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'friend@example.com', password: 'Friend-Passw0rd!' }) });
    if (response.status !== 200) return null;
    return response.headers.get('set-cookie')?.split(';')[0] ?? null;
  } catch {
    return null; // the server was killed mid-request: never acknowledged
  }
}

async function sessionStatus(base: string, cookie: string): Promise<number> {
  return (await fetch(`${base}/api/auth/session`, { headers: { cookie } })).status;
}

describe('durability', () => {
  it('finds every acknowledged write after SIGKILL in the middle of a write storm', async () => {
    const db = join(dir, 'storm.json');
    const server = await startServer(['--db', db, '--reset', '--quiet']);
    const acknowledged: string[] = [];
    let running = true;
    const workers = Array.from({ length: 8 }, async () => {
      while (running) {
        const cookie = await login(server.base);
        if (cookie) acknowledged.push(cookie);
        else if (!running) break;
      }
    });
    // Kill mid-storm once enough writes were acknowledged (by count, not time: robust on a loaded machine).
    const deadline = Date.now() + 30_000;
    while (acknowledged.length < 40 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await stopServer(server, 'SIGKILL');
    running = false;
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    const restarted = await startServer(['--db', db, '--quiet']);
    try {
      const statuses = await Promise.all(acknowledged.map((cookie) => sessionStatus(restarted.base, cookie)));
      const lost = statuses.filter((status) => status !== 200).length;
      expect(lost, `${lost} of ${acknowledged.length} acknowledged sessions were lost`).toBe(0);
    } finally {
      await stopServer(restarted, 'SIGTERM');
    }
  }, 60_000);

  it('keeps state across a graceful restart (sessions and the simulated clock)', async () => {
    const db = join(dir, 'restart.json');
    // The clock moves an hour: sessions idle that long only with a longer idle timeout (a flag, as testers use it).
    const first = await startServer(['--db', db, '--reset', '--quiet', '--idle-timeout', '2h']);
    const cookie = await login(first.base);
    expect(cookie).toBeTruthy();
    await fetch(`${first.base}/api/simulator/clock`, { method: 'POST', headers: json, body: JSON.stringify({ advanceSeconds: 3600 }) });
    await stopServer(first, 'SIGTERM');

    const second = await startServer(['--db', db, '--quiet', '--idle-timeout', '2h']);
    try {
      expect(await sessionStatus(second.base, cookie ?? '')).toBe(200);
      const clock = (await (await fetch(`${second.base}/api/simulator/clock`)).json()) as { offsetMs: number };
      expect(clock.offsetMs).toBeGreaterThanOrEqual(3_600_000 - 1000);
    } finally {
      await stopServer(second, 'SIGTERM');
    }
  }, 60_000);

  it('ignores a torn last journal line and starts', async () => {
    const db = join(dir, 'torn.json');
    const first = await startServer(['--db', db, '--reset', '--quiet']);
    const cookie = await login(first.base);
    await stopServer(first, 'SIGKILL');
    expect(existsSync(`${db}.journal`)).toBe(true);
    appendFileSync(`${db}.journal`, '{"m":[{"op":"put","c":"sessions","v":{"id":"half');

    const second = await startServer(['--db', db, '--quiet']);
    try {
      expect(second.output()).toMatch(/ignored a torn last line/);
      expect(await sessionStatus(second.base, cookie ?? '')).toBe(200);
    } finally {
      await stopServer(second, 'SIGTERM');
    }
  }, 60_000);

  it('refuses a journal that is corrupt before its last line, with a clear message', async () => {
    const db = join(dir, 'corrupt.json');
    const first = await startServer(['--db', db, '--reset', '--quiet']);
    await stopServer(first, 'SIGTERM');
    writeFileSync(`${db}.journal`, 'not json\n{"m":[]}\n');
    await expect(startServer(['--db', db, '--quiet'])).rejects.toThrow(/line 1 \(byte 0\) is damaged \(not JSON\).*--reset/);
    expect(readFileSync(db, 'utf8')).toContain('"version":1');
  }, 60_000);
});
