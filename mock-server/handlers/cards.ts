import { randomUUID } from 'node:crypto';
import { dec } from '@contract-kit/money';
import type { Domain } from '../core/domain';
import { conflict, errorResponse, notFound, ok, unprocessable } from '../core/errors';
import type { MockEvent } from '../core/events';
import { requireSession, type Handler, type MockServices } from '../core/types';
import type { Clock } from '../core/clock';
import type { Store } from '../store/store';
import {
  applyToCard,
  approvalView,
  cardTransactionView,
  cardView,
  defaultEntryFor,
  hashPin,
  isApplicationStatus,
  isIssuedForPhysicalActions,
  paySafeRef,
  processorTid,
  secureRandomInt,
  toUsd,
  usd,
  type CardRecord,
  type CardTransactionRecord,
  type PaySafeApprovalRecord,
} from '../store/records/cards';
import { CARD_TRANSACTION_SEQUENCE_META, seedCards } from '../store/seed/cards';
import type { CardTransactionEntry, CardTransactionStatus, CardTransactionType } from '@contract-kit/model';

/**
 * The cards domain (spec 02 §2–§5, §8): the user's cards, freeze / unfreeze, card details, physical card
 * activation and PIN, deposit addresses and PaySafe approvals, plus the simulator steps that act as the card
 * processor (card transactions, approval requests) and the sweep that expires approvals.
 *
 * Another user's card answers 404 exactly like an unknown one (existence never leaks).
 */

type Emit = (event: Omit<MockEvent, 'at'> & { at?: string }) => void;
type CardParams = { id: string };

const CARD_NOT_FOUND = 'Card not found';
const NO_STORE = { 'Cache-Control': 'no-store' };

/** PaySafe approvals requested by the simulator expire after this by default (contract: 300 s). */
export const DEFAULT_APPROVAL_TTL_SECONDS = 300;

export function findOwnedCard(store: Store, userId: string, cardId: string): CardRecord | undefined {
  const card = store.get('cards', cardId);
  return card && card.userId === userId ? card : undefined;
}

