import { faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { responseMocks } from '@contract-kit/mocks';
import { operations } from '@contract-kit/operations';

/** orval's faker mocks (used by MSW and the mock server's fallback) must satisfy the contract's own schemas. */
describe('generated MSW/faker mocks match the contract', () => {
  faker.seed(7);
  const jsonOperations = operations.filter((op) => op.successContentType === 'application/json');

  it('every JSON operation has a mock generator', () => {
    const missing = jsonOperations.filter((op) => !responseMocks[op.operationId]).map((op) => op.operationId);
    expect(missing).toEqual([]);
  });

  it.each(jsonOperations.map((op) => [op.operationId, op] as const))('%s: 25 generated responses validate', (_id, op) => {
    const mock = responseMocks[op.operationId];
    const schema = op.responses[op.successStatus];
    expect(mock).toBeDefined();
    expect(schema).toBeDefined();
    for (let i = 0; i < 25; i++) {
      const sample = mock?.();
      const result = schema?.safeParse(sample);
      if (!result?.success) {
        throw new Error(`${op.operationId} mock #${i} is invalid: ${JSON.stringify(result?.error.issues.slice(0, 3))}\n${JSON.stringify(sample).slice(0, 400)}`);
      }
    }
  });
});
