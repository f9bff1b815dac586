import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import type {
  AccountDepositBody,
  DepositBody,
  PerformCardOperationBody,
  RepayCardBody,
  StakeBody,
} from '../../src/api/generated/zod/card-funding/card-funding.zod';
import type { CreateOrderBody, GetOrderFeesQueryParams } from '../../src/api/generated/zod/card-orders/card-orders.zod';
import type { ActivateCardNewBody, ApplyCardBody } from '../../src/api/generated/zod/cards/cards.zod';
import type {
  SetSimulatorCardShippingBody,
  SetSimulatorCardVerificationBody,
  SimulateCardOnchainDepositBody,
} from '../../src/api/generated/zod/simulator/simulator.zod';
import type { CardFundingCurrency, CardModel, CardOperationType, CardStatus, CardTransactionType, CardVerificationStatus } from '../../src/api/generated/model';
import { modelUnavailableReason } from '../../src/lib/card-availability';
import { Big, dec, toDecimalString } from '../../src/lib/money';
import { DEFAULT_ORDER_VOUCHER, isFirstTimeOrder, withVoucher } from '../../src/lib/order-voucher';
import type { Clock } from '../core/clock';
import type { Domain } from '../core/domain';
import { badRequest, conflict, errorResponse, notFound, ok } from '../core/errors';
import type { MockEvent } from '../core/events';
import { requireSession, type Handler, type HandlerContext, type MockResponse } from '../core/types';
import { serveAgreementPage } from '../pages/agreements';
import { serveVerificationPage } from '../pages/verification';
import {
  CARD_REQUIREMENTS,
  deriveRequirements,
  orderFees,
  UNSUPPORTED_ORDER_COUNTRIES,
  type CardOnchainDepositRecord,
  type CardOperationRecord,
  type CardOrderFeesRecord,
  type CardOrderRecord,
} from '../store/records/card-funding';
import '../store/records/card-funding';
import {
  applyToCard,
  cardTransactionView,
  cardView,
  DEBIT_CARD_SPENDING_LIMIT,
  isApplicationStatus,
  newCardSecrets,
  processorTid,
  releasableCollateral,
  secureRandomInt,
  usd,
  zeroCredit,
  zeroDeposit,
  type CardRecord,
  type CardTransactionRecord,
} from '../store/records/cards';
import type { AccountRecord } from '../store/records/wallet';
import type { UserRecord } from '../store/schema';
import { seedCardFunding } from '../store/seed/card-funding';
import { txHashFor, USD_RATES } from '../store/seed/wallet';
import type { Store } from '../store/store';
import { findOwnedCard, listUserCards, nextTransactionSequence, saveCard } from './cards';
import { emitBalanceChanged, EXCHANGE_SPREAD, findAccount, listAccounts, postMovement } from './wallet';

/**
 * The card-funding domain (spec 02 §4 wizard, funding, staking, repayment, physical card order; §5; §8; §9): card
 * requirements, the application with its availability rules, identity verification, funding from an account
 * balance or on chain, activation with a name, withdraw / unstake / repay, physical card orders and their fees,
 * plus the simulator steps of the identity provider, the card issuer's fulfilment and on-chain transfers.
 *
 * Money moves in ONE request between the wallet ledger (postMovement) and the card ledger (applyToCard), so for
 * every operation the account side and the card side agree: US dollars move 1:1; a crypto source pays the SELL
 * quote of the exchange (amount / (rate x (1 - 0.005)), rounded up to 6 decimals), the spread staying with the
 * house exactly as in createExchange.
 *
 * The application: applyCard creates a card in pending_verification whose required funding is fixed at that time
 * (deriveRequirements). Its status then follows two facts, verification approved and funded (the card's funded
 * amount — deposit.current or credit.current — at least the required total): not approved → pending_verification;
 * approved, underfunded → pending_deposit; approved and funded → pending_activation. Activation charges the
 * activation fee and the funding fee included in the required total, so the card keeps the minimum.
 */

type Emit = (event: Omit<MockEvent, 'at'> & { at?: string }) => void;
type CardParams = { id: string };
type Context<TBody = never, TQuery = never> = HandlerContext<CardParams, TQuery, TBody>;

const CARD_NOT_FOUND = 'Card not found';
export const FUNDING_CURRENCIES: readonly CardFundingCurrency[] = ['USD', 'USDT', 'USDC', 'LOOK'];
/** Spec 02 §5 "Exchange quotes: only USDT, USDC, LOOK"; the only crypto a card is funded, repaid or paid with. */
export const CRYPTO_FUNDING_CURRENCIES: readonly string[] = ['USDT', 'USDC', 'LOOK'];
/** Spec 02 §9 "Repayment tolerance 0.1 USD; minimum 0.01". */
export const REPAYMENT_TOLERANCE = '0.1';
export const MINIMUM_REPAYMENT = '0.01';
/** The merchant of funding transactions on the card statement. */
const LOOKCARD = { name: 'LookCard', city: 'Online', country: 'US' } as const;