export function listUserCards(store: Store, userId: string): CardRecord[] {
  return store.filter('cards', (card) => card.userId === userId).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** Writes a card change and announces it (card.updated, payload the Card view). */
export function saveCard(store: Store, emit: Emit, card: CardRecord): CardRecord {
  store.put('cards', card);
  emit({ type: 'card.updated', userId: card.userId, cardId: card.id, id: card.id, payload: { ...cardView(card) } });
  return card;
}

const cardResponse = (card: CardRecord, message: string) => ok({ success: true, message, data: cardView(card) });

// ---------------------------------------------------------------------------------------------- cards

const getCards: Handler = (context) => {
  const { user } = requireSession(context);
  return ok({ success: true, data: listUserCards(context.store, user.id).map(cardView) });
};

/** Runs `action` on the caller's card, or answers 404. */
function withOwnedCard<TBody = never>(action: (card: CardRecord, context: Parameters<Handler<CardParams, never, TBody>>[0]) => ReturnType<Handler>): Handler<CardParams, never, TBody> {
  return (context) => {
    const { user } = requireSession(context);
    const card = findOwnedCard(context.store, user.id, context.params.id);
    if (!card) return notFound(CARD_NOT_FOUND);
    return action(card, context);
  };
}

/** Spec 02 §4: only an active card can be frozen; an already frozen one answers 409. */
const freezeCard = withOwnedCard((card, { store, clock, emit }) => {
  if (card.status === 'frozen') return conflict('Card is already frozen', 'AlreadyFrozen');
  if (card.status !== 'active') return unprocessable('Card is not active', 'CardNotActive');
  const now = clock.now().toISOString();
  return cardResponse(saveCard(store, emit, { ...card, status: 'frozen', frozenAt: now, updatedAt: now }), 'Card frozen');
});

/** Spec 02 §4: only a frozen card can be unfrozen; an active one answers 409. */
const unfreezeCard = withOwnedCard((card, { store, clock, emit }) => {
  if (card.status === 'active') return conflict('Card is not frozen', 'NotFrozen');
  if (card.status !== 'frozen') return unprocessable('Card cannot be unfrozen', 'CardNotFrozen');
  const now = clock.now().toISOString();
  return cardResponse(saveCard(store, emit, { ...card, status: 'active', frozenAt: null, updatedAt: now }), 'Card unfrozen');
});

/** Spec 02 §5 "Credentials": viewable only for active cards ('Card Not Active'); never cached. */
const getCredentials = withOwnedCard((card) => {
  if (card.status !== 'active') return errorResponse(422, 'Card Not Active', { code: 'CardNotActive', headers: NO_STORE });
  return { status: 200, body: { success: true, data: { ...card.credentials } }, headers: NO_STORE };
});

const getCardAddresses = withOwnedCard((card) => ok({ success: true, data: { ...card.addresses } }));

/** Spec 02 §4 "shipped: physical card activation (set a 6-digit PIN)"; success makes the card fulfilled. */
const activatePhysicalCard = withOwnedCard<{ pin: string }>((card, { store, clock, emit, body }) => {
  if (!isIssuedForPhysicalActions(card.status)) return unprocessable('Card is not active', 'CardNotActive');
  if (card.physicalStatus === 'fulfilled') return conflict('Physical card is already activated', 'AlreadyActive');
  if (card.physicalStatus !== 'shipped') {
    return errorResponse(422, 'Physical card has not been shipped yet', { code: 'PhysicalCardNotShipped' });
  }
  const now = clock.now().toISOString();
  const updated = saveCard(store, emit, { ...card, physicalStatus: 'fulfilled', pinHash: hashPin(card.id, body.pin), updatedAt: now });
  return cardResponse(updated, 'Card Activated Successfully');
});

/** Spec 02 §4 "fulfilled: change PIN", §5 "PIN". */
const changePin = withOwnedCard<{ pin: string }>((card, { store, clock, body }) => {
  if (!isIssuedForPhysicalActions(card.status)) return unprocessable('Card is not active', 'CardNotActive');
  if (card.physicalStatus !== 'fulfilled') return unprocessable('No activated physical card', 'PhysicalCardNotActive');
  store.put('cards', { ...card, pinHash: hashPin(card.id, body.pin), updatedAt: clock.now().toISOString() });
  return ok({ success: true, message: 'PIN changed successfully' });
});

// ---------------------------------------------------------------------------------------------- PaySafe

const isDue = (approval: PaySafeApprovalRecord, nowMs: number) => Date.parse(approval.expiredAt) <= nowMs;

function expireApproval(store: Store, emit: Emit, approval: PaySafeApprovalRecord): PaySafeApprovalRecord {
  const expired: PaySafeApprovalRecord = { ...approval, status: 'expired', decidedAt: approval.expiredAt };
  store.put('paySafeApprovals', expired);
  emit({ type: 'approval.expired', userId: expired.userId, cardId: expired.cardId, id: expired.id, payload: { ...approvalView(expired) } });
  return expired;
}

/** The oldest pending approval of a card that has not expired by the injectable clock. */
export function pendingApproval(store: Store, cardId: string, nowMs: number): PaySafeApprovalRecord | undefined {
  return store
    .filter('paySafeApprovals', (approval) => approval.cardId === cardId && approval.status === 'pending' && !isDue(approval, nowMs))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))[0];
}

const getPendingApproval = withOwnedCard((card, { store, clock }) => {
  const approval = pendingApproval(store, card.id, clock.nowMs());
  return { status: 200, body: { success: true, serverTime: clock.now().toISOString(), data: approval ? approvalView(approval) : null }, headers: NO_STORE };
});

type ApprovalParams = CardParams & { approvalId: string };

