import type * as z from 'zod';
import type { PerformCardOperationBody, RepayCardBody } from '@contract-kit/zod';
import { dec, toDecimalString } from '@contract-kit/money';
import type { CardFundingCurrency, CardModel, CardOperationType } from '@contract-kit/model';
import { hasOutstanding, repaymentPaid, repaymentProblem } from '@contract-kit/rules/card-funding';
import { badRequest, notFound, ruleError } from '../../core/errors';
import type { HandlerContext, MockResponse } from '../../core/types';
import { saveCard, withOwnedCard, type CardParams } from '../cards/access';
import { releasableCollateral, usd } from '../cards/ledger';
import type { CardRecord } from '../cards/records';
import { findAccount, postMovement } from '../wallet/ledger';
import { fundFromAccount } from './funding';
import { completeOperation, postCardEntry } from './ledger';
import { costIn, insufficientBalance, masked, REPAYMENT_CREDIT_ONLY } from './rules';

/**
 * Money leaving a card (spec 02 §4, §5): withdraw (debit) or unstake (credit) to the USD balance, and repaying a
 * credit card from an account; plus performCardOperation, which routes any of the five operations.
 */

type Context<TBody = never, TQuery = never> = HandlerContext<CardParams, TQuery, TBody>;

/** Withdraw (debit) or unstake (credit): US dollars from the card back to the USD balance. */
function withdrawToAccount(context: Context<unknown>, card: CardRecord, operation: 'withdraw' | 'unstake', amountInput: string): MockResponse {
  const { store, clock, emit } = context;
  const expected: CardModel = operation === 'withdraw' ? 'debit' : 'credit';
  if (card.model !== expected) {
    return ruleError(422, operation === 'withdraw' ? 'Withdraw is only available for debit cards' : 'Unstake is only available for credit cards', 'UnknownOperation');
  }
  if (card.status !== 'active') return ruleError(422, 'Card is not active', 'CardNotActive');
  const amount = usd(amountInput);
  const available = operation === 'withdraw' ? card.deposit.available : releasableCollateral(card.credit);
  if (dec(amount).gt(available)) {
    const what = operation === 'withdraw' ? 'Insufficient card balance' : 'Unstake amount exceeds the collateral not backing used credit';
    return ruleError(422, `${what}. Requested: ${amount}, Available: ${available}`, 'InsufficientBalance');
  }
  const posted = postCardEntry(store, clock, emit, card, {
    type: 'withdraw_fund',
    entry: 'debit',
    amount,
    description: operation === 'withdraw' ? 'Withdrawal to USD balance' : 'Unstake to USD balance',
  });
  const { account, transaction: accountTx } = postMovement(store, clock, {
    userId: card.userId,
    currency: 'USD',
    type: 'CREDIT',
    amount,
    description: `${operation === 'withdraw' ? 'Withdrawal' : 'Unstake'} from ${card.model} card ${masked(card)}`,
    category: 'card',
  });
  const updated = saveCard(store, emit, posted.card);
  const sides = { card, cardTransaction: posted.transaction, accountTransaction: accountTx };
  return completeOperation(
    store,
    emit,
    { operation, amount, currency: 'USD', sourceAmount: amount, accountId: account.id, reference: null, createdAt: clock.now().toISOString(), ...sides },
    updated,
    operation === 'withdraw' ? 'Withdrawal completed' : 'Unstake completed',
  );
}

/**
 * Spec 02 §5 "Credit repay", the contract kit's repaymentProblem: positive with ≤ 2 decimals (the contract's
 * UsdAmount has refused anything else by now), at least 0.01, within 0.1 of the outstanding used amount; and
 * something must be owed. The card is paid min(amount, used) — the tolerance never charges more than is owed.
 */
function repayFromAccount(context: Context<unknown>, card: CardRecord, amountInput: string, currency: string): MockResponse {
  const { store, clock, emit } = context;
  if (card.model !== 'credit') return ruleError(422, REPAYMENT_CREDIT_ONLY, 'NotCreditCard');
  if (card.status !== 'active') return ruleError(422, 'Card is not active', 'CardNotActive');
  const problem = repaymentProblem(amountInput, card.credit.used);
  if (problem === 'invalidAmount' || problem === 'decimalPlaces' || problem === 'minimum') {
    const message = problem === 'minimum' ? 'Minimum repayment amount is $0.01' : 'Amount must be a positive US-dollar amount with at most 2 decimals';
    return badRequest(message, [{ path: 'body.amount', message }], problem === 'minimum' ? 'MinimumRepayment' : 'ValidationError');
  }
  if (!hasOutstanding(card.credit.used)) return ruleError(422, 'There is no outstanding balance to repay', 'NothingToRepay');
  if (problem === 'exceedsOutstanding') return ruleError(422, `Repayment amount cannot exceed outstanding balance of ${card.credit.used}`, 'RepaymentExceedsOutstanding');
  const paid = repaymentPaid(amountInput, card.credit.used);
  const account = findAccount(store, card.userId, currency);
  if (!account) return notFound('Account not found for currency');
  const cost = costIn(currency, paid);
  if (!cost) return ruleError(422, `${currency} cannot be used to repay a card`, 'UnsupportedCurrency');
  if (cost.gt(account.balance)) return insufficientBalance(currency, cost, account.balance);
  const amount = usd(paid);
  const { transaction: accountTx } = postMovement(store, clock, {
    userId: card.userId,
    currency,
    type: 'DEBIT',
    amount: cost,
    description: `Repayment of credit card ${masked(card)}`,
    category: 'card',
  });
  const posted = postCardEntry(store, clock, emit, card, {
    type: 'payment',
    entry: 'credit',
    amount,
    description: `Repayment from ${currency} balance`,
    original: { amount: toDecimalString(cost), currency },
  });
  const updated = saveCard(store, emit, posted.card);
  const repayment = {
    operation: 'repayment' as const,
    amount,
    currency: currency as CardFundingCurrency,
    sourceAmount: toDecimalString(cost),
    accountId: account.id,
    reference: null,
    createdAt: clock.now().toISOString(),
  };
  return completeOperation(store, emit, { ...repayment, card, cardTransaction: posted.transaction, accountTransaction: accountTx }, updated, 'Repayment successful');
}

export const repayCard = withOwnedCard<z.infer<typeof RepayCardBody>>((card, _user, context) => repayFromAccount(context, card, context.body.amount, context.body.fromCurrencyId));

export const performCardOperation = withOwnedCard<z.infer<typeof PerformCardOperationBody>>((card, _user, context) => {
  const { body, store } = context;
  const operation: CardOperationType = body.operation;
  const currency = body.currency ?? body.fromCurrencyId ?? 'USD';
  switch (operation) {
    case 'withdraw':
    case 'unstake':
      if (currency !== 'USD') return ruleError(422, `${operation === 'withdraw' ? 'Withdrawals' : 'Unstaking'} are made in USD`, 'UnsupportedCurrency');
      return withdrawToAccount(context, card, operation, body.amount);
    case 'deposit':
    case 'stake':
      return fundFromAccount(context, card, { operation, amount: body.amount, account: findAccount(store, card.userId, currency), requestedCurrency: currency, reference: null });
    case 'repayment':
      return repayFromAccount(context, card, body.amount, currency);
    default:
      return ruleError(422, 'Unknown operation', 'UnknownOperation');
  }
});
