import { describe, expect, it } from 'vitest';
import { decideLanguageSync } from './language-sync';

const userId = 'u1';

describe('decideLanguageSync (GET/POST /api/users/language; the local choice is remembered too)', () => {
  it('does nothing when device, last sync and server agree', () => {
    expect(decideLanguageSync({ userId, server: 'zh-TW', current: 'zh-TW', stored: 'zh-TW', synced: { userId, language: 'zh-TW' } })).toEqual({ action: 'none' });
  });

  it('saves a choice made on this device since the last sync', () => {
    expect(decideLanguageSync({ userId, server: 'en', current: 'zh-CN', stored: 'zh-CN', synced: { userId, language: 'en' } })).toEqual({ action: 'push', language: 'zh-CN' });
  });

  it('applies a language changed on another device', () => {
    expect(decideLanguageSync({ userId, server: 'zh-TW', current: 'en', stored: 'en', synced: { userId, language: 'en' } })).toEqual({ action: 'apply', language: 'zh-TW' });
  });

  it("applies the account's chosen language the first time on a device", () => {
    expect(decideLanguageSync({ userId, server: 'zh-CN', current: 'en', stored: null, synced: null })).toEqual({ action: 'apply', language: 'zh-CN' });
    expect(decideLanguageSync({ userId, server: 'zh-CN', current: 'zh-TW', stored: 'zh-TW', synced: { userId: 'someone-else', language: 'zh-TW' } })).toEqual({
      action: 'apply',
      language: 'zh-CN',
    });
  });

  it('saves the language shown for an account still on the default language', () => {
    expect(decideLanguageSync({ userId, server: 'en', current: 'zh-TW', stored: null, synced: null })).toEqual({ action: 'push', language: 'zh-TW' });
    expect(decideLanguageSync({ userId, server: 'en', current: 'en', stored: null, synced: null })).toEqual({ action: 'none' });
  });
});
