import { describe, expect, it } from 'vitest';
import { cataloguePartOf } from './catalogue-parts';

describe('cataloguePartOf', () => {
  const config = { shell: ['auth', 'app'], dialogs: new Set(['security.password.submit', 'app.name']) };

  it('puts the shell namespaces in the shell, whatever the dialogs use', () => {
    expect(cataloguePartOf('auth.signIn.title', config)).toBe('shell');
    expect(cataloguePartOf('app.name', config)).toBe('shell');
  });

  it('puts what only the dialogs name in dialogs, and everything else in main', () => {
    expect(cataloguePartOf('security.password.submit', config)).toBe('dialogs');
    expect(cataloguePartOf('security.password.title', config)).toBe('main');
    expect(cataloguePartOf('cards.title', config)).toBe('main');
  });
});
