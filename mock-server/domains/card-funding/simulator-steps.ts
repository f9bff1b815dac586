import type * as z from 'zod';
import type { SetSimulatorCardShippingBody, SetSimulatorCardVerificationBody, SimulateCardOnchainDepositBody } from '@contract-kit/zod';
import { dec, toDecimalString } from '@contract-kit/money';
import type { CardVerificationStatus } from '@contract-kit/model';
import { CARD_REQUIREMENTS } from '@contract-kit/rules/card-funding';
import type { CardCryptoCurrency } from '@contract-kit/rules/currencies';
import type { Clock } from '../../core/clock';
import { ok } from '../../core/errors';
import { stepError, stepFailure, type StepResult } from '../../core/step-result';
import type { Emit, Handler } from '../../core/types';
import { randomHex, txHashFor } from '../../store/ids';
import type { Store } from '../../store/store';
import { CARD_NOT_FOUND, saveCard, type CardParams } from '../cards/access';
import { isApplicationStatus, usd } from '../cards/ledger';
import type { CardRecord } from '../cards/records';
import { cardView } from '../cards/views';
import { emitBalanceChanged, postMovement } from '../wallet/ledger';
import { usdRate } from '../wallet/rules';
import { verificationView } from './application';
import { postCardEntry } from './ledger';
import { ordersOf } from './orders';
import type { CardOnchainDepositRecord, CardOrderRecord } from './records';
import { advanceApplication, floorCents, masked, REPAYMENT_CREDIT_ONLY } from './rules';

/**
 * The outside world's side of card funding (development only, contract tag `simulator`): the identity provider's
 * decision, the card issuer's shipping progress and on-chain transfers to a card's addresses.
 */

/** The identity provider's decision (POST /api/simulator/cards/{id}/verification and the verification page). */
export function setCardVerification(store: Store, clock: Clock, emit: Emit, cardId: string, status: CardVerificationStatus): StepResult<CardRecord> {
  const card = store.get('cards', cardId);
  if (!card) return stepFailure(404, CARD_NOT_FOUND, 'NotFound');
  if (!isApplicationStatus(card.status)) return stepFailure(422, 'Card is not an application', 'CardNotApplication');
  const now = clock.now().toISOString();
  const updated = advanceApplication({ ...card, verification: { ...card.verification, status, updatedAt: now }, updatedAt: now }, now);
  return { ok: true, value: saveCard(store, emit, updated) };
}

/** The card issuer's fulfilment progress (POST /api/simulator/cards/{id}/shipping). */
export function setCardShipping(store: Store, clock: Clock, emit: Emit, cardId: string, physicalStatus: CardOrderRecord['status']): StepResult<CardRecord> {
  const card = store.get('cards', cardId);
  if (!card) return stepFailure(404, CARD_NOT_FOUND, 'NotFound');
  if (card.physicalStatus === 'null') return stepFailure(409, 'No physical card has been ordered for this card', 'NoPhysicalOrder');
  const now = clock.now().toISOString();
  const latest = ordersOf(store, card.id)[0];
  if (latest) store.put('cardOrders', { ...latest, status: physicalStatus, updatedAt: now });
  return { ok: true, value: saveCard(store, emit, { ...card, physicalStatus, updatedAt: now }) };
}

export interface OnchainDepositInput {
  currency: CardCryptoCurrency;
  amount: string;
  network: string;
  purpose?: 'funding' | 'repayment';
}

/**
 * An on-chain transfer to one of a card's addresses (POST /api/simulator/cards/{id}/onchain-deposit). Its value in
 * USD (floored to cents) is credited to the card less the direct (on-chain) funding fee — an application's as an
 * issued card's, as the cardholder agreement says. A repayment pays off the outstanding amount; the rest goes to the USD
 * balance.
 */