const rule = (status: number, message: string, code: string) => errorResponse(status, message, { code, errorCode: code });
const floorCents = (value: Big | string) => dec(value).round(2, Big.roundDown).toFixed(2);
const masked = (card: CardRecord) => `•••• ${card.lastFourDigits}`;

function originOf(request: HandlerContext['request']): string {
  const host = request.headers['x-forwarded-host'] ?? request.headers['host'] ?? '127.0.0.1:4010';
  const protocol = request.headers['x-forwarded-proto'] ?? 'http';
  return `${protocol.split(',')[0]?.trim() ?? 'http'}://${host.split(',')[0]?.trim() ?? host}`;
}

export const verificationPagePath = (cardId: string) => `/mock-pages/verification/${encodeURIComponent(cardId)}`;

/** The verification link: the mock identity provider's page, on the origin the client called. */
export function verificationUrl(request: HandlerContext['request'] | null, cardId: string): string {
  return `${request ? originOf(request) : 'http://127.0.0.1:4010'}${verificationPagePath(cardId)}`;
}

// ---------------------------------------------------------------------------------------------- money helpers

/** Rate to USD of a funding currency (USD 1). */
function usdRateOf(currency: string): Big | null {
  const rate = USD_RATES[currency];
  return rate === undefined ? null : dec(rate);
}

/**
 * What `usdAmount` costs in `currency`: US dollars 1:1, crypto at the exchange's SELL quote (the base needed to
 * obtain the dollars: amount / (rate x (1 - spread)), rounded up to 6 decimals — wallet.ts estimateExchange).
 */
export function costIn(currency: string, usdAmount: Big | string): Big | null {
  if (currency === 'USD') return dec(usdAmount);
  if (!CRYPTO_FUNDING_CURRENCIES.includes(currency)) return null;
  const rate = usdRateOf(currency);
  if (!rate || rate.lte(0)) return null;
  return dec(usdAmount).div(rate.times(dec(1).minus(EXCHANGE_SPREAD))).round(6, Big.roundUp);
}

const showAmount = (currency: string, value: Big) => (currency === 'USD' ? value.toFixed(2) : toDecimalString(value));

/** Spec 02 §5: 'Insufficient balance. Requested: X, Available: Y' (in the source currency). */
const insufficientBalance = (currency: string, requested: Big, available: string) =>
  rule(422, `Insufficient balance. Requested: ${showAmount(currency, requested)}, Available: ${showAmount(currency, dec(available))}`, 'InsufficientBalance');

// ---------------------------------------------------------------------------------------------- card ledger

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

interface CardEntry {
  type: CardTransactionType;
  entry: 'credit' | 'debit';
  /** USD, 2 decimals. */
  amount: string;
  fees?: { tx: string; fx: string; atm: string };
  description: string;
  original?: { amount: string; currency: string };
}

const NO_FEES = { tx: '0.00', fx: '0.00', atm: '0.00' };

/**
 * Posts one cleared transaction on a card through the card ledger (records/cards.ts applyToCard), records it and
 * announces it. Returns the card with its new balances (not saved) and the transaction. The callers check the
 * limits first, so a declined entry is a bug (it throws and the request is rolled back).
 */
function postCardEntry(store: Store, clock: Clock, emit: Emit, card: CardRecord, input: CardEntry): { card: CardRecord; transaction: CardTransactionRecord } {
  const fees = input.fees ?? NO_FEES;
  const result = applyToCard(card, { type: input.type, entry: input.entry, amount: input.amount, status: 'cleared', fees });
  if (result.status !== 'cleared') throw new Error(`card-funding: the card ledger declined ${input.type} ${input.amount} on ${card.id}: ${result.declineReason ?? ''}`);
  const now = clock.now().toISOString();
  const transaction: CardTransactionRecord = {
    id: randomUUID(),
    userId: card.userId,
    cardId: card.id,
    type: input.type,
    entry: input.entry,
    amount: input.amount,
    currency: 'USD',
    status: 'cleared',
    transactionDate: now,
    description: input.description,
    merchant: { ...LOOKCARD },
    fees,
    metadata: {
      tid: processorTid(secureRandomInt),
      originalTransactionAmount: input.original?.amount ?? input.amount,
      originalCurrency: input.original?.currency ?? 'USD',
      billAmount: result.billAmount,
    },
    declineReason: null,
    sequence: nextTransactionSequence(store),
  };
  store.put('cardTransactions', transaction);
  emit({ type: 'card-transaction.created', userId: card.userId, cardId: card.id, id: transaction.id, payload: { ...cardTransactionView(transaction) } });
  return { card: { ...card, deposit: result.deposit, credit: result.credit, updatedAt: now }, transaction };
}

