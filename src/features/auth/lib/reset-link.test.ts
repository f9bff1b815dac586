import { describe, expect, it } from 'vitest';
import { parseResetLink, readResetSearch } from './reset-link';

describe('reset link from the address query (spec 01 §2)', () => {
  const query = { action: 'forgot_password', changePasswordId: '6a2d8f4b', tenantId: 'lookcard', email: 'Demo@Example.com' };

  it('needs action=forgot_password with changePasswordId, tenantId and email', () => {
    expect(parseResetLink(readResetSearch(query))).toEqual({ changePasswordId: '6a2d8f4b', tenantId: 'lookcard', email: 'demo@example.com' });
    for (const key of Object.keys(query)) {
      const partial = Object.fromEntries(Object.entries(query).filter(([name]) => name !== key));
      expect(parseResetLink(readResetSearch(partial)), key).toBeNull();
    }
    expect(parseResetLink(readResetSearch({ ...query, action: 'other' }))).toBeNull();
    expect(parseResetLink(readResetSearch({ ...query, email: 'not-an-email' }))).toBeNull();
  });

  it('keeps only the reset keys, as strings', () => {
    expect(readResetSearch({ ...query, tab: 'cards', changePasswordId: 42 })).toEqual({ action: 'forgot_password', tenantId: 'lookcard', email: 'Demo@Example.com' });
  });
});
