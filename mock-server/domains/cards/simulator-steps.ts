import { randomUUID } from 'node:crypto';
import { dec } from '@contract-kit/money';
import type { CardTransactionChannel, CardTransactionEntry, CardTransactionStatus, CardTransactionType } from '@contract-kit/model';
import { defaultChannelFor, isControlledSpend } from '@contract-kit/rules/card-controls';
import { defaultMccFor, MERCHANT_TRANSACTION_TYPES } from '@contract-kit/rules/merchant-categories';
import type { Clock } from '../../core/clock';
import { errorResponse } from '../../core/errors';
import type { StepResult } from '../../core/step-result';
import type { Emit, Handler } from '../../core/types';
import { paySafeRef, processorTid, secureRandomInt } from '../../store/ids';
import type { Store } from '../../store/store';
import { CARD_NOT_FOUND, saveCard } from './access';
import { controlsDeclineOf, spendingAfter } from './controls';
import { addCardTransaction, applyToCard, declined, defaultEntryFor, isApplicationStatus, toUsd, usd, type LedgerResult } from './ledger';
import { DEFAULT_APPROVAL_TTL_SECONDS } from './paysafe';
import type { CardTransactionRecord, PaySafeApprovalRecord } from './records';
import { approvalView, cardTransactionView } from './views';

/**
 * The card processor's side of the cards domain (development only, contract tag `simulator`): card transactions
 * (purchases, refunds, declines, ATM withdrawals — one at a time here, in batches in the simulator domain) and
 * merchants' PaySafe approval requests.
 */

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
  /** How the card is used (purchases and ATM withdrawals; default: defaultChannelFor the type). */
  channel?: CardTransactionChannel;
  /** The merchant's category code (merchant transactions; default: defaultMccFor the type and merchant). */
  mcc?: string;
}

/** A merchant category code on a transaction that happens at no merchant. */
export const MCC_NOT_APPLICABLE = 'A merchant category code applies only to purchases, refunds, reversals and ATM withdrawals';

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
 * card-transaction.created and, when balances moved, card.updated. A purchase or ATM withdrawal first passes the
 * card's controls (./controls.ts): one they refuse is recorded as declined with its code and moves nothing; one that
 * goes through counts towards the card's daily and monthly usage.
 */
export function recordCardTransaction(store: Store, clock: Clock, emit: Emit, input: SimulatedCardTransaction): StepResult<CardTransactionRecord> {
  const card = store.get('cards', input.cardId);
  if (!card) return { ok: false, status: 404, message: CARD_NOT_FOUND, code: 'NotFound' };
  if (isApplicationStatus(card.status)) return { ok: false, status: 422, message: 'Card is not issued', code: 'CardNotIssued' };
  const currency = (input.currency ?? 'USD').toUpperCase();
  const amount = toUsd(input.amount, currency);
  if (amount === null) return { ok: false, status: 422, message: `Unsupported currency ${currency}`, code: 'UnsupportedCurrency' };
  if (dec(amount).eq(0)) return { ok: false, status: 422, message: 'Amount is below one cent', code: 'AmountTooSmall' };
  const isMerchantTransaction = MERCHANT_TRANSACTION_TYPES.includes(input.type);
  if (input.mcc !== undefined && !isMerchantTransaction) return { ok: false, status: 422, message: MCC_NOT_APPLICABLE, code: 'MccNotApplicable' };
  const entry = input.entry ?? defaultEntryFor(input.type);
  const fees = { tx: usd(input.fees?.tx ?? '0'), fx: usd(input.fees?.fx ?? '0'), atm: usd(input.fees?.atm ?? '0') };
  const status = input.status ?? 'cleared';
  const channel = isControlledSpend(input.type, entry) ? (input.channel ?? defaultChannelFor(input.type)) : null;
  const at = clock.now();
  const refusedBy = channel ? controlsDeclineOf(card, { type: input.type, entry, status, channel, currency, amount }, at) : null;
  const ledger = applyToCard(card, { type: input.type, entry, amount, status, fees });
  const result: LedgerResult = refusedBy ? { ...ledger, ...declined(refusedBy), status: 'declined', deposit: card.deposit, credit: card.credit, moved: false } : ledger;
  const spending = spendingAfter(card, { type: input.type, entry, status: result.status, amount }, at, at);
  const now = at.toISOString();
  const transaction = addCardTransaction(store, emit, card, {
    type: input.type,
    entry,
    amount,
    status: result.status,
    transactionDate: now,
    description: input.description ?? DESCRIPTIONS[input.type],
    merchant: { ...input.merchant },
    fees,
    metadata: { tid: processorTid(secureRandomInt), originalTransactionAmount: input.amount, originalCurrency: currency, billAmount: result.billAmount },
    declineReason: result.declineReason,
    declineCode: result.declineCode,
    channel,
    mcc: isMerchantTransaction ? (input.mcc ?? defaultMccFor(input.type, input.merchant.name)) : null,
  });
  if (result.moved || spending !== (card.spending ?? null)) saveCard(store, emit, { ...card, deposit: result.deposit, credit: result.credit, spending, updatedAt: now });
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

export const simulateCardTransaction: Handler<never, never, SimulatedCardTransaction> = ({ store, clock, emit, body }) =>
  stepResponse(recordCardTransaction(store, clock, emit, body), cardTransactionView);

export const simulateApproval: Handler<never, never, SimulatedApproval> = ({ store, clock, emit, body }) => stepResponse(requestApproval(store, clock, emit, body), approvalView);