// ---------------------------------------------------------------------------------------------- handler plumbing

function withOwnedCard<TBody = never, TQuery = never>(action: (card: CardRecord, user: UserRecord, context: Context<TBody, TQuery>) => MockResponse): Handler<CardParams, TQuery, TBody> {
  return (context) => {
    const { user } = requireSession(context);
    const card = findOwnedCard(context.store, user.id, context.params.id);
    if (!card) return notFound(CARD_NOT_FOUND);
    return action(card, user, context);
  };
}

// ---------------------------------------------------------------------------------------------- requirements, application

const getCardRequirements: Handler = () =>
  ok({ success: true, data: { activation: { ...CARD_REQUIREMENTS.activation }, fees: { ...CARD_REQUIREMENTS.fees } } });

/**
 * Spec 02 §5 / §9: why a model cannot be applied for now, or null — the app's own rule (src/lib/card-availability.ts),
 * so the server refuses exactly what the app does not offer.
 */
export function applicationRefusal(cards: readonly CardRecord[], model: CardModel): MockResponse | null {
  switch (modelUnavailableReason(cards, model)) {
    case null:
      return null;
    case 'pendingDebit':
    case 'pendingCredit':
      return rule(409, `You already have a pending ${model} card application`, 'PendingApplication');
    case 'debitLimit':
    case 'typeUnavailable':
      return rule(422, 'Debit card limit reached', 'DebitLimitReached');
  }
}

const applyCard: Handler<never, never, z.infer<typeof ApplyCardBody>> = (context) => {
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
    funding: { requiredAmount: deriveRequirements(body.model, user.createdAt, createdAt).totalRequired, fundedAt: null },
    pinHash: null,
    physicalOrderId: null,
  };
  saveCard(store, emit, card);
  return ok({ success: true, message: 'Card application created', data: { data: cardView(card) } }, 201);
};

const verificationView = (card: CardRecord, request: HandlerContext['request'] | null) => ({
  data: { status: card.verification.status },
  url: verificationUrl(request, card.id),
});

const getVerificationInfo = withOwnedCard((card, _user, { request }) => ok({ success: true, data: verificationView(card, request) }));

const getCredit = withOwnedCard((card) => {
  if (card.model !== 'credit') return rule(422, 'Credit is only available for credit cards', 'NotCreditCard');
  const { current, limit, available, used } = card.credit;
  return ok({ success: true, data: { current, limit, available, used, releasable: releasableCollateral(card.credit) } });
});

const getDeposit = withOwnedCard((card) => {
  if (card.model !== 'debit') return rule(422, 'Deposit is only available for debit cards', 'NotDebitCard');
  const { current, available, limit } = card.deposit;
  return ok({ success: true, data: { current, available, limit } });
});

const REPAYMENT_CREDIT_ONLY = 'Repayment is only available for credit cards';

const getCardRepaymentAddresses = withOwnedCard((card) => {
  if (card.model !== 'credit' || !card.repaymentAddresses) return rule(422, REPAYMENT_CREDIT_ONLY, 'NotCreditCard');
  return ok({ success: true, data: { ...card.repaymentAddresses } });
});

const sourceAccountView = (account: AccountRecord) => ({
  id: account.id,
  alias: account.alias,
  currencyId: account.currency,
  balance: account.balance,
  accountId: account.id,
});

const getCardSourceAccounts: Handler = (context) => {
  const { user } = requireSession(context);
  const accounts = listAccounts(context.store, user.id)
    .filter((account) => (FUNDING_CURRENCIES as readonly string[]).includes(account.currency))
    .sort((a, b) => FUNDING_CURRENCIES.indexOf(a.currency as CardFundingCurrency) - FUNDING_CURRENCIES.indexOf(b.currency as CardFundingCurrency));
  return ok({ success: true, data: accounts.map(sourceAccountView) });
};

// ---------------------------------------------------------------------------------------------- funding from an account

const canBeFunded = (card: CardRecord) => isApplicationStatus(card.status) || card.status === 'active';

interface FundingInput {
  operation: 'deposit' | 'stake';
  /** USD credited to the card. */
  amount: string;
  account: AccountRecord | undefined;
  reference: string | null;
  /** The account id the client named, when it named one. */
  requestedAccountId?: string;
  requestedCurrency: string;
}

