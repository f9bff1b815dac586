import { describe, expect, it } from 'vitest';
import type { CardModel, CardStatus } from '../model';
import { applicationBlockedReason, getApplyTileState, getCardAvailability, modelUnavailableReason } from './card-availability';

const card = (model: CardModel, status: CardStatus) => ({ model, status });
const many = (count: number, model: CardModel, status: CardStatus) => Array.from({ length: count }, () => card(model, status));

describe('card availability (spec 02 §5)', () => {
  it('makes both available with no cards', () => {
    expect(getCardAvailability([])).toEqual({ debit: true, credit: true });
  });

  it('makes debit unavailable while a debit card is pending_verification or pending_activation', () => {
    expect(getCardAvailability([card('debit', 'pending_verification')]).debit).toBe(false);
    expect(getCardAvailability([card('debit', 'pending_activation')]).debit).toBe(false);
    expect(getCardAvailability([card('debit', 'pending_deposit')]).debit).toBe(true);
    expect(getCardAvailability([card('debit', 'initialized')]).debit).toBe(true);
  });

  it('makes debit unavailable with 2 or more active debit cards, not with 1', () => {
    expect(getCardAvailability([card('debit', 'active')]).debit).toBe(true);
    expect(getCardAvailability(many(2, 'debit', 'active')).debit).toBe(false);
    expect(getCardAvailability([card('debit', 'active'), card('debit', 'frozen'), card('debit', 'expired')]).debit).toBe(true);
  });

  it('makes credit unavailable while a credit card is pending, whatever the debit cards', () => {
    for (const status of ['pending_deposit', 'pending_verification', 'pending_activation'] as const) {
      expect(getCardAvailability([card('credit', status)])).toEqual({ debit: true, credit: false });
    }
    expect(getCardAvailability([card('credit', 'active'), card('credit', 'active')]).credit).toBe(true);
    expect(getCardAvailability([card('debit', 'pending_activation')]).credit).toBe(true);
  });
});

describe('the apply tile (spec 02 §2)', () => {
  it('is clickable with no cards at all', () => {
    expect(getApplyTileState([])).toEqual({ isEnabled: true, reason: null });
  });

  it('is clickable with fewer than 10 debit cards and none pending, even with a pending credit application', () => {
    expect(getApplyTileState([...many(9, 'debit', 'active'), card('credit', 'pending_deposit')]).isEnabled).toBe(true);
  });

  it('is clickable without pending credit applications, even with 10 debit cards or a pending debit card', () => {
    expect(getApplyTileState(many(10, 'debit', 'active')).isEnabled).toBe(true);
    expect(getApplyTileState([card('debit', 'pending_verification')]).isEnabled).toBe(true);
  });

  it('is disabled with "complete pending applications first" when both types have pending applications', () => {
    expect(getApplyTileState([card('debit', 'initialized'), card('credit', 'pending_activation')])).toEqual({ isEnabled: false, reason: 'pendingApplications' });
  });

  it('is disabled with 10 debit cards and a pending credit application', () => {
    expect(getApplyTileState([...many(10, 'debit', 'active'), card('credit', 'pending_verification')])).toEqual({ isEnabled: false, reason: 'unavailable' });
  });
});
describe('availability (spec 02 §5, §8)', () => {
  it('offers both models without cards', () => {
    expect(modelUnavailableReason([], 'debit')).toBeNull();
    expect(modelUnavailableReason([], 'credit')).toBeNull();
    expect(applicationBlockedReason([])).toBeNull();
  });

  it('names the per-model reasons', () => {
    expect(modelUnavailableReason([card('debit', 'pending_verification')], 'debit')).toBe('pendingDebit');
    expect(modelUnavailableReason([card('debit', 'active'), card('debit', 'active')], 'debit')).toBe('debitLimit');
    expect(modelUnavailableReason([card('credit', 'pending_deposit')], 'credit')).toBe('pendingCredit');
    expect(modelUnavailableReason([card('debit', 'pending_deposit')], 'debit')).toBeNull();
    // §9: no 11th debit card even with fewer than 2 active ones.
    const tenDebits = Array.from({ length: 10 }, (_, index) => card('debit', index === 0 ? 'active' : 'terminated'));
    expect(modelUnavailableReason(tenDebits, 'debit')).toBe('typeUnavailable');
    expect(applicationBlockedReason([...tenDebits, card('credit', 'pending_deposit')])).toBe('pendingApplications');
  });

  it('blocks the wizard only when neither model is available', () => {
    expect(applicationBlockedReason([card('debit', 'pending_activation'), card('credit', 'pending_verification')])).toBe('bothPending');
    expect(applicationBlockedReason([card('debit', 'active'), card('debit', 'active'), card('credit', 'pending_deposit')])).toBe('debitLimitWithPendingCredit');
    expect(applicationBlockedReason([card('credit', 'pending_deposit')])).toBeNull();
    expect(applicationBlockedReason([card('debit', 'pending_verification')])).toBeNull();
  });
});
