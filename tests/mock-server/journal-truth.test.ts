import { appendFileSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMockApp, type MockApp } from '../../mock-server';
import { createFixedClock, createSession } from '../../mock-server/testing';
import type { Mutation } from '../../mock-server/store/store';
import { mockCaller, START, USERS } from '../security/support';

/**
 * The journal tells the truth: an answer waits for its writes to be on disk, a damaged line is reported where it is
 * instead of being dropped as if it had never been acknowledged, and a journal without its snapshot is not restored
 * half.
 */
describe('the journal', () => {
  let dir = '';
  let file = '';
  const open = (): MockApp => createMockApp({ clock: createFixedClock(START), log: () => {}, db: { file, snapshotIntervalMs: 0 } });
  /** One acknowledged write in the journal (a session), then the server stops without a snapshot (as a kill). */
  const oneWriteThenKilled = () => {
    const app = open();
    const user = app.store.find('users', (candidate) => candidate.email === USERS.demo.email);
    if (!user) throw new Error('seeded demo user');
    createSession(app.store, app.clock, user.id);
    app.store.flush();
    return readFileSync(`${file}.journal`, 'utf8');
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'lookcard-journal-'));
    file = join(dir, 'db.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('answers a write only once the journal says it is on disk', async () => {
    const { app, call } = mockCaller();
    let release = () => {};
    const onDisk = new Promise<void>((resolve) => (release = resolve));
    const committed: (readonly Mutation[])[] = [];
    app.store.setSink({ commit: (mutations) => committed.push(mutations), durable: () => onDisk });
    let answered = false;
    const answer = call('POST', '/api/auth/login', { body: USERS.demo }).then((response) => ((answered = true), response));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(committed.length).toBeGreaterThan(0);
    expect(answered).toBe(false);
    release();
    expect((await answer).status).toBe(200);
  });

  it('refuses to start on a damaged last line that was complete, naming its line and byte', () => {
    const text = oneWriteThenKilled();
    appendFileSync(`${file}.journal`, 'garbage\n');
    expect(() => open()).toThrow(new RegExp(`line 2 \\(byte ${Buffer.byteLength(text)}\\) is damaged \\(not JSON\\).*--reset`));
  });

  it('refuses a line whose checksum does not match what it says', () => {
    const text = oneWriteThenKilled();
    // A flipped character inside a record: still JSON, no longer what was written.
    const forged = text.replace(/"userId":"(.)/, (_match, first: string) => `"userId":"${first === 'a' ? 'b' : 'a'}`);
    expect(forged).not.toBe(text);
    writeFileSync(`${file}.journal`, forged);
    expect(() => open()).toThrow(/line 1 \(byte 0\) is damaged \(its checksum does not match\)/);
  });

  it('ignores a last line cut short by a crash, and says so', () => {
    oneWriteThenKilled();
    appendFileSync(`${file}.journal`, '{"m":[{"op":"put","c":"sessions","v":{"id":"half');
    const lines: string[] = [];
    const app = createMockApp({ clock: createFixedClock(START), log: (line) => lines.push(line), db: { file, snapshotIntervalMs: 0 } });
    expect(app.opened).toMatchObject({ source: 'restored', replayedLines: 1, ignoredTornLine: true });
    expect(lines.join('\n')).toMatch(/ignored a torn last line .*never answered/);
    app.close();
  });

  it('refuses to restore a journal whose snapshot was deleted', () => {
    oneWriteThenKilled();
    unlinkSync(file);
    expect(() => open()).toThrow(/db\.json is missing but its journal .* is not.*--reset/);
  });
});