const operationResult = (record: CardOperationRecord, card: CardRecord) => ({
  id: record.id,
  cardId: record.cardId,
  operation: record.operation,
  amount: record.amount,
  currency: record.currency,
  sourceAmount: record.sourceAmount,
  ...(record.reference ? { reference: record.reference } : {}),
  createdAt: record.createdAt,
  card: cardView(card),
});

function recordOperation(store: Store, input: Omit<CardOperationRecord, 'id'>): CardOperationRecord {
  return store.put('cardOperations', { id: `op-${randomUUID()}`, ...input });
}

/** Deposit (debit) or stake (credit) from one of the user's accounts: the account pays, the card is credited. */
function fundFromAccount(context: Context<unknown>, card: CardRecord, input: FundingInput): MockResponse {
  const { store, clock, emit } = context;
  const expected: CardModel = input.operation === 'deposit' ? 'debit' : 'credit';
  if (card.model !== expected) {
    return rule(422, input.operation === 'deposit' ? 'Deposit is only available for debit cards' : 'Staking is only available for credit cards', 'UnknownOperation');
  }
  if (!canBeFunded(card)) return rule(422, 'Card is not active', 'CardNotActive');
  const account = input.account;
  if (!account || account.userId !== card.userId || account.currency !== input.requestedCurrency || (input.requestedAccountId && account.id !== input.requestedAccountId)) {
    return notFound('Account not found for currency');
  }
  const cost = costIn(account.currency, input.amount);
  if (!cost) return rule(422, `${account.currency} cannot fund a card`, 'UnsupportedCurrency');
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
  const record = recordOperation(store, {
    userId: card.userId,
    cardId: card.id,
    operation: input.operation,
    amount,
    currency: account.currency as CardFundingCurrency,
    sourceAmount: toDecimalString(cost),
    accountId: account.id,
    reference: input.reference,
    cardTransactionId: posted.transaction.id,
    accountTransactionId: accountTx.id,
    createdAt: now,
  });
  emitBalanceChanged(store, emit, card.userId);
  return ok({ success: true, message: `Funds have been transferred from your account to the ${card.model} card`, data: operationResult(record, updated) });
}

const accountDeposit = withOwnedCard<z.infer<typeof AccountDepositBody>>((card, _user, context) => {
  const { body, store } = context;
  if (body.cardModel !== card.model) return rule(422, `This is not a ${body.cardModel} card`, 'CardModelMismatch');
  return fundFromAccount(context, card, {
    operation: card.model === 'debit' ? 'deposit' : 'stake',
    amount: body.amount,
    account: store.get('accounts', body.fromAccountId),
    requestedAccountId: body.fromAccountId,
    requestedCurrency: body.fromCurrencyId,
    reference: body.reference,
  });
});

const depositHandler = (operation: 'deposit' | 'stake') =>
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

// ---------------------------------------------------------------------------------------------- withdraw, unstake, repay

