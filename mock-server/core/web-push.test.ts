import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMockApp, type MockApp } from '../app';
import { currentVapidKeyPair } from '../domains/security/vapid';
import { encryptPushPayload, isCallablePushService, vapidAuthorization } from './web-push';

/** RFC 8291 Appendix A: the worked example of an encrypted push message. */
const RFC8291 = {
  plaintext: 'When I grow up, I want to be a watermelon',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  body: 'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

/** What a browser does with a push message: RFC 8291 decryption with its private key and auth secret. */
function decryptAsBrowser(body: Buffer, uaPrivate: Buffer, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  const ua = createECDH('prime256v1');
  ua.setPrivateKey(uaPrivate);
  const label = (text: string, ...parts: Buffer[]) => Buffer.concat([Buffer.from(text), Buffer.from([0]), ...parts]);
  const ikm = Buffer.from(hkdfSync('sha256', ua.computeSecret(serverPublic), authSecret, label('WebPush: info', ua.getPublicKey(), serverPublic), 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, label('Content-Encoding: aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, label('Content-Encoding: nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  expect(padded[padded.length - 1]).toBe(2);
  return padded.subarray(0, padded.length - 1).toString('utf8');
}

describe('web push encryption and VAPID (RFC 8291, RFC 8292)', () => {
  it('encrypts the RFC 8291 example byte for byte', () => {
    const body = encryptPushPayload({ p256dh: RFC8291.uaPublic, auth: RFC8291.authSecret }, Buffer.from(RFC8291.plaintext), {
      ephemeralPrivateKey: Buffer.from(RFC8291.asPrivate, 'base64url'),
      salt: Buffer.from(RFC8291.salt, 'base64url'),
    });
    expect(body.toString('base64url')).toBe(RFC8291.body);
    expect(decryptAsBrowser(body, Buffer.from(RFC8291.uaPrivate, 'base64url'), Buffer.from(RFC8291.authSecret, 'base64url'))).toBe(RFC8291.plaintext);
  });

  it('signs a VAPID token for the push service that the public key verifies', () => {
    const server = createECDH('prime256v1');
    server.generateKeys();
    const keys = { publicKey: server.getPublicKey().toString('base64url'), privateKey: server.getPrivateKey().toString('base64url') };
    const header = vapidAuthorization('https://push.example', keys, Date.parse('2026-11-20T12:00:00Z'));
    const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(header);
    if (!match) throw new Error(`not a vapid header: ${header}`);
    const [, head = '', claims = '', signature = '', k] = match;
    expect(k).toBe(keys.publicKey);
    expect(JSON.parse(Buffer.from(head, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toMatchObject({ aud: 'https://push.example', exp: Date.parse('2026-11-21T00:00:00Z') / 1000 });
    const publicKey = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: server.getPublicKey().subarray(1, 33).toString('base64url'), y: server.getPublicKey().subarray(33).toString('base64url') },
      format: 'jwk',
    });
    expect(verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))).toBe(true);
  });

  it('calls https push services only, or http on a loopback address', () => {
    expect(isCallablePushService('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isCallablePushService('http://127.0.0.1:9000/push')).toBe(true);
    expect(isCallablePushService('http://push.example/push')).toBe(false);
    expect(isCallablePushService('not a url')).toBe(false);
  });
});

describe('POST /api/simulator/push: a test notification to a subscribed browser', () => {
  let app: MockApp;
  let pushService: Server;
  let received: { path: string; headers: IncomingHttpHeaders; body: Buffer }[];
  let origin: string;

  beforeEach(async () => {
    app = createMockApp({ log: () => {} });
    received = [];
    // A push service on this machine: it keeps what it is sent; /gone answers as for a dropped subscription.
    pushService = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(request.url === '/gone' ? 410 : 201).end();
      });
    });
    await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await new Promise((resolve) => pushService.close(resolve));
  });

  const userOf = (email: string) => {
    const user = app.store.find('users', (candidate) => candidate.email === email);
    if (!user) throw new Error(`no user ${email}`);
    return user;
  };
  /** A browser's subscription: its key pair and auth secret, stored as POST /api/notification/subscribe stores it. */
  function subscribe(email: string, path: string) {
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const auth = randomBytes(16);
    const user = userOf(email);
    const now = app.clock.now().toISOString();
    app.store.put('pushSubscriptions', {
      id: `sub-${path.slice(1)}`,
      userId: user.id,
      profileId: user.profileId,
      endpoint: `${origin}${path}`,
      expirationTime: null,
      p256dh: browser.getPublicKey().toString('base64url'),
      auth: auth.toString('base64url'),
      createdAt: now,
      updatedAt: now,
    });
    app.store.flush();
    return { privateKey: browser.getPrivateKey(), auth };
  }
  const push = async (body: unknown) => {
    const response = await app.dispatcher.dispatch({
      method: 'POST',
      path: '/api/simulator/push',
      query: new URLSearchParams(),
      headers: { 'content-type': 'application/json' },
      bodyText: JSON.stringify(body),
    });
    return response as { status: number; body: { data?: { sent: number; failed: number; deliveries: { subscriptionId: string; outcome: string; status?: number }[] }; message?: string } };
  };

  it('encrypts the notification for each subscribed browser, signs it with the VAPID key and reports each answer', async () => {
    const browser = subscribe('demo@example.com', '/push/demo-browser');
    subscribe('demo@example.com', '/gone');
    const response = await push({ email: 'demo@example.com', title: 'Test notification', body: 'Push notifications reach this browser.', url: '/?tab=cards' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ sent: 1, failed: 1 });
    expect(response.body.data?.deliveries.map((delivery) => [delivery.subscriptionId, delivery.outcome, delivery.status]).sort()).toEqual([
      ['sub-gone', 'gone', 410],
      ['sub-push/demo-browser', 'delivered', 201],
    ]);

    const message = received.find((request) => request.path === '/push/demo-browser');
    if (!message) throw new Error('nothing reached the push service');
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(message.headers['ttl']).toBe('60');
    // Signed with the key browsers subscribed with (GET /api/notification/vapid-public-key).
    expect(message.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${currentVapidKeyPair(app.services.seed()).publicKey}$`));
    expect(JSON.parse(decryptAsBrowser(message.body, browser.privateKey, browser.auth))).toEqual({ title: 'Test notification', body: 'Push notifications reach this browser.', url: '/?tab=cards' });
  });

  it('names what is wrong: no user named, a foreign URL, an unknown user, no subscription', async () => {
    expect((await push({ title: 'Hi' })).status).toBe(400);
    subscribe('demo@example.com', '/push/demo-browser');
    // The contract's pattern for url (a path of the app: one leading / and no spaces) refuses another origin.
    for (const url of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/a b']) {
      const refused = await push({ email: 'demo@example.com', title: 'Hi', url });
      expect(refused.status, url).toBe(400);
      expect(
        (refused.body as { issues?: { path: string }[] }).issues?.map((issue) => issue.path),
        url,
      ).toEqual(['body.url']);
    }
    expect((await push({ email: 'nobody@example.com', title: 'Hi' })).status).toBe(404);
    const none = await push({ email: 'friend@example.com', title: 'Hi' });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('This user has no push subscription');
    expect(received).toEqual([]);
  });
});