export function creditOnchainDeposit(store: Store, clock: Clock, emit: Emit, cardId: string, input: OnchainDepositInput): StepResult<{ record: CardOnchainDepositRecord; card: CardRecord }> {
  const card = store.get('cards', cardId);
  if (!card) return stepFailure(404, CARD_NOT_FOUND, 'NotFound');
  const purpose = input.purpose ?? 'funding';
  const chain = store.get('blockchains', input.network);
  const chainCurrency = store.get('chainCurrencies', `${input.network}:${input.currency}`);
  if (!chain || !chainCurrency?.enable) return stepFailure(422, `${input.currency} is not available on ${input.network}`, 'UnsupportedCurrency');
  const rate = usdRate(input.currency);
  if (!rate) return stepFailure(422, `${input.currency} has no USD rate`, 'UnsupportedCurrency');
  const usdAmount = dec(floorCents(dec(input.amount).times(rate)));
  if (usdAmount.lte(0)) return stepFailure(422, 'The transfer is worth less than one cent', 'AmountTooSmall');
  const isApplication = isApplicationStatus(card.status);
  let feeRate: string;
  let address: string;
  if (purpose === 'repayment') {
    if (card.model !== 'credit' || !card.repaymentAddresses) return stepFailure(422, REPAYMENT_CREDIT_ONLY, 'NotCreditCard');
    if (card.status !== 'active') return stepFailure(422, 'Card is not active', 'CardNotActive');
    feeRate = CARD_REQUIREMENTS.fees.direct_deposit;
    address = card.repaymentAddresses[chain.eco];
  } else {
    if (!isApplication && card.status !== 'active') return stepFailure(422, 'Card cannot receive funds', 'CardNotActive');
    feeRate = card.model === 'debit' ? CARD_REQUIREMENTS.fees.direct_deposit : CARD_REQUIREMENTS.fees.direct_stake;
    address = card.addresses[chain.eco];
  }
  // Floored, like the required total it is taken from: sending spec 02 §9's total always funds the card.
  const fee = dec(floorCents(usdAmount.times(feeRate)));
  const net = usdAmount.minus(fee);
  const now = clock.now().toISOString();
  const id = `cdep-${randomHex(6)}`;
  const txHash = txHashFor(chain.eco, `${id}:${clock.nowMs()}`);
  const chainName = chain.name;
  let updated = card;
  let credited = net;
  let refunded = dec(0);
  if (purpose === 'repayment') {
    const used = dec(card.credit.used);
    credited = net.gt(used) ? used : net;
    refunded = net.minus(credited);
    if (credited.gt(0) || fee.gt(0)) {
      updated = postCardEntry(store, clock, emit, card, {
        type: 'payment',
        entry: 'credit',
        amount: usd(usdAmount.minus(refunded)),
        fees: { tx: usd(fee), fx: '0.00', atm: '0.00' },
        description: `Repayment on ${chainName}`,
        original: { amount: toDecimalString(input.amount), currency: input.currency },
      }).card;
    }
    if (refunded.gt(0)) {
      postMovement(store, clock, {
        userId: card.userId,
        currency: 'USD',
        type: 'CREDIT',
        amount: refunded,
        description: `Repayment above the outstanding amount of card ${masked(card)}`,
        category: 'card',
        reference: txHash,
      });
      emitBalanceChanged(store, emit, card.userId);
    }
  } else {
    updated = postCardEntry(store, clock, emit, card, {
      type: 'deposit_fund',
      entry: 'credit',
      amount: usd(usdAmount),
      fees: { tx: usd(fee), fx: '0.00', atm: '0.00' },
      description: `${card.model === 'debit' ? 'Deposit' : 'Stake'} on ${chainName}`,
      original: { amount: toDecimalString(input.amount), currency: input.currency },
    }).card;
    updated = advanceApplication(updated, now);
  }
  updated = saveCard(store, emit, updated);
  const record: CardOnchainDepositRecord = store.put('cardOnchainDeposits', {
    id,
    userId: card.userId,
    cardId: card.id,
    purpose,
    currency: input.currency,
    amount: toDecimalString(input.amount),
    network: chain.id,
    address,
    txHash,
    usdAmount: usd(usdAmount),
    fee: usd(fee),
    creditedAmount: usd(credited),
    refundedAmount: usd(refunded),
    createdAt: now,
  });
  emit({
    type: 'deposit.credited',
    userId: card.userId,
    cardId: card.id,
    id,
    payload: { cardId: card.id, currency: record.currency, amount: record.amount, usdAmount: record.usdAmount, creditedAmount: record.creditedAmount, network: record.network, txHash },
  });
  return { ok: true, value: { record, card: updated } };
}

export const setSimulatorCardVerification: Handler<CardParams, never, z.infer<typeof SetSimulatorCardVerificationBody>> = ({ store, clock, emit, params, body, request }) => {
  const result = setCardVerification(store, clock, emit, params.id, body.status);
  return result.ok ? ok({ success: true, data: { card: cardView(result.value, clock.now()), verification: verificationView(result.value, request) } }) : stepError(result);
};

export const setSimulatorCardShipping: Handler<CardParams, never, z.infer<typeof SetSimulatorCardShippingBody>> = ({ store, clock, emit, params, body }) => {
  const result = setCardShipping(store, clock, emit, params.id, body.physicalStatus);
  return result.ok ? ok({ success: true, data: cardView(result.value, clock.now()) }) : stepError(result);
};

export const simulateCardOnchainDeposit: Handler<CardParams, never, z.infer<typeof SimulateCardOnchainDepositBody>> = ({ store, clock, emit, params, body }) => {
  const result = creditOnchainDeposit(store, clock, emit, params.id, body);
  if (!result.ok) return stepError(result);
  const { record, card } = result.value;
  const { userId: _userId, ...view } = record;
  return ok({ success: true, data: { ...view, card: cardView(card, clock.now()) } }, 201);
};
