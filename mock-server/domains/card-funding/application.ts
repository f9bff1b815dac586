import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import type { ActivateCardNewBody, ApplyCardBody } from '@contract-kit/zod';
import { dec } from '@contract-kit/money';
import { CARD_REQUIREMENTS, deriveDepositRequirements } from '@contract-kit/rules/card-funding';
import { DEFAULT_CONTROL_SETTINGS } from '@contract-kit/rules/card-controls';
import { badRequest, conflict, ok, ruleError } from '../../core/errors';
import { originOf } from '../../core/origin';
import { requireSession, type Handler, type HandlerContext, type MockResponse } from '../../core/types';
import { secureRandomInt } from '../../store/ids';
import type { UserRecord } from '../../store/schema';
import { listUserCards, saveCard, withOwnedCard, type CardParams } from '../cards/access';
import { newCardSecrets } from '../cards/issuing';
import { DEBIT_CARD_SPENDING_LIMIT, usd, zeroCredit, zeroDeposit } from '../cards/ledger';
import type { CardRecord } from '../cards/records';
import { cardView } from '../cards/views';
import { postCardEntry } from './ledger';
import { applicationRefusal } from './rules';

/**
 * The card application (spec 02 §4 wizard, §5, §9): requirements, applying for a card, its identity verification
 * (the mock provider's page: ./verification-page.ts) and activation with a name.
 */

type Context<TBody = never, TQuery = never> = HandlerContext<CardParams, TQuery, TBody>;
export const verificationPagePath = (cardId: string) => `/mock-pages/verification/${encodeURIComponent(cardId)}`;

/** The verification link: the mock identity provider's page, on the origin the client called. */
export function verificationUrl(request: HandlerContext['request'] | null, cardId: string): string {
  return `${request ? originOf(request) : 'http://127.0.0.1:4010'}${verificationPagePath(cardId)}`;
}

export const getCardRequirements: Handler = () => ok({ success: true, data: { activation: { ...CARD_REQUIREMENTS.activation }, fees: { ...CARD_REQUIREMENTS.fees } } });

export const applyCard: Handler<never, never, z.infer<typeof ApplyCardBody>> = (context) => {
  const { user } = requireSession(context);
  const { store, clock, emit, body } = context;
  const refusal = applicationRefusal(listUserCards(store, user.id), body.model);
  if (refusal) return refusal;
  const now = clock.now();
  const createdAt = now.toISOString();
  const secrets = newCardSecrets(body.model, now, secureRandomInt);
  const id = randomUUID();
  const card: CardRecord = {
    id,
    userId: user.id,
    name: '',
    lastFourDigits: secrets.lastFourDigits,
    model: body.model,
    type: body.type,
    currency: 'USD',
    network: secrets.network,
    status: 'pending_verification',
    physicalStatus: 'null',
    deposit: body.model === 'debit' ? zeroDeposit(DEBIT_CARD_SPENDING_LIMIT) : zeroDeposit(),
    credit: zeroCredit(),
    createdAt,
    updatedAt: createdAt,
    activatedAt: null,
    frozenAt: null,
    credentials: secrets.credentials,
    addresses: secrets.addresses,
    repaymentAddresses: secrets.repaymentAddresses,
    verification: { status: null, url: verificationPagePath(id), updatedAt: null },
    // What the card must hold: an on-chain deposit arrives less its direct fee (simulator-steps.ts), an account deposit whole.
    funding: { requiredAmount: deriveDepositRequirements(body.model, CARD_REQUIREMENTS, { userCreatedAt: user.createdAt, appliedAt: createdAt }).accountTotalRequired, fundedAt: null },
    pinHash: null,
    physicalOrderId: null,
    controls: { ...DEFAULT_CONTROL_SETTINGS },
    spending: null,
  };
  saveCard(store, emit, card);
  return ok({ success: true, message: 'Card application created', data: { data: cardView(card, clock.now()) } }, 201);
};

export const verificationView = (card: CardRecord, request: HandlerContext['request'] | null) => ({
  data: { status: card.verification.status },
  url: verificationUrl(request, card.id),
});

export const getVerificationInfo = withOwnedCard((card, _user, { request }) => ok({ success: true, data: verificationView(card, request) }));

// ---------------------------------------------------------------------------------------------- activation

/**
 * Activates a pending_activation card: status active, the name, and the activation fee as a card fee transaction. The
 * card keeps its funded amount less that fee (at least the minimum). A direct funding fee was taken from each on-chain
 * deposit as it arrived; an account deposit pays none (the cardholder agreement).
 */
function activate(context: Context<unknown>, card: CardRecord, user: UserRecord, name: string): MockResponse {
  const { store, clock, emit } = context;
  if (card.status === 'active') return conflict('Card is already active', 'AlreadyActive');
  if (card.status !== 'pending_activation') return ruleError(422, 'Card is not ready for activation', 'CardNotReady');
  const now = clock.now().toISOString();
  const requirements = deriveDepositRequirements(card.model, CARD_REQUIREMENTS, { userCreatedAt: user.createdAt, appliedAt: card.createdAt });
  let current: CardRecord = { ...card, name, status: 'active', activatedAt: now, updatedAt: now };
  const activationFee = dec(requirements.activationFee);
  if (activationFee.gt(0)) current = postCardEntry(store, clock, emit, current, { type: 'fee', entry: 'debit', amount: usd(activationFee), description: 'Card activation fee' }).card;
  const saved = saveCard(store, emit, current);
  return ok({ success: true, message: 'Card activated', data: cardView(saved, clock.now()) });
}

export const activateCardNew = withOwnedCard<z.infer<typeof ActivateCardNewBody>>((card, user, context) => {
  const name = context.body.primaryName.trim();
  if (name.length === 0) return badRequest('Card name is required', [{ path: 'body.primaryName', message: 'Card name is required' }], 'CardNameRequired');
  return activate(context, card, user, name);
});

export const activateCard = withOwnedCard((card, user, context) => {
  if (card.status === 'active') return conflict('Card is already active', 'AlreadyActive');
  if (card.name.trim().length === 0) return ruleError(422, 'Card name is required', 'CardNameRequired');
  return activate(context, card, user, card.name);
});
