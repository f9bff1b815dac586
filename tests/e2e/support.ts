import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Shared helpers for the journeys. The app proxies /api to the mock server, so `request` can reach it too. */

export const USERS = {
  demo: { email: 'demo@example.com', password: 'Demo-Passw0rd!' },
  friend: { email: 'friend@example.com', password: 'Friend-Passw0rd!' },
  mfa: { email: 'mfa@example.com', password: 'Mfa-User-Passw0rd!', totpSecret: 'JBSWY3DPEHPK3PXP' },
  unverified: { email: 'unverified@example.com', password: 'Unverified-Passw0rd!' },
  newcomer: { email: 'newcomer@example.com', password: 'Newcomer-Passw0rd!' },
} as const;

/** Back to the seed: every journey starts from the same data. */
export async function resetBackend(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/simulator/reset', { data: {} });
  expect(response.ok(), `reset failed: ${response.status()} ${await response.text()}`).toBe(true);
}

/** Signs in through the UI with e-mail and password (users without two-factor). */
export async function signIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email', { exact: false }).first().fill(user.email);
  await page.getByLabel('Password', { exact: false }).first().fill(user.password);
  await page.getByRole('button', { name: /^(Sign in|Log in|Login)$/ }).click();
}

/** Mails the mock server "sent" to an address (verification codes, reset links). */
export async function outbox(request: APIRequestContext, to: string): Promise<{ to: string; subject: string; text: string; code?: string; link?: string }[]> {
  const response = await request.get(`/api/simulator/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { to: string; subject: string; text: string; code?: string; link?: string }[] }).data;
}
