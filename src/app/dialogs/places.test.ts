import { describe, expect, it } from 'vitest';
import { filterOfPlace, placePatchOfFilter, withoutCard } from '@/lib/place-views';
import { DEFAULT_INSIGHTS_PERIOD, INSIGHTS_PERIODS } from '@contract-kit/rules/spending-insights';
import { filterPlaceKey, validatePlaceSearch, viewsOf, withDialog } from '@/lib/places';
// The places of the registered dialogs, as the route has them.
import './registry';

describe('the address of a place (validateSearch of /)', () => {
  it('keeps the parameters a place allows', () => {
    expect(validatePlaceSearch({ tab: 'cards', cardsTab: 'transactions', txCard: 'c-1', txPage: 3 })).toEqual({ tab: 'cards', cardsTab: 'transactions', txCard: 'c-1', txPage: 3 });
    expect(validatePlaceSearch({ card: '4bdf91d0-c70b-45cd-823e-8da09d1ee527', dialog: 'statements', page: 2 })).toEqual({
      card: '4bdf91d0-c70b-45cd-823e-8da09d1ee527',
      dialog: 'statements',
      page: 2,
    });
    expect(validatePlaceSearch({ dialog: 'deposit', view: 'buy' })).toEqual({ dialog: 'deposit', view: 'buy' });
    expect(validatePlaceSearch({ dialog: 'apply', card: 'c-9', step: '3' })).toEqual({ dialog: 'apply', card: 'c-9', step: 3 });
    expect(validatePlaceSearch({ auth: 'register' })).toEqual({ auth: 'register' });
  });

  it('drops a bad or unknown value (and what belongs to nothing), never failing', () => {
    expect(validatePlaceSearch({ tab: 'nowhere', cardsTab: 'x', txPage: -3, type: 'gold', dialog: 'no-such-dialog', view: 'history', page: 2, step: 9, auth: 'admin' })).toEqual({});
    // The first tab, the first page, the first view are the defaults: never written.
    expect(validatePlaceSearch({ tab: 'accounts', cardsTab: 'my-cards', txPage: 1, dialog: 'withdrawal', view: 'submit' })).toEqual({ dialog: 'withdrawal' });
    // A view of another dialog, a page outside the statements, a step outside the wizard.
    expect(validatePlaceSearch({ dialog: 'transfer', view: 'buy', page: 2, step: 2 })).toEqual({ dialog: 'transfer' });
    // A card dialog needs its card.
    expect(validatePlaceSearch({ dialog: 'freeze' })).toEqual({});
    expect(validatePlaceSearch({ dialog: 'freeze', card: 'c-1' })).toEqual({ dialog: 'freeze', card: 'c-1' });
    // A named card decides the type tab.
    expect(validatePlaceSearch({ card: 'c-1', type: 'credit' })).toEqual({ card: 'c-1' });
    expect(validatePlaceSearch({ type: 'credit' })).toEqual({ type: 'credit' });
  });

  it('never takes something that could be a card number (or a script) for a card id', () => {
    expect(validatePlaceSearch({ card: '4111111111111111' })).toEqual({});
    expect(validatePlaceSearch({ card: '<script>' })).toEqual({});
    expect(validatePlaceSearch({ card: 'x'.repeat(129) })).toEqual({});
    expect(validatePlaceSearch({ card: 123456 })).toEqual({ card: '123456' });
  });

  it('keeps the reset link of spec 01 §2 until the page has read it', () => {
    expect(validatePlaceSearch({ action: 'forgot_password', changePasswordId: 'id-1', tenantId: 't', email: 'demo@example.com' })).toEqual({
      action: 'forgot_password',
      changePasswordId: 'id-1',
      tenantId: 't',
      email: 'demo@example.com',
    });
  });
});

describe('moves between places', () => {
  it('opens a dialog in place of another, with its card (which selects the card) and its view', () => {
    expect(withDialog({ type: 'credit', dialog: 'transfer' }, { dialog: 'freeze', card: 'c-1' })).toEqual({ dialog: 'freeze', card: 'c-1' });
    expect(withDialog({ card: 'c-1' }, { dialog: 'deposit', view: 'direct' })).toEqual({ card: 'c-1', dialog: 'deposit' });
    // A new application has no card yet: the selected one leaves the place, its type stays.
    expect(withDialog({ card: 'c-1', tab: 'cards' }, { dialog: 'apply', type: 'credit' })).toEqual({ tab: 'cards', type: 'credit', dialog: 'apply' });
  });

  it('takes an unknown card out of the place, with the dialog that acts on it', () => {
    expect(withoutCard({ card: 'gone', dialog: 'freeze', tab: 'cards' }, 'gone')).toEqual({ tab: 'cards' });
    expect(withoutCard({ card: 'gone', dialog: 'transfer' }, 'gone')).toEqual({ dialog: 'transfer' });
    expect(withoutCard({ txCard: 'gone', txPage: 3, card: 'c-1' }, 'gone')).toEqual({ card: 'c-1' });
    // The card transactions' filter (a merchant category like any other field) stays for the card shown next.
    expect(withoutCard({ txCard: 'gone', txCategory: 'groceries', txStatus: 'cleared' }, 'gone')).toEqual({ txCategory: 'groceries', txStatus: 'cleared' });
  });
});

