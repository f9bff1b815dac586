import { customFetch } from '@/api/fetcher';
import type { CardRecord } from '../../mock-server/testing';
import { mockApp } from './mock-backend';

/** The seeded demo user (ARCHITECTURE.md "Seeded users"). */
export const DEMO_USER = { email: 'demo@example.com', password: 'Demo-Passw0rd!' } as const;

/** Signs the demo user in against the test file's mock backend: the app's calls then carry the session cookie. */
export async function signInDemo(): Promise<void> {
  await customFetch('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(DEMO_USER) });
}

/** The demo user's id in the mock backend's store. */
export const demoId = (): string => mockApp.store.find('users', (user) => user.email === DEMO_USER.email)?.id ?? '';

/** One of the demo user's seeded cards; throws when the seed has none that matches. */
export function demoCard(predicate: (card: CardRecord) => boolean): CardRecord {
  const card = mockApp.store.find('cards', (candidate) => candidate.userId === demoId() && predicate(candidate));
  if (!card) throw new Error('seed lacks the card');
  return card;
}

/**
 * The password-reset link (spec 01 §2) the mock backend mails to `email` after "Forgot password?", asked for on the
 * server's side (the app's form is not part of the test).
 */
export async function mailedResetLink(email: string): Promise<URL> {
  await mockApp.dispatcher.dispatch({
    method: 'POST',
    path: '/api/password/forgot',
    query: new URLSearchParams(),
    headers: { 'content-type': 'application/json' },
    bodyText: JSON.stringify({ email }),
  });
  const mail = mockApp.store.list('outbox').find((candidate) => candidate.to === email && candidate.link);
  if (!mail?.link) throw new Error(`no reset link was mailed to ${email}`);
  return new URL(mail.link);
}
