import { createHash } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEEDED_MFA_SECRET, totp } from '../../mock-server/testing';
import { mockCaller, START, USERS, type Caller } from './support';

/**
 * What a copy of the mock server's files gives away: no readable card number, no CVV (an issuer never keeps it), no
 * MFA secret, no session id, and files only their owner can read. The store still serves all of them after a restart.
 */
describe('the store at rest', () => {
  let dir = '';
  let file = '';
  const open = (): Caller => mockCaller({ db: { file, snapshotIntervalMs: 0 } });
  const diskText = () => `${readFileSync(file, 'utf8')}\n${readFileSync(`${file}.journal`, 'utf8')}`;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'lookcard-at-rest-'));
    file = join(dir, 'db.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps PANs and MFA secrets sealed and CVVs nowhere, in the snapshot and in the journal', async () => {
    const first = open();
    const demo = first.sessionOf(USERS.demo.email);
    // A set-up in progress and a card read through the API put secrets in the journal too.
    const setup = await first.call('POST', '/api/mfa/setup', { cookie: demo });
    expect(setup.status).toBe(200);
    const card = first.app.store.find('cards', (candidate) => candidate.status === 'active' && candidate.userId === first.userOf(USERS.demo.email).id);
    if (!card) throw new Error('the demo user has an active card');
    const shown = await first.call('GET', `/api/cards/${card.id}/credentials`, { cookie: demo });
    const { pan, cvv } = shown.body.data as { pan: string; cvv: string };
    expect(pan).toMatch(/^\d{16}$/);
    expect(cvv).toMatch(/^\d{3}$/);

    const text = diskText();
    const pans = first.app.store.list('cards').map((candidate) => candidate.credentials.pan);
    expect(pans.filter((candidate) => text.includes(candidate))).toEqual([]);
    expect(text).not.toContain(SEEDED_MFA_SECRET);
    expect(text).not.toContain((setup.body.data as { secret: string }).secret);
    expect(text).not.toMatch(/"cvv"/);
    expect(text).toContain('sealed:v1:');
    // A session is kept by the hash of its cookie: a copy of the files signs nobody in.
    expect(text).not.toContain(demo.replace(/^sid=/, ''));
    expect(text).toContain(createHash('sha256').update(demo.replace(/^sid=/, '')).digest('base64url'));
    first.app.close();

    for (const name of ['db.json', 'db.json.journal', 'db.json.key']) expect(statSync(join(dir, name)).mode & 0o777, name).toBe(0o600);

    // Restarted from the files: the same number and CVV, and the sealed MFA secret still signs in.
    const second = open();
    const again = await second.call('GET', `/api/cards/${card.id}/credentials`, { cookie: second.sessionOf(USERS.demo.email) });
    expect(again.body.data).toMatchObject({ pan, cvv });
    const check = await second.call('POST', '/api/auth/check-mfa', { body: USERS.mfa });
    const verified = await second.call('POST', '/api/auth/mfa-login', { body: { twoFactorTrustId: check.body['twoFactorTrustId'], code: totp(SEEDED_MFA_SECRET, START.getTime()) } });
    expect(verified.status).toBe(200);
    second.app.close();
  });

  it('makes files written readable by others the owner’s only when it opens them', () => {
    open().app.close();
    for (const name of ['db.json', 'db.json.journal', 'db.json.key']) chmodSync(join(dir, name), 0o644);
    const reopened = open();
    for (const name of ['db.json', 'db.json.journal', 'db.json.key']) expect(statSync(join(dir, name)).mode & 0o777, name).toBe(0o600);
    reopened.app.close();
  });

  it('reads a store written before sealing, and keeps neither its plain PANs nor its CVVs', () => {
    const first = open();
    const card = first.app.store.list('cards')[0];
    if (!card) throw new Error('the seed has cards');
    first.app.close();
    // As an older version wrote it: the PAN in clear and a stored CVV.
    const snapshot = JSON.parse(readFileSync(file, 'utf8')) as { data: { cards: Record<string, unknown>[] } };
    snapshot.data.cards = snapshot.data.cards.map((record) => (record['id'] === card.id ? { ...record, credentials: { ...card.credentials, cvv: '123' } } : record));
    writeFileSync(file, JSON.stringify(snapshot));
    const reopened = open();
    expect(reopened.app.store.get('cards', card.id)?.credentials).toEqual(card.credentials);
    reopened.app.close();
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(card.credentials.pan);
    expect(text).not.toMatch(/"cvv"/);
  });

  it('refuses to start when the key that sealed the store is gone or replaced', () => {
    open().app.close();
    writeFileSync(join(dir, 'db.json.key'), `${'0'.repeat(64)}\n`, { mode: 0o600 });
    expect(() => open()).toThrow(/does not open with its key/);
  });
});
