import { describe, expect, it } from 'vitest';
import { defineDialog } from '@/components/dialog-declaration';
import { isCardDialog, registerDialogs, validatePlaceSearch, viewsOf, withDialog, withoutDialog } from '@/lib/places';
import { DIALOGS } from './registry';

describe('the dialogs registry', () => {
  it('names each dialog once, and gives each its code but the one its screen shows', () => {
    const names = DIALOGS.map((dialog) => dialog.name);
    expect(new Set(names).size).toBe(names.length);
    expect(DIALOGS.filter((dialog) => dialog.code === undefined).map((dialog) => dialog.name)).toEqual(['reset-password']);
  });

  it('makes the place of a new declaration what the address keeps, and nothing else', () => {
    // A dialog as a feature would declare it: two views, a card it acts on, pages and the withdrawal history's filter.
    registerDialogs([defineDialog({ name: 'test-ledger', card: 'required', views: ['recent', 'all'], hasPages: true, filter: { list: 'withdrawals', view: 'all' } })]);
    expect(isCardDialog('test-ledger' as never)).toBe(true);
    expect(viewsOf('test-ledger' as never)).toEqual(['recent', 'all']);
    // Without its card it is no place; with it, its view, page and filter stay (a step, which it has none of, does not).
    expect(validatePlaceSearch({ dialog: 'test-ledger', view: 'all' })).toEqual({});
    expect(validatePlaceSearch({ dialog: 'test-ledger', card: 'c-1', view: 'all', page: 3, step: 2, wdStatus: 'completed' })).toEqual({
      dialog: 'test-ledger',
      card: 'c-1',
      view: 'all',
      page: 3,
      wdStatus: 'completed',
    });
    // Its first view is the default, never written; the filter belongs to its other view only.
    expect(validatePlaceSearch({ dialog: 'test-ledger', card: 'c-1', view: 'recent', wdStatus: 'completed' })).toEqual({ dialog: 'test-ledger', card: 'c-1' });
    // Closing it takes its view, page and filter with it.
    expect(withoutDialog({ dialog: 'test-ledger' as never, card: 'c-1', view: 'all' as never, page: 3, wdStatus: 'completed' })).toEqual({ card: 'c-1' });
    expect(withDialog({ tab: 'cards' }, { dialog: 'test-ledger' as never, card: 'c-2', view: 'recent' as never })).toEqual({ tab: 'cards', dialog: 'test-ledger', card: 'c-2' });
  });

  it('refuses a declaration with code but no props', () => {
    expect(() => defineDialog({ name: 'half', load: () => Promise.resolve(() => null) })).toThrow('dialog half: give both its code and its props, or neither');
  });
});