/** Withdraw (debit) or unstake (credit): US dollars from the card back to the USD balance. */
function withdrawToAccount(context: Context<unknown>, card: CardRecord, operation: 'withdraw' | 'unstake', amountInput: string): MockResponse {
  const { store, clock, emit } = context;
  const expected: CardModel = operation === 'withdraw' ? 'debit' : 'credit';
  if (card.model !== expected) {
    return rule(422, operation === 'withdraw' ? 'Withdraw is only available for debit cards' : 'Unstake is only available for credit cards', 'UnknownOperation');
  }
  if (card.status !== 'active') return rule(422, 'Card is not active', 'CardNotActive');
  const amount = usd(amountInput);
  const available = operation === 'withdraw' ? card.deposit.available : releasableCollateral(card.credit);
  if (dec(amount).gt(available)) {
    const what = operation === 'withdraw' ? 'Insufficient card balance' : 'Unstake amount exceeds the collateral not backing used credit';
    return rule(422, `${what}. Requested: ${amount}, Available: ${available}`, 'InsufficientBalance');
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
  const record = recordOperation(store, {
    userId: card.userId,
    cardId: card.id,
    operation,
    amount,
    currency: 'USD',
    sourceAmount: amount,
    accountId: account.id,
    reference: null,
    cardTransactionId: posted.transaction.id,
    accountTransactionId: accountTx.id,
    createdAt: clock.now().toISOString(),
  });
  emitBalanceChanged(store, emit, card.userId);
  return ok({ success: true, message: operation === 'withdraw' ? 'Withdrawal completed' : 'Unstake completed', data: operationResult(record, updated) });
}

/**
 * Spec 02 §5 "Credit repay": positive, ≤ 2 decimals (the contract's UsdAmount), at least 0.01, within 0.1 of the
 * outstanding used amount. The card is paid min(amount, used) — the tolerance never charges more than is owed.
 */
function repayFromAccount(context: Context<unknown>, card: CardRecord, amountInput: string, currency: string): MockResponse {
  const { store, clock, emit } = context;
  if (card.model !== 'credit') return rule(422, REPAYMENT_CREDIT_ONLY, 'NotCreditCard');
  if (card.status !== 'active') return rule(422, 'Card is not active', 'CardNotActive');
  const requested = dec(amountInput);
  if (requested.lt(MINIMUM_REPAYMENT)) return badRequest('Minimum repayment amount is $0.01', [{ path: 'body.amount', message: 'Minimum repayment amount is $0.01' }], 'MinimumRepayment');
  const used = dec(card.credit.used);
  if (used.eq(0)) return rule(422, 'There is no outstanding balance to repay', 'NothingToRepay');
  if (requested.gt(used.plus(REPAYMENT_TOLERANCE))) return rule(422, `Repayment amount cannot exceed outstanding balance of ${card.credit.used}`, 'RepaymentExceedsOutstanding');
  const paid = requested.gt(used) ? used : requested;
  const account = findAccount(store, card.userId, currency);
  if (!account) return notFound('Account not found for currency');
  const cost = costIn(currency, paid);
  if (!cost) return rule(422, `${currency} cannot be used to repay a card`, 'UnsupportedCurrency');
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
  const record = recordOperation(store, {
    userId: card.userId,
    cardId: card.id,
    operation: 'repayment',
    amount,
    currency: currency as CardFundingCurrency,
    sourceAmount: toDecimalString(cost),
    accountId: account.id,
    reference: null,
    cardTransactionId: posted.transaction.id,
    accountTransactionId: accountTx.id,
    createdAt: clock.now().toISOString(),
  });
  emitBalanceChanged(store, emit, card.userId);
  return ok({ success: true, message: 'Repayment successful', data: operationResult(record, updated) });
}

const repayCard = withOwnedCard<z.infer<typeof RepayCardBody>>((card, _user, context) => repayFromAccount(context, card, context.body.amount, context.body.fromCurrencyId));

const performCardOperation = withOwnedCard<z.infer<typeof PerformCardOperationBody>>((card, _user, context) => {
  const { body, store } = context;
  const operation: CardOperationType = body.operation;
  const currency = body.currency ?? body.fromCurrencyId ?? 'USD';
  switch (operation) {
    case 'withdraw':
    case 'unstake':
      if (currency !== 'USD') return rule(422, `${operation === 'withdraw' ? 'Withdrawals' : 'Unstaking'} are made in USD`, 'UnsupportedCurrency');
      return withdrawToAccount(context, card, operation, body.amount);
    case 'deposit':
    case 'stake':
      return fundFromAccount(context, card, { operation, amount: body.amount, account: findAccount(store, card.userId, currency), requestedCurrency: currency, reference: null });
    case 'repayment':
      return repayFromAccount(context, card, body.amount, currency);
    default:
      return rule(422, 'Unknown operation', 'UnknownOperation');
  }
});

// ---------------------------------------------------------------------------------------------- activation

/**
 * Activates a pending_activation card: status active, the name, and the fees included in the required total
 * (the activation fee, then the direct funding fee = required total − minimum − activation fee), each a card
 * fee transaction. The card keeps its funded amount less those fees (at least the minimum).
 */
function activate(context: Context<unknown>, card: CardRecord, user: UserRecord, name: string): MockResponse {
  const { store, clock, emit } = context;
  if (card.status === 'active') return conflict('Card is already active', 'AlreadyActive');
  if (card.status !== 'pending_activation') return rule(422, 'Card is not ready for activation', 'CardNotReady');
  const now = clock.now().toISOString();
  const requirements = deriveRequirements(card.model, user.createdAt, card.createdAt);
  let current: CardRecord = { ...card, name, status: 'active', activatedAt: now, updatedAt: now };
  const activationFee = dec(requirements.activationFee);
  const fundingFee = dec(card.funding.requiredAmount).minus(requirements.minimum).minus(activationFee);
  for (const [amount, description] of [
    [activationFee, 'Card activation fee'],
    [fundingFee, 'Funding fee'],
  ] as const) {
    if (amount.lte(0)) continue;
    current = postCardEntry(store, clock, emit, current, { type: 'fee', entry: 'debit', amount: usd(amount), description }).card;
  }
  const saved = saveCard(store, emit, current);
  return ok({ success: true, message: 'Card activated', data: cardView(saved) });
}

const activateCardNew = withOwnedCard<z.infer<typeof ActivateCardNewBody>>((card, user, context) => {
  const name = context.body.primaryName.trim();
  if (name.length === 0) return badRequest('Card name is required', [{ path: 'body.primaryName', message: 'Card name is required' }], 'CardNameRequired');
  return activate(context, card, user, name);
});

const activateCard = withOwnedCard((card, user, context) => {
  if (card.status === 'active') return conflict('Card is already active', 'AlreadyActive');
  if (card.name.trim().length === 0) return rule(422, 'Card name is required', 'CardNameRequired');
  return activate(context, card, user, card.name);
});

// ---------------------------------------------------------------------------------------------- physical card orders

const unsupportedCountry = (country: string) => rule(422, `Shipping to ${country} is not supported`, 'UnsupportedCountry');

/**
 * The fees a user is quoted and charged: by country and method, less the order voucher on a user's first physical
 * card order while the voucher is active (spec 02 §9: CARD10OFF is not) — the app's own rule (src/lib/order-voucher.ts).
 */
export function quotedOrderFees(store: Store, userId: string, country: string, shippingMethod: 'standard' | 'express'): CardOrderFeesRecord {
  return withVoucher(orderFees(country, shippingMethod), DEFAULT_ORDER_VOUCHER, isFirstTimeOrder(listUserCards(store, userId)));
}

const getOrderFees = withOwnedCard<never, z.infer<typeof GetOrderFeesQueryParams>>((_card, user, { query, store }) => {
  const country = query.country.toUpperCase();
  if (UNSUPPORTED_ORDER_COUNTRIES.includes(country)) return unsupportedCountry(country);
  return ok({ success: true, data: quotedOrderFees(store, user.id, country, query.shippingMethod ?? 'standard') });
});

export const orderView = (order: CardOrderRecord) => ({
  id: order.id,
  cardId: order.cardId,
  status: order.status,
  firstName: order.firstName,
  lastName: order.lastName,
  phoneNumber: order.phoneNumber,
  dialCode: order.dialCode,
  email: order.email,
  ...(order.cardDesign ? { cardDesign: order.cardDesign } : {}),
  shippingAddress: {
    line1: order.shippingAddress.line1,
    ...(order.shippingAddress.line2 ? { line2: order.shippingAddress.line2 } : {}),
    city: order.shippingAddress.city,
    postalCode: order.shippingAddress.postalCode,
    country: order.shippingAddress.country,
  },
  shippingMethod: order.shippingMethod,
  routing: order.routing,
  fees: { ...order.fees },
  payment: { ...order.payment },
  createdAt: order.createdAt,
  updatedAt: order.updatedAt,
});

const ordersOf = (store: Store, cardId: string) =>
  store.filter('cardOrders', (order) => order.cardId === cardId).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));

