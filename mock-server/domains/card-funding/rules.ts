import { Big, dec, toDecimalString } from '@contract-kit/money';
import type { CardModel, CardStatus } from '@contract-kit/model';
import { modelUnavailableReason } from '@contract-kit/rules/card-availability';
import { bufferedCryptoAmount } from '@contract-kit/rules/card-funding';
import { isCardCryptoCurrency } from '@contract-kit/rules/currencies';
import { ruleError } from '../../core/errors';
import type { MockResponse } from '../../core/types';
import { isApplicationStatus } from '../cards/ledger';
import type { CardRecord } from '../cards/records';
import { EXCHANGE_SPREAD, usdRate } from '../wallet/rules';

/**
 * The card-funding rules (spec 02 §4, §5, §9): what funds a card and at what price, when a model can be applied for,
 * and how an application's status follows verification and funding. The limits the app shows too (requirements,
 * promotion, repayment minimum and tolerance) are the contract kit's (@contract-kit/rules/card-funding).
 *
 * Money moves in ONE request between the wallet ledger (postMovement) and the card ledger (applyToCard), so for
 * every operation the account side and the card side agree: US dollars move 1:1; a crypto source pays the SELL
 * quote of the exchange with spec 02 §9's 0.5 % buffer on top (amount / (rate x (1 - 0.005)) x 1.005, rounded up to
 * 6 decimals): the figure the app shows.
 *
 * The application: applyCard creates a card in pending_verification whose required funding is fixed at that time
 * (deriveDepositRequirements). Its status then follows two facts, verification approved and funded (the card's
 * funded amount — deposit.current or credit.current — at least the required total): not approved →
 * pending_verification; approved, underfunded → pending_deposit; approved and funded → pending_activation.
 * Activation charges the activation fee and the funding fee included in the required total, so the card keeps the
 * minimum.
 */

export const REPAYMENT_CREDIT_ONLY = 'Repayment is only available for credit cards';

/** US dollars floored to cents. */
export const floorCents = (value: Big | string) => dec(value).round(2, Big.roundDown).toFixed(2);
/** A card as account descriptions name it: •••• 1234. */
export const masked = (card: CardRecord) => `•••• ${card.lastFourDigits}`;

/**
 * What `usdAmount` costs in `currency`: US dollars 1:1, crypto at the exchange's SELL rate with spec 02 §9's buffer
 * (the contract kit's bufferedCryptoAmount, the figure the app shows before the user confirms).
 */
export function costIn(currency: string, usdAmount: Big | string): Big | null {
  if (currency === 'USD') return dec(usdAmount);
  if (!isCardCryptoCurrency(currency)) return null;
  const rate = usdRate(currency);
  if (!rate || rate.lte(0)) return null;
  return bufferedCryptoAmount(usdAmount, rate.times(dec(1).minus(EXCHANGE_SPREAD)));
}

export const showAmount = (currency: string, value: Big) => (currency === 'USD' ? value.toFixed(2) : toDecimalString(value));

/** Spec 02 §5: 'Insufficient balance. Requested: X, Available: Y' (in the source currency). */
export const insufficientBalance = (currency: string, requested: Big, available: string) =>
  ruleError(422, `Insufficient balance. Requested: ${showAmount(currency, requested)}, Available: ${showAmount(currency, dec(available))}`, 'InsufficientBalance');

/** The funded amount of a card: deposit.current (debit) or the staked credit.current (credit). */
export const fundedAmountOf = (card: Pick<CardRecord, 'model' | 'deposit' | 'credit'>) => (card.model === 'debit' ? card.deposit.current : card.credit.current);

/**
 * The application rules: the status follows verification and funding (see the file comment). Cards that are
 * issued (active, frozen …) are returned unchanged.
 */
export function advanceApplication(card: CardRecord, now: string): CardRecord {
  if (!isApplicationStatus(card.status)) return card;
  const isVerified = card.verification.status === 'approved';
  const isFunded = dec(fundedAmountOf(card)).gte(card.funding.requiredAmount);
  const status: CardStatus = !isVerified ? 'pending_verification' : isFunded ? 'pending_activation' : 'pending_deposit';
  const fundedAt = isFunded ? (card.funding.fundedAt ?? now) : card.funding.fundedAt;
  if (status === card.status && fundedAt === card.funding.fundedAt) return card;
  return { ...card, status, funding: { ...card.funding, fundedAt }, updatedAt: now };
}

/**
 * Spec 02 §5 / §9: why a model cannot be applied for now, or null — the app's own rule (the contract kit's card
 * availability), so the server refuses exactly what the app does not offer.
 */
export function applicationRefusal(cards: readonly CardRecord[], model: CardModel): MockResponse | null {
  switch (modelUnavailableReason(cards, model)) {
    case null:
      return null;
    case 'pendingDebit':
    case 'pendingCredit':
      return ruleError(409, `You already have a pending ${model} card application`, 'PendingApplication');
    case 'debitLimit':
    case 'typeUnavailable':
      return ruleError(422, 'Debit card limit reached', 'DebitLimitReached');
  }
}
