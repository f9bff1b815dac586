import { RESET_PASSWORD_ACTION } from './auth-constants';
import { normalizeEmail, validateEmail } from './validation';

/** The reset link of the forgot-password e-mail (spec 01 §2). */
export interface ResetLink {
  changePasswordId: string;
  tenantId: string;
  email: string;
}

/** The address query as the index route keeps it (every key optional, so links to "/" need none). */
export interface ResetLinkSearch {
  action?: string;
  changePasswordId?: string;
  tenantId?: string;
  email?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** Keeps the four reset keys of an address query (the route's validateSearch). */
export function readResetSearch(search: Record<string, unknown>): ResetLinkSearch {
  const out: ResetLinkSearch = {};
  for (const key of ['action', 'changePasswordId', 'tenantId', 'email'] as const) {
    const value = text(search[key]);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** The reset link when the query carries action=forgot_password with changePasswordId, tenantId and a valid email. */
export function parseResetLink(search: ResetLinkSearch): ResetLink | null {
  const { action, changePasswordId, tenantId, email } = search;
  if (action !== RESET_PASSWORD_ACTION || !changePasswordId || !tenantId || !email || validateEmail(email) !== null) return null;
  return { changePasswordId, tenantId, email: normalizeEmail(email) };
}
