import { describe, expect, it } from 'vitest';
import type { CardModel, CardStatus } from '@contract-kit/model';
import { getCardAmounts } from './card-amounts';

const deposit = { available: '1840.25', limit: '5000.00', current: '1950.00' };
const credit = { limit: '1500.00', available: '1262.40', used: '237.60', current: '1500.00' };
const zeroDeposit = { available: '0', limit: '0', current: '0' };
const zeroCredit = { limit: '0', available: '0', used: '0', current: '0' };
const card = (model: CardModel, status: CardStatus) => ({ model, status, deposit: model === 'debit' ? deposit : zeroDeposit, credit: model === 'credit' ? credit : zeroCredit });

describe('card face amounts (spec 02 §2)', () => {
  it('credit active: Limit, Credit (available), Outstanding', () => {
    expect(getCardAmounts(card('credit', 'active'))).toEqual({
      amounts: [
        { kind: 'limit', value: '1500.00' },
        { kind: 'credit', value: '1262.40' },
        { kind: 'outstanding', value: '237.60' },
      ],
      showsStatus: false,
    });
  });

  it('credit frozen: Available and the status; other non-active: Current and the status', () => {
    expect(getCardAmounts(card('credit', 'frozen'))).toEqual({ amounts: [{ kind: 'available', value: '1262.40' }], showsStatus: true });
    for (const status of ['pending_deposit', 'blocked', 'expired', 'terminated'] as const) {
      expect(getCardAmounts(card('credit', status))).toEqual({ amounts: [{ kind: 'current', value: '1500.00' }], showsStatus: true });
    }
  });

  it('debit active: Available and Used = limit minus available, exactly', () => {
    expect(getCardAmounts(card('debit', 'active'))).toEqual({
      amounts: [
        { kind: 'available', value: '1840.25' },
        { kind: 'used', value: '3159.75' },
      ],
      showsStatus: false,
    });
    expect(getCardAmounts({ ...card('debit', 'active'), deposit: { available: '0.1', limit: '0.3', current: '0.3' } }).amounts[1]).toEqual({ kind: 'used', value: '0.20' });
  });

  it('debit non-active: Current and the status', () => {
    for (const status of ['frozen', 'pending_verification', 'expired'] as const) {
      expect(getCardAmounts(card('debit', status))).toEqual({ amounts: [{ kind: 'current', value: '1950.00' }], showsStatus: true });
    }
  });
});
