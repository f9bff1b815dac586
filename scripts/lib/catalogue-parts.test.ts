import { describe, expect, it } from 'vitest';
import { cataloguePartOf } from './catalogue-parts';

describe('cataloguePartOf', () => {
  const config = { shell: ['auth', 'app'], dialogs: ['security', '!security.password.title', '!security.mfa', 'security.mfa.setup', 'transfer'] };

  it('puts the shell namespaces in the shell, whatever the dialogs list says', () => {
    expect(cataloguePartOf('auth.signIn.title', config)).toBe('shell');
    expect(cataloguePartOf('app.name', { shell: ['app'], dialogs: ['app'] })).toBe('shell');
  });

  it('lets the longest matching entry decide, `!` keeping ids in main', () => {
    expect(cataloguePartOf('security.password.submit', config)).toBe('dialogs');
    expect(cataloguePartOf('security.password.title', config)).toBe('main');
    expect(cataloguePartOf('security.mfa.menu', config)).toBe('main');
    expect(cataloguePartOf('security.mfa.setup.scan', config)).toBe('dialogs');
    expect(cataloguePartOf('transfer', config)).toBe('dialogs');
  });

  it('matches whole segments only, and leaves everything unlisted in main', () => {
    expect(cataloguePartOf('transferHistory.title', config)).toBe('main');
    expect(cataloguePartOf('security.passwordless', config)).toBe('dialogs');
    expect(cataloguePartOf('cards.title', config)).toBe('main');
  });
});
