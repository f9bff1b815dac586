import { beforeEach, describe, expect, it } from 'vitest';
import type { MockApp } from '../../app';
import { totp } from '../../identity/totp';
import { SEEDED_MFA_SECRET } from '../../store/seed';
import { callJson, recordingApp, seededUser, startPlus, TEST_START, type JsonBody } from '../test-support';
import { newSignInMailText } from './sign-ins';
import { describeUserAgent } from './user-agent';
import { placeOf } from './places';

/** Signed-in devices: the list, signing one out, signing out the others, the new-device mail. */

const UA = {
  macChrome: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  ipadSafari: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.39 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  windowsEdge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.51',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36',
} as const;

const DEMO = { email: 'demo@example.com', password: 'Demo-Passw0rd!' };
const MFA = { email: 'mfa@example.com', password: 'Mfa-User-Passw0rd!' };

let app: MockApp;
beforeEach(() => {
  app = recordingApp().app;
});

type Session = { id: string; current: boolean; deviceType: string; os: string | null; browser: string | null; place: unknown; signedInAt: string; lastActiveAt: string };

const cookieOf = (response: { cookies?: string[] }) => response.cookies?.[0]?.split(';')[0] ?? '';

/** Signs in through the real sign-in (check-mfa and mfa-login for the MFA user) from a device and a client address. */
async function signIn(who: { email: string; password: string }, userAgent: string, client?: string): Promise<string> {
  const headers = { 'user-agent': userAgent };
  const dispatch = (path: string, body: unknown) =>
    app.dispatcher.dispatch({
      method: 'POST',
      path,
      query: new URLSearchParams(),
      headers: { 'content-type': 'application/json', ...headers },
      bodyText: JSON.stringify(body),
      ...(client ? { client } : {}),
    });
  let trust: string | undefined;
  if (who === MFA) {
    const check = (await dispatch('/api/auth/check-mfa', who)).body as JsonBody;
    trust = String(check['twoFactorTrustId']);
    expect((await dispatch('/api/auth/mfa-login', { twoFactorTrustId: trust, code: totp(SEEDED_MFA_SECRET, app.clock.nowMs()) })).status).toBe(200);
    app.clock.advance(30_000);
  }
  const response = await dispatch('/api/auth/login', { ...who, ...(trust ? { twoFactorTrustId: trust } : {}) });
  expect(response.status).toBe(200);
  return cookieOf(response);
}

const list = async (cookie: string) => {
  const response = await callJson<{ success: boolean; data: Session[] }>(app, 'GET', '/api/auth/sessions', { cookie });
  expect(response.status).toBe(200);
  return response.body.data;
};
const mails = (to: string) => app.store.list('outbox').filter((mail) => mail.to === to);

describe('reading the user agent', () => {
  it.each([
    [UA.macChrome, { deviceType: 'desktop', os: 'macOS', browser: 'Chrome 131' }],
    [UA.iphoneSafari, { deviceType: 'mobile', os: 'iOS 17', browser: 'Safari 17' }],
    [UA.ipadSafari, { deviceType: 'tablet', os: 'iPadOS 16', browser: 'Safari 16' }],
    [UA.androidChrome, { deviceType: 'mobile', os: 'Android 14', browser: 'Chrome 131' }],
    [UA.androidTablet, { deviceType: 'tablet', os: 'Android 13', browser: 'Chrome 120' }],
    [UA.windowsEdge, { deviceType: 'desktop', os: 'Windows', browser: 'Edge 131' }],
    [UA.linuxFirefox, { deviceType: 'desktop', os: 'Linux', browser: 'Firefox 133' }],
    [UA.headless, { deviceType: 'desktop', os: 'Linux', browser: 'Chrome 131' }],
    ['curl/8.5.0', { deviceType: 'unknown', os: null, browser: null }],
    [undefined, { deviceType: 'unknown', os: null, browser: null }],
  ])('%s', (userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toEqual(expected);
  });
});

describe('the place of an address', () => {
  it('knows the documentation ranges and nothing else (loopback and private addresses are unknown)', () => {
    expect(placeOf('203.0.113.7')).toEqual({ city: 'Singapore', countryCode: 'SG' });
    expect(placeOf('::ffff:198.51.100.20')).toEqual({ city: 'London', countryCode: 'GB' });
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.0.0.8', '192.168.1.4', undefined]) expect(placeOf(address)).toBeNull();
  });
});

