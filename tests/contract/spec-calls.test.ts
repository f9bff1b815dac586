import { describe, expect, it } from 'vitest';
import { operations } from '@contract-kit/operations';
import { NAMED_CALLS, SPEC_CALLS } from '../spec/calls';

/**
 * Every call the specification writes out (its §7, kept in tests/spec/calls.ts and checked against the documents
 * by `npm run check:spec`) and every call it names without a path (with the architecture's paths) is in the contract.
 */
const CALLS = [...Object.values(SPEC_CALLS).flat(), ...NAMED_CALLS];

const inContract = new Set(operations.map((op) => `${op.method} ${op.path}`));

describe('the contract lists every call of the spec', () => {
  it.each(CALLS)('%s', (call) => {
    expect(inContract, `${call} is missing from contracts/openapi.yaml`).toContain(call);
  });

  it('every operation has an operationId, a tag and a success response', () => {
    for (const op of operations) {
      expect(op.operationId).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(op.tag).toBeTruthy();
      expect(op.successStatus).toBeGreaterThanOrEqual(200);
      expect(op.successStatus).toBeLessThan(300);
    }
  });
});