function decide(decision: 'approved' | 'rejected'): Handler<ApprovalParams> {
  return (context) => {
    const { user } = requireSession(context);
    const { store, clock, emit, params } = context;
    const card = findOwnedCard(store, user.id, params.id);
    if (!card) return notFound(CARD_NOT_FOUND);
    const approval = store.get('paySafeApprovals', params.approvalId);
    if (!approval || approval.cardId !== card.id) return notFound('Approval not found');
    if (approval.status === 'pending' && isDue(approval, clock.nowMs())) expireApproval(store, emit, approval);
    const current = store.get('paySafeApprovals', approval.id) ?? approval;
    if (current.status !== 'pending') {
      const message = current.status === 'expired' ? 'Approval has expired' : `Approval has already been ${current.status}`;
      return errorResponse(409, message, { code: 'ApprovalNotPending' });
    }
    const decided: PaySafeApprovalRecord = { ...current, status: decision, decidedAt: clock.now().toISOString() };
    store.put('paySafeApprovals', decided);
    emit({ type: 'approval.decided', userId: decided.userId, cardId: decided.cardId, id: decided.id, payload: { ...approvalView(decided) } });
    return ok({ success: true, message: decision === 'approved' ? 'Transaction approved' : 'Transaction rejected', data: approvalView(decided) });
  };
}

/** Due-time work: approvals whose expiredAt has passed (by the injectable clock) become expired. */
export function expireDueApprovals(services: Pick<MockServices, 'store' | 'clock'>, emit: Emit): number {
  const nowMs = services.clock.nowMs();
  const due = services.store.filter('paySafeApprovals', (approval) => approval.status === 'pending' && isDue(approval, nowMs));
  for (const approval of due) expireApproval(services.store, emit, approval);
  return due.length;
}

// ---------------------------------------------------------------------------------------------- simulator steps

export interface SimulatedCardTransaction {
  cardId: string;
  type: CardTransactionType;
  entry?: CardTransactionEntry;
  amount: string;
  currency?: string;
  status?: CardTransactionStatus;
  merchant: { name: string; city: string; country: string };
  fees?: { tx: string; fx: string; atm: string };
  /** Defaults to the merchant name. */
  description?: string;
}

export type StepResult<T> = { ok: true; value: T } | { ok: false; status: 404 | 422; message: string; code: string };

/** The next insertion number of a card transaction (tie-breaker of the newest-first order). */
export function nextTransactionSequence(store: Store): number {
  const current = store.get('meta', CARD_TRANSACTION_SEQUENCE_META)?.value;
  const next = (typeof current === 'number' ? current : store.count('cardTransactions')) + 1;
  store.put('meta', { id: CARD_TRANSACTION_SEQUENCE_META, value: next });
  return next;
}

const DESCRIPTIONS: Record<CardTransactionType, string> = {
  purchase: 'Card purchase',
  payment: 'Repayment',
  refund: 'Refund',
  deposit_fund: 'Deposit',
  withdraw_fund: 'Withdrawal',
  atm_withdrawal: 'ATM withdrawal',
  fee: 'Card fee',
  reversal: 'Reversal',
};

/**
 * The card processor's side of a card transaction (POST /api/simulator/card-transactions and the simulator
 * engine): converts a foreign amount to USD at the reference rate, runs the ledger (a debit above what is
 * available is recorded as declined with the spec's reason), records the transaction and announces
 * card-transaction.created and, when balances moved, card.updated.
 */
