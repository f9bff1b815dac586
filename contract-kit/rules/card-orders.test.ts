import { describe, expect, it } from 'vitest';
import { CardStatus } from '../enums';
import { isIssuedForPhysicalActions } from './card-orders';

describe('physical card actions (spec 02 §4 "Menu actions by state")', () => {
  it('activates a shipped card and changes the PIN of a fulfilled one only while the card is active or frozen', () => {
    const allowed = Object.values(CardStatus).filter(isIssuedForPhysicalActions);
    expect(allowed).toEqual(['active', 'frozen']);
    for (const status of ['initialized', 'pending_verification', 'terminated', 'blocked', 'expired', 'inactive']) expect(isIssuedForPhysicalActions(status)).toBe(false);
  });
});