const listCardOrders = withOwnedCard((card, _user, { store }) => ok({ success: true, data: ordersOf(store, card.id).map(orderView) }));

/** 409 FeesChanged (contract: CardOrderFeesChangedResponse): nothing charged; the current fees to confirm. */
function feesChanged(fees: CardOrderFeesRecord): MockResponse {
  const message = `The fees have changed: the total is now ${fees.totalFee} ${fees.currency}`;
  return {
    status: 409,
    body: { success: false, message, code: 'FeesChanged', error: { message, code: 'FeesChanged', details: { errorCode: 'FeesChanged', fees: { ...fees } } } },
  };
}

const REQUIRED_TEXT_FIELDS = ['firstName', 'lastName', 'phoneNumber', 'email'] as const;
const REQUIRED_ADDRESS_FIELDS = ['line1', 'city', 'postalCode', 'country'] as const;

const createOrder = withOwnedCard<z.infer<typeof CreateOrderBody>>((card, user, context) => {
  const { store, clock, emit, body } = context;
  const issues = [
    ...REQUIRED_TEXT_FIELDS.filter((field) => body[field].trim() === '').map((field) => ({ path: `body.${field}`, message: 'Required' })),
    ...REQUIRED_ADDRESS_FIELDS.filter((field) => body.shippingAddress[field].trim() === '').map((field) => ({ path: `body.shippingAddress.${field}`, message: 'Required' })),
  ];
  if (!/^\d{4,15}$/.test(body.phoneNumber.replace(/[\s-]/g, ''))) issues.push({ path: 'body.phoneNumber', message: 'Digits only (4 to 15)' });
  if (issues.length > 0) return badRequest('Please fill in all required fields', issues, 'ValidationError');
  if (card.status !== 'active') return rule(422, 'Card is not active', 'CardNotActive');
  if (card.physicalStatus !== 'null') return conflict('A physical card has already been ordered', 'OrderExists');
  const country = body.shippingAddress.country.toUpperCase();
  if (UNSUPPORTED_ORDER_COUNTRIES.includes(country)) return unsupportedCountry(country);
  const currency = body.fromCurrencyId;
  const accountOfCurrency = findAccount(store, user.id, currency);
  if (!accountOfCurrency) return rule(422, 'No account available for payment', 'NoPaymentAccount');
  if (accountOfCurrency.id !== body.fromAccountId) return notFound('Account not found for currency');
  const shippingMethod = body.shippingMethod ?? 'standard';
  const fees = quotedOrderFees(store, user.id, country, shippingMethod);
  // The user is charged the fee they confirmed, or nothing: a different one (changed, or the client's fallback)
  // is answered with the current fees to confirm again.
  if (!dec(body.confirmedTotalFee).eq(fees.totalFee)) return feesChanged(fees);
  const cost = costIn(currency, fees.totalFee);
  if (!cost) return rule(422, `${currency} cannot pay for a card order`, 'UnsupportedCurrency');
  if (cost.gt(accountOfCurrency.balance)) return insufficientBalance(currency, cost, accountOfCurrency.balance);
  const now = clock.now().toISOString();
  const id = `ord-${randomUUID()}`;
  postMovement(store, clock, {
    userId: user.id,
    currency,
    type: 'DEBIT',
    amount: cost,
    description: `Physical card order for ${card.model} card ${masked(card)}`,
    category: 'card',
    reference: id,
  });
  const order: CardOrderRecord = store.put('cardOrders', {
    id,
    userId: user.id,
    cardId: card.id,
    status: 'pending_approval',
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    phoneNumber: body.phoneNumber.replace(/[\s-]/g, ''),
    dialCode: body.dialCode,
    email: body.email.trim(),
    cardDesign: body.cardDesign?.trim() || null,
    shippingAddress: {
      line1: body.shippingAddress.line1.trim(),
      line2: body.shippingAddress.line2?.trim() || null,
      city: body.shippingAddress.city.trim(),
      postalCode: body.shippingAddress.postalCode.trim(),
      country,
    },
    shippingMethod,
    routing: body.routing?.trim() || 'direct',
    fees,
    payment: { fromAccountId: accountOfCurrency.id, fromCurrencyId: currency, amount: toDecimalString(cost) },
    createdAt: now,
    updatedAt: now,
  });
  saveCard(store, emit, { ...card, type: 'PHYSICAL', physicalStatus: 'pending_approval', physicalOrderId: order.id, updatedAt: now });
  emitBalanceChanged(store, emit, user.id);
  return ok({ success: true, message: 'Order created', data: orderView(order) }, 201);
});

