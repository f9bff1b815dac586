import { dec, toDecimalString, type Big } from '@contract-kit/money';
import type { Clock } from '../../core/clock';
import type { Emit } from '../../core/types';
import { randomHex } from '../../store/ids';
import type { Store } from '../../store/store';
import type { AccountRecord, AccountTransactionCategory, AccountTransactionRecord } from './records';

/**
 * The wallet ledger: the users' currency accounts and every movement on them. Money moves only through
 * `postMovement`, which writes the account and its transaction together; the other domains (cards fund from and
 * repay to these accounts) use it too.
 */

export class InsufficientFundsError extends Error {
  constructor(readonly currency: string) {
    super('Insufficient balance');
    this.name = 'InsufficientFundsError';
  }
}

export function findAccount(store: Store, userId: string, currency: string): AccountRecord | undefined {
  return store.find('accounts', (account) => account.userId === userId && account.currency === currency);
}

export function listAccounts(store: Store, userId: string): AccountRecord[] {
  return store.filter('accounts', (account) => account.userId === userId).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.currency.localeCompare(b.currency));
}

/** The user's account for a currency, opened (with a zero balance) when it does not exist yet. */
export function ensureAccount(store: Store, clock: Clock, userId: string, currency: string): AccountRecord {
  const existing = findAccount(store, userId, currency);
  if (existing) return existing;
  const now = clock.now().toISOString();
  return store.put('accounts', {
    id: `acc-${currency.toLowerCase()}-${randomHex(4)}`,
    userId,
    currency,
    balance: '0',
    alias: `${currency} account`,
    createdAt: now,
    updatedAt: now,
  });
}

export interface MovementInput {
  userId: string;
  currency: string;
  type: 'CREDIT' | 'DEBIT';
  amount: string | Big;
  description: string;
  category: AccountTransactionCategory;
  reference?: string;
}

/**
 * Moves money on one account and records the account transaction, atomically with the request's other
 * writes. A DEBIT above the balance throws InsufficientFundsError (check first to answer 422).
 */
export function postMovement(store: Store, clock: Clock, input: MovementInput): { account: AccountRecord; transaction: AccountTransactionRecord } {
  const amount = dec(input.amount);
  if (amount.lte(0)) throw new Error(`wallet: a movement needs a positive amount (got ${amount.toFixed()})`);
  const account = ensureAccount(store, clock, input.userId, input.currency);
  const balance = dec(account.balance);
  if (input.type === 'DEBIT' && amount.gt(balance)) throw new InsufficientFundsError(input.currency);
  const now = clock.now().toISOString();
  const updated = store.put('accounts', {
    ...account,
    balance: toDecimalString(input.type === 'CREDIT' ? balance.plus(amount) : balance.minus(amount)),
    updatedAt: now,
  });
  const transaction = store.put('accountTransactions', {
    id: `atx-${randomHex(8)}`,
    userId: input.userId,
    accountId: account.id,
    currency: input.currency,
    type: input.type,
    amount: toDecimalString(amount),
    description: input.description.slice(0, 255),
    category: input.category,
    ...(input.reference ? { reference: input.reference } : {}),
    createdAt: now,
    seq: store.count('accountTransactions') + 1,
  });
  return { account: updated, transaction };
}

export function balancesOf(store: Store, userId: string): Record<string, { amount: string; accountId: string }> {
  const balances: Record<string, { amount: string; accountId: string }> = {};
  for (const account of listAccounts(store, userId)) balances[account.currency] = { amount: account.balance, accountId: account.id };
  return balances;
}

export function emitBalanceChanged(store: Store, emit: Emit, userId: string): void {
  emit({ type: 'balance.changed', userId, payload: { balances: balancesOf(store, userId) } });
}
