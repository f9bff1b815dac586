import { describe, expect, it } from 'vitest';
import { validateCardName } from './card-name';
import { backStep, continueStep, correctStep, isBackDisabled, isNextDisabled, nextStep, verificationState, type NextConditions } from './wizard';

describe('the correct step (spec 02 §4)', () => {
  it('is 1 without a card, 2 unverified, 3 underfunded, 4 funded', () => {
    expect(correctStep({ hasCard: false, isVerified: false, isFunded: false })).toBe(1);
    expect(correctStep({ hasCard: true, isVerified: false, isFunded: true })).toBe(2);
    expect(correctStep({ hasCard: true, isVerified: true, isFunded: false })).toBe(3);
    expect(correctStep({ hasCard: true, isVerified: true, isFunded: true })).toBe(4);
  });
});

describe('Next and Back (spec 02 §4)', () => {
  it('Next jumps to the correct step when behind it, else moves one up to 4', () => {
    expect(nextStep(2, 4)).toBe(4);
    expect(nextStep(2, 3)).toBe(3);
    expect(nextStep(3, 3)).toBe(4);
    expect(nextStep(3, 2)).toBe(4);
    expect(nextStep(4, 4)).toBe(4);
    expect(nextStep(1, 1)).toBe(2);
  });

  it('Back cancels from 1, goes 3 → 2, 4 → 3, and never below 2', () => {
    expect(backStep(1)).toBe('cancel');
    expect(backStep(2)).toBe(2);
    expect(backStep(3)).toBe(2);
    expect(backStep(4)).toBe(3);
  });

  it('Back is disabled while loading, at step 4 and at a locked step 2', () => {
    expect(isBackDisabled({ step: 3, isLoading: true, isLocked: false })).toBe(true);
    expect(isBackDisabled({ step: 4, isLoading: false, isLocked: false })).toBe(true);
    expect(isBackDisabled({ step: 2, isLoading: false, isLocked: true })).toBe(true);
    expect(isBackDisabled({ step: 2, isLoading: false, isLocked: false })).toBe(false);
    expect(isBackDisabled({ step: 3, isLoading: false, isLocked: true })).toBe(false);
    expect(isBackDisabled({ step: 1, isLoading: false, isLocked: false })).toBe(false);
  });

  const base: NextConditions = { step: 1, isLoading: false, hasModel: true, isAgreementAccepted: true, isVerified: true, isLocked: false, isFunded: true, isOnchainReady: true, method: 'onchain' };
  it('Next needs a model and the agreement at step 1', () => {
    expect(isNextDisabled(base)).toBe(false);
    expect(isNextDisabled({ ...base, hasModel: false })).toBe(true);
    expect(isNextDisabled({ ...base, isAgreementAccepted: false })).toBe(true);
    expect(isNextDisabled({ ...base, isLoading: true })).toBe(true);
  });

  it('Next needs a verified, unlocked card at step 2', () => {
    expect(isNextDisabled({ ...base, step: 2 })).toBe(false);
    expect(isNextDisabled({ ...base, step: 2, isVerified: false })).toBe(true);
    expect(isNextDisabled({ ...base, step: 2, isLocked: true })).toBe(true);
  });

  it('Next needs funding and, on chain, network, currency and a valid address at step 3', () => {
    expect(isNextDisabled({ ...base, step: 3 })).toBe(false);
    expect(isNextDisabled({ ...base, step: 3, isFunded: false })).toBe(true);
    expect(isNextDisabled({ ...base, step: 3, isOnchainReady: false })).toBe(true);
    expect(isNextDisabled({ ...base, step: 3, isOnchainReady: false, method: 'account' })).toBe(false);
    expect(isNextDisabled({ ...base, step: 4 })).toBe(true);
  });
});

describe('continuing an application (spec 02 §4)', () => {
  it('resumes at the right step', () => {
    expect(continueStep({ status: 'pending_activation', isFunded: true, isApproved: true })).toBe(4);
    expect(continueStep({ status: 'pending_activation', isFunded: true, isApproved: false })).toBe(4);
    expect(continueStep({ status: 'pending_deposit', isFunded: false, isApproved: true })).toBe(3);
    expect(continueStep({ status: 'pending_verification', isFunded: false, isApproved: false })).toBe(3);
    expect(continueStep({ status: 'pending_verification', isFunded: true, isApproved: false })).toBe(2);
    expect(continueStep({ status: 'pending_deposit', isFunded: true, isApproved: true })).toBe(4);
  });
});

describe('verification statuses (spec 02 §4)', () => {
  it('locks on rejected, under_review and completed; approved verifies', () => {
    expect(verificationState('rejected')).toEqual({ isVerified: false, isLocked: true, lockReason: 'rejected' });
    expect(verificationState('under_review')).toEqual({ isVerified: false, isLocked: true, lockReason: 'underReview' });
    expect(verificationState('completed')).toEqual({ isVerified: false, isLocked: true, lockReason: 'underReview' });
    expect(verificationState('approved')).toEqual({ isVerified: true, isLocked: false, lockReason: null });
    expect(verificationState(null)).toEqual({ isVerified: false, isLocked: false, lockReason: null });
  });
});

describe('card name (spec 02 §5)', () => {
  it('is required, non-empty after trim and at most 50 characters', () => {
    expect(validateCardName('')).toBe('required');
    expect(validateCardName('   ')).toBe('required');
    expect(validateCardName('Nova Newcomer')).toBeNull();
    expect(validateCardName('x'.repeat(50))).toBeNull();
    expect(validateCardName(` ${'x'.repeat(50)} `)).toBeNull();
    expect(validateCardName('x'.repeat(51))).toBe('tooLong');
    expect(validateCardName('Ñandú 💳')).toBeNull();
  });
});
