import type * as z from 'zod';
import type { AccountDepositBody, DepositBody, StakeBody } from '@contract-kit/zod';
import { dec, toDecimalString } from '@contract-kit/money';
import type { CardFundingCurrency, CardModel } from '@contract-kit/model';
import { conflict, notFound, ruleError } from '../../core/errors';
import type { HandlerContext, MockResponse } from '../../core/types';
import { saveCard, withOwnedCard, type CardParams } from '../cards/access';
import { isApplicationStatus, usd } from '../cards/ledger';
import type { CardRecord } from '../cards/records';
import { postMovement } from '../wallet/ledger';
import type { AccountRecord } from '../wallet/records';
import { completeOperation, postCardEntry } from './ledger';
import { advanceApplication, costIn, insufficientBalance, masked } from './rules';

/** Funding a card from the user's accounts (spec 02 §4, §5): deposit to a debit card, stake on a credit card. */

type Context<TBody = never, TQuery = never> = HandlerContext<CardParams, TQuery, TBody>;
const canBeFunded = (card: CardRecord) => isApplicationStatus(card.status) || card.status === 'active';
/** What a deposit may still add to a debit card: its limit less its settled balance, never below 0. */
const depositRoom = (card: CardRecord) => {
  const room = dec(card.deposit.limit).minus(card.deposit.current);
  return room.lt(0) ? dec('0') : room;
};

export interface FundingInput {
  operation: 'deposit' | 'stake';
  /** USD credited to the card. */
  amount: string;
  account: AccountRecord | undefined;
  reference: string | null;
  /** The account id the client named, when it named one. */
  requestedAccountId?: string;
  requestedCurrency: string;
}

/** Deposit (debit) or stake (credit) from one of the user's accounts: the account pays, the card is credited. */
export function fundFromAccount(context: Context<unknown>, card: CardRecord, input: FundingInput): MockResponse {
  const { store, clock, emit } = context;
  const expected: CardModel = input.operation === 'deposit' ? 'debit' : 'credit';
  if (card.model !== expected) {
    return ruleError(422, input.operation === 'deposit' ? 'Deposit is only available for debit cards' : 'Staking is only available for credit cards', 'UnknownOperation');
  }
  if (!canBeFunded(card)) return ruleError(422, 'Card is not active', 'CardNotActive');
  const account = input.account;
  if (!account || account.userId !== card.userId || account.currency !== input.requestedCurrency || (input.requestedAccountId && account.id !== input.requestedAccountId)) {
    return notFound('Account not found for currency');
  }
  // A debit card's balance never passes its limit (its face shows Used = limit − available, which would go below 0).
  // A stake needs no such bound: the collateral is the credit card's limit.
  if (input.operation === 'deposit') {
    const room = depositRoom(card);
    if (dec(input.amount).gt(room)) return ruleError(422, `Deposit amount cannot exceed the card's remaining limit of ${usd(room)} USD`, 'DepositExceedsLimit');
  }
  const cost = costIn(account.currency, input.amount);
  if (!cost) return ruleError(422, `${account.currency} cannot fund a card`, 'UnsupportedCurrency');
  if (cost.gt(account.balance)) return insufficientBalance(account.currency, cost, account.balance);
  if (input.reference && store.find('cardOperations', (op) => op.cardId === card.id && op.reference === input.reference)) {
    return conflict(`Duplicate reference ${input.reference}`, 'DuplicateReference');
  }
  const amount = usd(input.amount);
  const verb = input.operation === 'deposit' ? 'Deposit' : 'Stake';
  const { transaction: accountTx } = postMovement(store, clock, {
    userId: card.userId,
    currency: account.currency,
    type: 'DEBIT',
    amount: cost,
    description: `${verb} to ${card.model} card ${masked(card)}`,
    category: 'card',
    reference: input.reference ?? undefined,
  });
  const posted = postCardEntry(store, clock, emit, card, {
    type: 'deposit_fund',
    entry: 'credit',
    amount,
    description: `${verb} from ${account.currency} balance`,
    original: { amount: toDecimalString(cost), currency: account.currency },
  });
  const now = clock.now().toISOString();
  const updated = saveCard(store, emit, advanceApplication(posted.card, now));
  const operation = {
    operation: input.operation,
    amount,
    currency: account.currency as CardFundingCurrency,
    sourceAmount: toDecimalString(cost),
    accountId: account.id,
    reference: input.reference,
    createdAt: now,
  };
  return completeOperation(
    store,
    emit,
    { ...operation, card, cardTransaction: posted.transaction, accountTransaction: accountTx },
    updated,
    `Funds have been transferred from your account to the ${card.model} card`,
  );
}

export const accountDeposit = withOwnedCard<z.infer<typeof AccountDepositBody>>((card, _user, context) => {
  const { body, store } = context;
  if (body.cardModel !== card.model) return ruleError(422, `This is not a ${body.cardModel} card`, 'CardModelMismatch');
  return fundFromAccount(context, card, {
    operation: card.model === 'debit' ? 'deposit' : 'stake',
    amount: body.amount,
    account: store.get('accounts', body.fromAccountId),
    requestedAccountId: body.fromAccountId,
    requestedCurrency: body.fromCurrencyId,
    reference: body.reference,
  });
});

export const depositHandler = (operation: 'deposit' | 'stake') =>
  withOwnedCard<z.infer<typeof DepositBody> | z.infer<typeof StakeBody>>((card, _user, context) =>
    fundFromAccount(context, card, {
      operation,
      amount: context.body.amount,
      account: context.store.get('accounts', context.body.fromAccountId),
      requestedAccountId: context.body.fromAccountId,
      requestedCurrency: context.body.fromCurrencyId,
      reference: context.body.reference,
    }),
  );
