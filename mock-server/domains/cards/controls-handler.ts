import type { UpdateCardControlsRequest } from '@contract-kit/model';
import { cardOwnLimit, controlLimitIssues, controlLimitIssueText } from '@contract-kit/rules/card-controls';
import type { Clock } from '../../core/clock';
import { errorResponse, notFound, ok, ruleError } from '../../core/errors';
import type { Emit, Handler, MockResponse } from '../../core/types';
import { verifySecondFactor } from '../../identity/mfa';
import type { Store } from '../../store/store';
import { clearAttempts, countAttempt, throttled } from '../security/attempts';
import { CARD_NOT_FOUND, saveCard, withOwnedCard, type CardParams } from './access';
import type { CardRecord } from './records';
import { cardView } from './views';

/**
 * PUT /api/cards/{id}/controls: the card's daily and monthly spending limits and its online, contactless,
 * ATM and foreign-currency switches, replaced all at once; and the simulator's way to set them. The card processor
 * enforces them (./controls.ts).
 */

export const CONTROLS_MESSAGES = {
  updated: 'Card controls updated',
  cardNotActive: 'Card is not active',
  mfaCodeRequired: 'Enter the 6-digit code from your authenticator app',
  invalidMfaCode: 'Invalid verification code',
} as const;

/** The fields both endpoints take (the user's also an authenticator code). */
type ControlsBody = Omit<UpdateCardControlsRequest, 'mfaCode'>;

/** A refusal of the change (not active, a limit breaking a rule), or null when it may be saved. */
function refusal(card: CardRecord, body: ControlsBody): MockResponse | null {
  if (card.status !== 'active') return ruleError(422, CONTROLS_MESSAGES.cardNotActive, 'CardNotActive');
  const cardLimit = cardOwnLimit(card);
  const issues = controlLimitIssues(body, cardLimit);
  const first = issues[0];
  if (!first) return null;
  const texts = issues.map((issue) => ({ path: `body.${issue.field}`, message: controlLimitIssueText(issue, cardLimit, card.currency) }));
  return errorResponse(422, controlLimitIssueText(first, cardLimit, card.currency), { code: 'InvalidCardControls', errorCode: 'InvalidCardControls', issues: texts });
}

/** Saves the new controls (a blank limit is none) and answers the card with them. */
function save(store: Store, clock: Clock, emit: Emit, card: CardRecord, body: ControlsBody): MockResponse {
  const now = clock.now();
  const controls = {
    dailyLimit: body.dailyLimit?.trim() || null,
    monthlyLimit: body.monthlyLimit?.trim() || null,
    online: body.online,
    contactless: body.contactless,
    atm: body.atm,
    foreignCurrency: body.foreignCurrency,
  };
  const saved = saveCard(store, emit, { ...card, controls, updatedAt: now.toISOString() });
  return ok({ success: true, message: CONTROLS_MESSAGES.updated, data: cardView(saved, now) });
}

export const updateCardControls = withOwnedCard<UpdateCardControlsRequest>((card, user, { store, clock, emit, body }) => {
  const refused = refusal(card, body);
  if (refused) return refused;
  if (user.mfaEnabled) {
    if (!body.mfaCode) return ruleError(422, CONTROLS_MESSAGES.mfaCodeRequired, 'MfaCodeRequired');
    const limited = throttled(store, clock, 'card-controls', user.id);
    if (limited) return limited;
    // An authenticator code only (not a recovery code: the schema takes 6 digits), accepted once per user.
    if (!verifySecondFactor(store, clock, user, body.mfaCode)) {
      countAttempt(store, clock, 'card-controls', user.id);
      return ruleError(422, CONTROLS_MESSAGES.invalidMfaCode, 'InvalidMfaCode');
    }
    clearAttempts(store, 'card-controls', user.id);
  }
  return save(store, clock, emit, card, body);
});

/** PUT /api/simulator/cards/{id}/controls: the issuer's back office sets them (development only; same rules, no session). */
export const setSimulatorCardControls: Handler<CardParams, never, ControlsBody> = ({ store, clock, emit, params, body }) => {
  const card = store.get('cards', params.id);
  if (!card) return notFound(CARD_NOT_FOUND);
  return refusal(card, body) ?? save(store, clock, emit, card, body);
};
