import type { CardVerificationStatus } from '@contract-kit/model';
import { TOTAL_STEPS } from './card-application-constants';

export type WizardStep = 1 | 2 | 3 | 4;

/** Spec 02 §4: no card gives 1; a card without verification gives 2; verified but underfunded 3; verified and funded 4. */
export function correctStep({ hasCard, isVerified, isFunded }: { hasCard: boolean; isVerified: boolean; isFunded: boolean }): WizardStep {
  if (!hasCard) return 1;
  if (!isVerified) return 2;
  return isFunded ? 4 : 3;
}

/** Spec 02 §4: Next moves to the correct step if the user is behind it, else by one up to 4. */
export function nextStep(current: WizardStep, correct: WizardStep): WizardStep {
  if (current < correct) return correct;
  return Math.min(current + 1, TOTAL_STEPS) as WizardStep;
}

/** Spec 02 §4: Back from 1 cancels; from 3 goes to 2 (also when unverified); from 4 to 3; otherwise a minimum of 2. */
export function backStep(current: WizardStep): WizardStep | 'cancel' {
  if (current === 1) return 'cancel';
  if (current === 3) return 2;
  if (current === 4) return 3;
  return Math.max(2, current - 1) as WizardStep;
}

/** Spec 02 §4: Back is disabled while loading, at step 4, or at step 2 when navigation is locked. */
export function isBackDisabled({ step, isLoading, isLocked }: { step: WizardStep; isLoading: boolean; isLocked: boolean }): boolean {
  return isLoading || step === 4 || (step === 2 && isLocked);
}

export interface NextConditions {
  step: WizardStep;
  isLoading: boolean;
  hasModel: boolean;
  isAgreementAccepted: boolean;
  isVerified: boolean;
  isLocked: boolean;
  isFunded: boolean;
  /** On-chain funding: network, currency and a valid address are in place. */
  isOnchainReady: boolean;
  method: 'onchain' | 'account';
}

/**
 * Spec 02 §4: Next is disabled at step 1 until a model is chosen and the agreement accepted; at step 2 until verified
 * and unlocked; at step 3 until network, currency, a valid address (on-chain) and funding are in place. Step 4 has
 * no Next (Activate card).
 */
export function isNextDisabled(conditions: NextConditions): boolean {
  if (conditions.isLoading) return true;
  switch (conditions.step) {
    case 1:
      return !conditions.hasModel || !conditions.isAgreementAccepted;
    case 2:
      return !conditions.isVerified || conditions.isLocked;
    case 3:
      return !conditions.isFunded || (conditions.method === 'onchain' && !conditions.isOnchainReady);
    case 4:
      return true;
  }
}

/**
 * Spec 02 §4 continuing an existing card: pending_activation and funded → 4; else unfunded → 3; funded and not
 * approved → 2; both fine → 4.
 */
export function continueStep({ status, isFunded, isApproved }: { status: string; isFunded: boolean; isApproved: boolean }): WizardStep {
  if (status === 'pending_activation' && isFunded) return 4;
  if (!isFunded) return 3;
  if (!isApproved) return 2;
  return 4;
}

export type LockReason = 'rejected' | 'underReview';

/**
 * Spec 02 §4 verification statuses: rejected locks navigation with the rejected message; under_review or completed
 * lock it with the under-review message; approved marks the user verified.
 */
export function verificationState(status: CardVerificationStatus | null | undefined): { isVerified: boolean; isLocked: boolean; lockReason: LockReason | null } {
  switch (status) {
    case 'approved':
      return { isVerified: true, isLocked: false, lockReason: null };
    case 'rejected':
      return { isVerified: false, isLocked: true, lockReason: 'rejected' };
    case 'under_review':
    case 'completed':
      return { isVerified: false, isLocked: true, lockReason: 'underReview' };
    default:
      return { isVerified: false, isLocked: false, lockReason: null };
  }
}
