import { describe, expect, it } from 'vitest';
import type { CardStatus } from '@contract-kit/model';
import { applicationBlockedReason, modelUnavailableReason } from './availability';

const card = (model: 'debit' | 'credit', status: CardStatus) => ({ model, status });

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
