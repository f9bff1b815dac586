import { describe, expect, it } from 'vitest';
import { operations } from '@contract-kit/operations';
import { usesIdempotencyKey } from './idempotency';

describe('Idempotency-Key (contract: parameters/IdempotencyKey)', () => {
  it('is required by exactly the money movements: withdrawals, transfers, exchanges, card deposits, stakes, card operations, repayments and physical orders', () => {
    expect(
      operations
        .filter(usesIdempotencyKey)
        .map((operation) => operation.operationId)
        .sort(),
    ).toEqual(['accountDeposit', 'createExchange', 'createOrder', 'createWithdrawal', 'deposit', 'performCardOperation', 'repayCard', 'stake', 'transferFunds'].sort());
  });
});
