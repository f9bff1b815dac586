import type { Card, CardControls, UpdateCardControlsRequest } from '@contract-kit/model';
import { prefilledAmount } from '@contract-kit/rules/amounts';
import { cardOwnLimit, controlLimitIssues, remainingLimit, type ControlLimitField, type ControlLimitProblem } from '@contract-kit/rules/card-controls';
import type { MessageId } from '@/i18n/message-id';

/**
 * The card controls dialog's form: the two limits as typed (empty = no limit) and the four
 * switches. What is acceptable is the contract kit's rule (@contract-kit/rules/card-controls), the one the server
 * applies: the form only names the problems in the user's language.
 */

export interface ControlsForm {
  dailyLimit: string;
  monthlyLimit: string;
  online: boolean;
  contactless: boolean;
  atm: boolean;
  foreignCurrency: boolean;
}

export const SWITCHES = ['online', 'contactless', 'atm', 'foreignCurrency'] as const;
export type ControlSwitch = (typeof SWITCHES)[number];

/** A stored limit as the field shows it (@contract-kit/rules/amounts' prefilledAmount: "50.00", not the wire's "50"). */
const limitText = (limit: string | null | undefined) => (limit ? prefilledAmount(limit, 'USD') : '');

/** A card without controls (an older backend) allows everything and has no limits. */
export function formOf(controls: CardControls | undefined): ControlsForm {
  return {
    dailyLimit: limitText(controls?.dailyLimit),
    monthlyLimit: limitText(controls?.monthlyLimit),
    online: controls?.online ?? true,
    contactless: controls?.contactless ?? true,
    atm: controls?.atm ?? true,
    foreignCurrency: controls?.foreignCurrency ?? true,
  };
}

export const PROBLEM_IDS = {
  notDecimal: 'cardControls.error.notDecimal',
  notPositive: 'cardControls.error.notPositive',
  tooManyDecimals: 'cardControls.error.tooManyDecimals',
  aboveCardLimit: 'cardControls.error.aboveCardLimit',
  dailyAboveMonthly: 'cardControls.error.dailyAboveMonthly',
} as const satisfies Record<ControlLimitProblem, MessageId>;

/** The problem of each limit field, if any (the kit's rule against the card's own limit). */
export function limitProblems(form: ControlsForm, card: Pick<Card, 'model' | 'deposit' | 'credit'>): Partial<Record<ControlLimitField, ControlLimitProblem>> {
  const problems: Partial<Record<ControlLimitField, ControlLimitProblem>> = {};
  for (const issue of controlLimitIssues(form, cardOwnLimit(card))) problems[issue.field] ??= issue.problem;
  return problems;
}

/** The request of the form: a limit left empty is left out (no limit); the code only when the user has MFA. */
export function controlsRequest(form: ControlsForm, mfaCode: string | null): UpdateCardControlsRequest {
  const daily = form.dailyLimit.trim();
  const monthly = form.monthlyLimit.trim();
  return {
    ...(daily ? { dailyLimit: daily } : {}),
    ...(monthly ? { monthlyLimit: monthly } : {}),
    online: form.online,
    contactless: form.contactless,
    atm: form.atm,
    foreignCurrency: form.foreignCurrency,
    ...(mfaCode !== null ? { mfaCode } : {}),
  };
}

/** What a limit's line under its field says: spent so far and what is left of the saved limit (null: no limit). */
export function usageOf(savedLimit: string | undefined, spent: string): { spent: string; remaining: string | null } {
  return { spent, remaining: remainingLimit(savedLimit, spent) };
}