// ---------------------------------------------------------------------------------------------- simulator steps

export type StepResult<T> = { ok: true; value: T } | { ok: false; status: 404 | 409 | 422; message: string; code: string };
const fail = <T>(status: 404 | 409 | 422, message: string, code: string): StepResult<T> => ({ ok: false, status, message, code });

/** The identity provider's decision (POST /api/simulator/cards/{id}/verification and the verification page). */
export function setCardVerification(store: Store, clock: Clock, emit: Emit, cardId: string, status: CardVerificationStatus): StepResult<CardRecord> {
  const card = store.get('cards', cardId);
  if (!card) return fail(404, CARD_NOT_FOUND, 'NotFound');
  if (!isApplicationStatus(card.status)) return fail(422, 'Card is not an application', 'CardNotApplication');
  const now = clock.now().toISOString();
  const updated = advanceApplication({ ...card, verification: { ...card.verification, status, updatedAt: now }, updatedAt: now }, now);
  return { ok: true, value: saveCard(store, emit, updated) };
}

/** The card issuer's fulfilment progress (POST /api/simulator/cards/{id}/shipping). */
export function setCardShipping(store: Store, clock: Clock, emit: Emit, cardId: string, physicalStatus: CardOrderRecord['status']): StepResult<CardRecord> {
  const card = store.get('cards', cardId);
  if (!card) return fail(404, CARD_NOT_FOUND, 'NotFound');
  if (card.physicalStatus === 'null') return fail(409, 'No physical card has been ordered for this card', 'NoPhysicalOrder');
  const now = clock.now().toISOString();
  const latest = ordersOf(store, card.id)[0];
  if (latest) store.put('cardOrders', { ...latest, status: physicalStatus, updatedAt: now });
  return { ok: true, value: saveCard(store, emit, { ...card, physicalStatus, updatedAt: now }) };
}

export interface OnchainDepositInput {
  currency: 'USDT' | 'USDC' | 'LOOK';
  amount: string;
  network: string;
  purpose?: 'funding' | 'repayment';
}

