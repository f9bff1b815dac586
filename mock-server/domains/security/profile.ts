import { createHash } from 'node:crypto';
import type { PushSubscriptionRequest, SetUserLanguageRequest } from '@contract-kit/model';
import { badRequest, forbidden, ok } from '../../core/errors';
import { requireSession, type Handler } from '../../core/types';
import { currentVapidKeyPair } from './vapid';

/** The profile's small endpoints (spec 02 §3, §4): referral code, language, web push subscriptions. */

export const getReferralCode: Handler = (context) => ok({ code: requireSession(context).user.referralCode });

// ---- language
/** Spec 02 §3 Language, §9: en, zh-CN, zh-TW, all enabled. */
export const LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English', flag: '🇺🇸', enabled: true },
  { code: 'zh-CN', name: 'Simplified Chinese', nativeName: '简体中文', flag: '🇨🇳', enabled: true },
  { code: 'zh-TW', name: 'Traditional Chinese', nativeName: '繁體中文', flag: '🇹🇼', enabled: true },
] as const;

export const getUserLanguage: Handler = (context) => ok({ success: true, data: { language: requireSession(context).user.language, languages: LANGUAGES } });

export const setUserLanguage: Handler<never, never, SetUserLanguageRequest> = (context) => {
  const { user } = requireSession(context);
  context.store.put('users', { ...user, language: context.body.language });
  return ok({ success: true, data: { language: context.body.language } });
};

export const getVapidPublicKey: Handler = (context) => ok({ publicKey: currentVapidKeyPair(context.services.seed()).publicKey });

function base64urlBytes(value: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null;
  return Buffer.from(value.replace(/=+$/, ''), 'base64url');
}

export const subscribeNotifications: Handler<never, never, PushSubscriptionRequest> = (context) => {
  const { user } = requireSession(context);
  const { body, store, clock } = context;
  if (body.profileId !== user.profileId) return forbidden('You can only subscribe your own profile');
  const { endpoint, keys } = body.subscription;
  const issues: { path: string; message: string }[] = [];
  if (!URL.canParse(endpoint) || new URL(endpoint).protocol !== 'https:') issues.push({ path: 'body.subscription.endpoint', message: 'Must be an https URL' });
  const p256dh = base64urlBytes(keys.p256dh);
  if (!p256dh || p256dh.length !== 65 || p256dh[0] !== 0x04) {
    issues.push({ path: 'body.subscription.keys.p256dh', message: 'Must be an uncompressed P-256 public key (65 bytes, base64url)' });
  }
  const auth = base64urlBytes(keys.auth);
  if (!auth || auth.length !== 16) issues.push({ path: 'body.subscription.keys.auth', message: 'Must be a 16-byte secret (base64url)' });
  if (issues.length > 0) return badRequest(`Invalid request: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`, issues);

  const id = createHash('sha256').update(endpoint).digest('hex');
  const now = clock.now().toISOString();
  const existing = store.get('pushSubscriptions', id);
  store.put('pushSubscriptions', {
    id,
    userId: user.id,
    profileId: user.profileId,
    endpoint,
    expirationTime: body.subscription.expirationTime ?? null,
    p256dh: keys.p256dh,
    auth: keys.auth,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  });
  return ok({ success: true, message: 'Subscribed to notifications' }, 201);
};