export function recordCardTransaction(store: Store, clock: Clock, emit: Emit, input: SimulatedCardTransaction): StepResult<CardTransactionRecord> {
  const card = store.get('cards', input.cardId);
  if (!card) return { ok: false, status: 404, message: CARD_NOT_FOUND, code: 'NotFound' };
  if (isApplicationStatus(card.status)) return { ok: false, status: 422, message: 'Card is not issued', code: 'CardNotIssued' };
  const currency = (input.currency ?? 'USD').toUpperCase();
  const amount = toUsd(input.amount, currency);
  if (amount === null) return { ok: false, status: 422, message: `Unsupported currency ${currency}`, code: 'UnsupportedCurrency' };
  if (dec(amount).eq(0)) return { ok: false, status: 422, message: 'Amount is below one cent', code: 'AmountTooSmall' };
  const entry = input.entry ?? defaultEntryFor(input.type);
  const fees = { tx: usd(input.fees?.tx ?? '0'), fx: usd(input.fees?.fx ?? '0'), atm: usd(input.fees?.atm ?? '0') };
  const result = applyToCard(card, { type: input.type, entry, amount, status: input.status ?? 'cleared', fees });
  const now = clock.now().toISOString();
  const transaction: CardTransactionRecord = {
    id: randomUUID(),
    userId: card.userId,
    cardId: card.id,
    type: input.type,
    entry,
    amount,
    currency: 'USD',
    status: result.status,
    transactionDate: now,
    description: input.description ?? DESCRIPTIONS[input.type],
    merchant: { ...input.merchant },
    fees,
    metadata: { tid: processorTid(secureRandomInt), originalTransactionAmount: input.amount, originalCurrency: currency, billAmount: result.billAmount },
    declineReason: result.declineReason,
    sequence: nextTransactionSequence(store),
  };
  store.put('cardTransactions', transaction);
  emit({ type: 'card-transaction.created', userId: card.userId, cardId: card.id, id: transaction.id, payload: { ...cardTransactionView(transaction) } });
  if (result.moved) saveCard(store, emit, { ...card, deposit: result.deposit, credit: result.credit, updatedAt: now });
  return { ok: true, value: transaction };
}

export interface SimulatedApproval {
  cardId: string;
  merchantName: string;
  transactionAmount: string;
  transactionCurrency: string;
  expiresInSeconds?: number;
}

/** A merchant asks the cardholder to approve a payment (POST /api/simulator/approvals); announces approval.created. */
export function requestApproval(store: Store, clock: Clock, emit: Emit, input: SimulatedApproval): StepResult<PaySafeApprovalRecord> {
  const card = store.get('cards', input.cardId);
  if (!card) return { ok: false, status: 404, message: CARD_NOT_FOUND, code: 'NotFound' };
  if (card.status !== 'active') return { ok: false, status: 422, message: 'Card is not active', code: 'CardNotActive' };
  const now = clock.now();
  const approval: PaySafeApprovalRecord = {
    id: randomUUID(),
    userId: card.userId,
    cardId: card.id,
    merchantName: input.merchantName,
    transactionAmount: input.transactionAmount,
    transactionCurrency: input.transactionCurrency.toUpperCase(),
    createdAt: now.toISOString(),
    expiredAt: new Date(now.getTime() + (input.expiresInSeconds ?? DEFAULT_APPROVAL_TTL_SECONDS) * 1000).toISOString(),
    status: 'pending',
    ref: paySafeRef(now, secureRandomInt),
    decidedAt: null,
  };
  store.put('paySafeApprovals', approval);
  emit({ type: 'approval.created', userId: approval.userId, cardId: approval.cardId, id: approval.id, payload: { ...approvalView(approval) } });
  return { ok: true, value: approval };
}

const stepResponse = <T>(result: StepResult<T>, view: (value: T) => unknown) =>
  result.ok ? { status: 201, body: view(result.value) } : errorResponse(result.status, result.message, { code: result.code });

const simulateCardTransaction: Handler<never, never, SimulatedCardTransaction> = ({ store, clock, emit, body }) =>
  stepResponse(recordCardTransaction(store, clock, emit, body), cardTransactionView);

const simulateApproval: Handler<never, never, SimulatedApproval> = ({ store, clock, emit, body }) =>
  stepResponse(requestApproval(store, clock, emit, body), approvalView);

export const cardsDomain: Domain = {
  name: 'cards',
  handlers: {
    getCards,
    freezeCard,
    unfreezeCard,
    getCredentials,
    getCardAddresses,
    activatePhysicalCard,
    changePin,
    getPendingApproval,
    approveCardApproval: decide('approved'),
    rejectCardApproval: decide('rejected'),
    simulateCardTransaction,
    simulateApproval,
  },
  seed: seedCards,
  sweep: (services, emit) => {
    expireDueApprovals(services, emit);
  },
};