/**
 * An on-chain transfer to one of a card's addresses (POST /api/simulator/cards/{id}/onchain-deposit). Its value in
 * USD (floored to cents) is credited to the card — in full while the card is an application, less the direct fee
 * once issued. A repayment pays off the outstanding amount; the rest goes to the USD balance.
 */
export function creditOnchainDeposit(store: Store, clock: Clock, emit: Emit, cardId: string, input: OnchainDepositInput): StepResult<{ record: CardOnchainDepositRecord; card: CardRecord }> {
  const card = store.get('cards', cardId);
  if (!card) return fail(404, CARD_NOT_FOUND, 'NotFound');
  const purpose = input.purpose ?? 'funding';
  const chain = store.get('blockchains', input.network);
  const chainCurrency = store.get('chainCurrencies', `${input.network}:${input.currency}`);
  if (!chain || !chainCurrency?.enable) return fail(422, `${input.currency} is not available on ${input.network}`, 'UnsupportedCurrency');
  const rate = usdRateOf(input.currency);
  if (!rate) return fail(422, `${input.currency} has no USD rate`, 'UnsupportedCurrency');
  const usdAmount = dec(floorCents(dec(input.amount).times(rate)));
  if (usdAmount.lte(0)) return fail(422, 'The transfer is worth less than one cent', 'AmountTooSmall');
  const isApplication = isApplicationStatus(card.status);
  let feeRate: string;
  let address: string;
  if (purpose === 'repayment') {
    if (card.model !== 'credit' || !card.repaymentAddresses) return fail(422, REPAYMENT_CREDIT_ONLY, 'NotCreditCard');
    if (card.status !== 'active') return fail(422, 'Card is not active', 'CardNotActive');
    feeRate = CARD_REQUIREMENTS.fees.direct_deposit;
    address = card.repaymentAddresses[chain.eco];
  } else {
    if (!isApplication && card.status !== 'active') return fail(422, 'Card cannot receive funds', 'CardNotActive');
    feeRate = card.model === 'debit' ? CARD_REQUIREMENTS.fees.direct_deposit : CARD_REQUIREMENTS.fees.direct_stake;
    address = card.addresses[chain.eco];
  }
  const fee = isApplication ? dec(0) : dec(usd(usdAmount.times(feeRate)));
  const net = usdAmount.minus(fee);
  const now = clock.now().toISOString();
  const id = `cdep-${randomUUID().replace(/-/g, '').slice(0, 12)}`;
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
      postMovement(store, clock, { userId: card.userId, currency: 'USD', type: 'CREDIT', amount: refunded, description: `Repayment above the outstanding amount of card ${masked(card)}`, category: 'card', reference: txHash });
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

const stepError = (result: { status: number; message: string; code: string }) => errorResponse(result.status, result.message, { code: result.code });

const setSimulatorCardVerification: Handler<CardParams, never, z.infer<typeof SetSimulatorCardVerificationBody>> = ({ store, clock, emit, params, body, request }) => {
  const result = setCardVerification(store, clock, emit, params.id, body.status);
  return result.ok ? ok({ success: true, data: { card: cardView(result.value), verification: verificationView(result.value, request) } }) : stepError(result);
};

const setSimulatorCardShipping: Handler<CardParams, never, z.infer<typeof SetSimulatorCardShippingBody>> = ({ store, clock, emit, params, body }) => {
  const result = setCardShipping(store, clock, emit, params.id, body.physicalStatus);
  return result.ok ? ok({ success: true, data: cardView(result.value) }) : stepError(result);
};

const simulateCardOnchainDeposit: Handler<CardParams, never, z.infer<typeof SimulateCardOnchainDepositBody>> = ({ store, clock, emit, params, body }) => {
  const result = creditOnchainDeposit(store, clock, emit, params.id, body);
  if (!result.ok) return stepError(result);
  const { record, card } = result.value;
  const { userId: _userId, ...view } = record;
  return ok({ success: true, data: { ...view, card: cardView(card) } }, 201);
};

export const cardFundingDomain: Domain = {
  name: 'card-funding',
  handlers: {
    getCardRequirements,
    applyCard,
    getVerificationInfo,
    getCredit,
    getDeposit,
    getCardRepaymentAddresses,
    getCardSourceAccounts,
    accountDeposit,
    deposit: depositHandler('deposit'),
    stake: depositHandler('stake'),
    performCardOperation,
    repayCard,
    activateCardNew,
    activateCard,
    getOrderFees,
    listCardOrders,
    createOrder,
    setSimulatorCardVerification,
    setSimulatorCardShipping,
    simulateCardOnchainDeposit,
  } as Domain['handlers'],
  seed: seedCardFunding,
  page: (req, res, url, services) => serveVerificationPage(req, res, url, services) || serveAgreementPage(req, res, url),
};