describe('GET /api/auth/sessions', () => {
  it('lists every session of the user with its device, place and times, this one first and marked current', async () => {
    const phone = await signIn(DEMO, UA.iphoneSafari, '203.0.113.7');
    // Within the phone's idle timeout (5 minutes): it is still signed in.
    app.clock.advance(4 * 60_000);
    const laptop = await signIn(DEMO, UA.macChrome, '127.0.0.1');
    const sessions = await list(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ current: true, deviceType: 'desktop', os: 'macOS', browser: 'Chrome 131', place: null, signedInAt: startPlus(4 * 60_000) });
    expect(sessions[1]).toMatchObject({ current: false, deviceType: 'mobile', os: 'iOS 17', browser: 'Safari 17', place: { city: 'Singapore', countryCode: 'SG' }, signedInAt: startPlus() });
    // From the phone, the phone is the current one.
    expect((await list(phone)).map((session) => session.current)).toEqual([true, false]);
  });

  it('never shows a session token: the ids are public ids, and another user never sees them', async () => {
    const cookie = await signIn(DEMO, UA.macChrome);
    const sessions = await list(cookie);
    const tokens = app.store.list('sessions').map((session) => session.id);
    for (const session of sessions) expect(tokens).not.toContain(session.id);
    expect(JSON.stringify(sessions)).not.toContain(cookie.split('=')[1]);
    const friend = await signIn({ email: 'friend@example.com', password: 'Friend-Passw0rd!' }, UA.macChrome);
    expect((await list(friend)).map((session) => session.id)).not.toContain(sessions[0]?.id);
  });

  it('moves last active with the user’s actions (calls that are not reads), never with reads', async () => {
    const cookie = await signIn(DEMO, UA.macChrome);
    const other = await signIn(DEMO, UA.iphoneSafari);
    app.clock.advance(30_000);
    await callJson(app, 'GET', '/api/users/me', { cookie: other });
    expect((await list(cookie))[1]?.lastActiveAt).toBe(startPlus());
    await callJson(app, 'POST', '/api/session/activity', { cookie: other });
    expect((await list(cookie))[1]?.lastActiveAt).toBe(startPlus(30_000));
  });

  it('names a session stored before public ids existed (an older --db file) with one of its own, which then signs it out', async () => {
    const laptop = await signIn(DEMO, UA.macChrome);
    const user = seededUser(app, DEMO.email);
    app.store.put('sessions', { id: 'legacy-token', userId: user.id, createdAt: startPlus(-120_000), expiresAt: startPlus(23 * 3_600_000) });
    app.store.flush();
    const legacy = (await list(laptop)).find((session) => !session.current);
    expect(legacy).toMatchObject({ deviceType: 'unknown', os: null, browser: null, place: null, lastActiveAt: startPlus(-120_000) });
    expect(legacy?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await list(laptop)).find((session) => !session.current)?.id).toBe(legacy?.id);
    expect((await callJson(app, 'DELETE', `/api/auth/sessions/${legacy?.id}`, { cookie: laptop })).status).toBe(200);
    expect(app.store.get('sessions', 'legacy-token')).toBeUndefined();
  });

  it('is 401 without a session', async () => {
    expect((await callJson(app, 'GET', '/api/auth/sessions')).status).toBe(401);
  });
});

describe('DELETE /api/auth/sessions/{sessionId}', () => {
  it('signs one other device out: its next call is a 401, this one stays signed in', async () => {
    const phone = await signIn(DEMO, UA.iphoneSafari);
    const laptop = await signIn(DEMO, UA.macChrome);
    const target = (await list(laptop)).find((session) => !session.current);
    const response = await callJson(app, 'DELETE', `/api/auth/sessions/${target?.id}`, { cookie: laptop });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'The device was signed out' });
    expect((await callJson(app, 'GET', '/api/users/me', { cookie: phone })).status).toBe(401);
    expect((await callJson(app, 'GET', '/api/users/me', { cookie: laptop })).status).toBe(200);
    expect(await list(laptop)).toHaveLength(1);
    // Signed out already: the same id is now unknown.
    expect((await callJson(app, 'DELETE', `/api/auth/sessions/${target?.id}`, { cookie: laptop })).status).toBe(404);
  });

  it('refuses this device (that is sign-out), an unknown id, another user’s session and a malformed id', async () => {
    const laptop = await signIn(DEMO, UA.macChrome);
    const friend = await signIn({ email: 'friend@example.com', password: 'Friend-Passw0rd!' }, UA.iphoneSafari);
    const own = (await list(laptop))[0]?.id;
    const current = await callJson(app, 'DELETE', `/api/auth/sessions/${own}`, { cookie: laptop });
    expect(current.status).toBe(409);
    expect(current.body).toMatchObject({ code: 'CurrentSession', message: 'This is the device you are using. Sign out instead.' });
    const unknown = await callJson(app, 'DELETE', '/api/auth/sessions/6f1c2a9e-4b7d-4e21-9c3a-8d5e7f0a1b2c', { cookie: laptop });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'SessionNotFound', message: 'Session not found' });
    const friendsId = (await list(friend))[0]?.id;
    expect((await callJson(app, 'DELETE', `/api/auth/sessions/${friendsId}`, { cookie: laptop })).status).toBe(404);
    expect((await callJson(app, 'GET', '/api/users/me', { cookie: friend })).status).toBe(200);
    const malformed = await callJson(app, 'DELETE', '/api/auth/sessions/not-a-uuid', { cookie: laptop });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('path.sessionId');
  });

  it('cannot be named by the session token itself', async () => {
    const phone = await signIn(DEMO, UA.iphoneSafari);
    const laptop = await signIn(DEMO, UA.macChrome);
    const token = phone.split('=')[1] ?? '';
    expect((await callJson(app, 'DELETE', `/api/auth/sessions/${encodeURIComponent(token)}`, { cookie: laptop })).status).toBe(400);
    expect((await callJson(app, 'GET', '/api/users/me', { cookie: phone })).status).toBe(200);
  });
});