describe('spending insights places', () => {
  it('names the insights of a card with its period as the view, and the category filter of the card transactions', () => {
    expect(validatePlaceSearch({ card: 'c-1', dialog: 'insights', view: 'last-3-months' })).toEqual({ card: 'c-1', dialog: 'insights', view: 'last-3-months' });
    expect(validatePlaceSearch({ card: 'c-1', dialog: 'insights', view: 'this-month' })).toEqual({ card: 'c-1', dialog: 'insights' });
    expect(validatePlaceSearch({ dialog: 'insights' })).toEqual({});
    // The category filter is the card transactions' filter key for `category` (the key the insights' links have always used).
    expect(filterPlaceKey('cardTransactions', 'category')).toBe('txCategory');
    expect(validatePlaceSearch({ txCard: 'c-1', txCategory: 'groceries' })).toEqual({ txCard: 'c-1', txCategory: 'groceries' });
    expect(validatePlaceSearch({ txCard: 'c-1', txCategory: 'food' })).toEqual({ txCard: 'c-1' });
    expect(validatePlaceSearch({ txCategory: 'Groceries' })).toEqual({});
    // Only card transactions have a category.
    expect(validatePlaceSearch({ actCategory: 'groceries', dialog: 'withdrawal', view: 'history', wdCategory: 'groceries' })).toEqual({ dialog: 'withdrawal', view: 'history' });
  });

  it("offers exactly the contract's periods, this month first", () => {
    expect(viewsOf('insights')).toEqual(INSIGHTS_PERIODS);
    expect(INSIGHTS_PERIODS[0]).toBe(DEFAULT_INSIGHTS_PERIOD);
  });
});

describe('the history filters in the address', () => {
  it("keeps each list's filter keys whose values have the right shape", () => {
    expect(
      validatePlaceSearch({ txFrom: '2026-11-01', txTo: '2026-11-30', txType: 'purchase', txStatus: 'cleared', txCategory: 'travel', txCurrency: 'JPY', txMin: '10', txMax: '250.50', txQ: 'coffee' }),
    ).toEqual({
      txFrom: '2026-11-01',
      txTo: '2026-11-30',
      txType: 'purchase',
      txStatus: 'cleared',
      txCategory: 'travel',
      txCurrency: 'JPY',
      txMin: '10',
      txMax: '250.50',
      txQ: 'coffee',
    });
    expect(validatePlaceSearch({ actType: 'CREDIT', actQ: ' tron ' })).toEqual({ actType: 'CREDIT', actQ: 'tron' });
    // A whole number written by hand (`txMin=10`) arrives parsed as a number; a fraction never becomes a float amount.
    expect(validatePlaceSearch({ txMin: 10, txMax: 10.5 })).toEqual({ txMin: '10' });
  });

  it('drops a value of the wrong shape, a field the list lacks, and the withdrawal filter outside its history view', () => {
    expect(validatePlaceSearch({ txFrom: '2026-02-30', txTo: '30/11/2026', txMin: '-5', txMax: '1e3', txType: '<script>', txQ: 'x'.repeat(101) })).toEqual({});
    // Account movements have no status, withdrawals no type.
    expect(validatePlaceSearch({ actStatus: 'cleared', dialog: 'withdrawal', view: 'history', wdType: 'CREDIT', wdStatus: 'failed' })).toEqual({
      dialog: 'withdrawal',
      view: 'history',
      wdStatus: 'failed',
    });
    expect(validatePlaceSearch({ dialog: 'withdrawal', wdStatus: 'failed' })).toEqual({ dialog: 'withdrawal' });
    expect(validatePlaceSearch({ wdStatus: 'failed' })).toEqual({});
  });

  it('closes the withdrawal history with its filter, keeping the other lists’ filters', () => {
    expect(withDialog({ dialog: 'withdrawal', view: 'history', wdStatus: 'failed', txQ: 'tea' }, { dialog: 'deposit' })).toEqual({ dialog: 'deposit', txQ: 'tea' });
  });
});

describe('filterOfPlace', () => {
  it('reads a valid filter, upper-casing the currency', () => {
    expect(filterOfPlace({ txFrom: '2026-11-01', txCurrency: 'jpy', txMin: '5' }, 'cardTransactions')).toMatchObject({ from: '2026-11-01', currency: 'JPY', minAmount: '5', to: null });
    expect(filterOfPlace({ txCategory: 'groceries', txStatus: 'cleared' }, 'cardTransactions')).toMatchObject({ category: 'groceries', status: 'cleared' });
    // A category the rule refuses (an address not validated by the route) is no filter.
    expect(filterOfPlace({ txCategory: 'food', txStatus: 'cleared' }, 'cardTransactions')).toMatchObject({ category: null, status: 'cleared' });
  });

  it('leaves out what the rule refuses as a whole (from after to, min above max), keeping the rest', () => {
    expect(filterOfPlace({ actFrom: '2026-11-02', actTo: '2026-11-01', actMin: '20', actMax: '10', actQ: 'tron' }, 'accountTransactions')).toMatchObject({
      from: null,
      to: '2026-11-01',
      minAmount: null,
      maxAmount: '10',
      q: 'tron',
    });
  });

  it('writes a filter back as a patch of its keys', () => {
    expect(placePatchOfFilter('withdrawals', { ...filterOfPlace({}, 'withdrawals'), status: 'failed' })).toEqual({
      wdFrom: undefined,
      wdTo: undefined,
      wdStatus: 'failed',
      wdCurrency: undefined,
      wdMin: undefined,
      wdMax: undefined,
      wdQ: undefined,
    });
  });
});

describe('filterOfPlace: choices', () => {
  it('drops a type or status the list does not know', () => {
    expect(filterOfPlace({ txType: 'teleport', txStatus: 'cleared' }, 'cardTransactions', { type: ['purchase'], status: ['cleared'] })).toMatchObject({ type: null, status: 'cleared' });
  });
});