describe('POST /api/auth/sessions/sign-out-others', () => {
  const path = '/api/auth/sessions/sign-out-others';

  it('right after signing in signs out every other device of the user and keeps this one', async () => {
    const phone = await signIn(DEMO, UA.iphoneSafari);
    const tablet = await signIn(DEMO, UA.ipadSafari);
    const laptop = await signIn(DEMO, UA.macChrome);
    const friend = await signIn({ email: 'friend@example.com', password: 'Friend-Passw0rd!' }, UA.macChrome);
    const response = await callJson(app, 'POST', path, { cookie: laptop });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: { signedOut: 2 }, message: 'Signed out of 2 other devices' });
    for (const cookie of [phone, tablet]) expect((await callJson(app, 'GET', '/api/users/me', { cookie })).status).toBe(401);
    expect((await callJson(app, 'GET', '/api/users/me', { cookie: laptop })).status).toBe(200);
    expect((await callJson(app, 'GET', '/api/users/me', { cookie: friend })).status).toBe(200);
  });

  it('more than 5 minutes after the sign-in asks for the password first (403) and signs nobody out until then', async () => {
    const phone = await signIn(DEMO, UA.iphoneSafari);
    const laptop = await signIn(DEMO, UA.macChrome);
    app.clock.advance(4 * 60_000);
    await callJson(app, 'POST', '/api/session/activity', { cookie: phone });
    await callJson(app, 'POST', '/api/session/activity', { cookie: laptop });
    app.clock.advance(60_000 + 1);
    const refused = await callJson(app, 'POST', path, { cookie: laptop });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'ReauthenticationRequired', message: "Confirm it's you to continue" });
    expect((await callJson(app, 'GET', '/api/users/me', { cookie: phone })).status).toBe(200);
    expect((await callJson(app, 'POST', '/api/session/reauthenticate', { cookie: laptop, body: { password: DEMO.password } })).status).toBe(200);
    expect((await callJson(app, 'POST', path, { cookie: laptop })).body).toMatchObject({ data: { signedOut: 1 } });
    expect((await callJson(app, 'GET', '/api/users/me', { cookie: phone })).status).toBe(401);
  });
});

describe('the new-device mail', () => {
  it('mails "New sign-in to your account" for a device not seen before, not for a known one or the first one', async () => {
    await signIn(DEMO, UA.macChrome);
    expect(mails(DEMO.email)).toEqual([]);
    await signIn(DEMO, UA.macChrome);
    expect(mails(DEMO.email)).toEqual([]);
    await signIn(DEMO, UA.iphoneSafari, '203.0.113.7');
    const [mail] = mails(DEMO.email);
    expect(mails(DEMO.email)).toHaveLength(1);
    expect(mail?.subject).toBe('New sign-in to your account');
    expect(mail?.text).toContain('Device: Phone (iOS 17)');
    expect(mail?.text).toContain('Browser: Safari 17');
    expect(mail?.text).toContain('Place: Singapore, SG (approximate)');
    expect(mail?.text).toContain(`Time: ${TEST_START.toUTCString()}`);
    // Signing out does not forget the device.
    await signIn(DEMO, UA.iphoneSafari);
    expect(mails(DEMO.email)).toHaveLength(1);
    // Another user's devices are their own.
    await signIn({ email: 'friend@example.com', password: 'Friend-Passw0rd!' }, UA.iphoneSafari);
    expect(mails('friend@example.com')).toEqual([]);
  });

  it('says unknown for what it cannot tell', () => {
    const text = newSignInMailText({ id: 'x', userId: 'u', createdAt: '2026-11-20T10:00:00.000Z', expiresAt: '2026-11-21T10:00:00.000Z', userAgent: 'curl/8.5.0' });
    expect(text).toContain('Device: Unknown device\n');
    expect(text).toContain('Browser: Unknown');
    expect(text).toContain('Place: Unknown');
  });

  it('registration remembers its device: signing in there later sends nothing', async () => {
    const registered = await app.dispatcher.dispatch({
      method: 'POST',
      path: '/api/users/register',
      query: new URLSearchParams(),
      headers: { 'content-type': 'application/json', 'user-agent': UA.androidChrome },
      bodyText: JSON.stringify({ email: 'alice@example.com', username: 'alice', password: 'Alice-Passw0rd!', confirmPassword: 'Alice-Passw0rd!' }),
    });
    expect(registered.status).toBe(201);
    const before = mails('alice@example.com').length;
    await signIn({ email: 'alice@example.com', password: 'Alice-Passw0rd!' }, UA.androidChrome);
    expect(mails('alice@example.com')).toHaveLength(before);
    expect(seededUser(app, 'alice@example.com').email).toBe('alice@example.com');
  });
});
