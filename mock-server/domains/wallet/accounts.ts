import type * as z from 'zod';
import type { ExportAccountTransactionsQueryParams, GetAccountBalanceQueryParams, ListAccountTransactionsQueryParams, TransferFundsBody } from '@contract-kit/zod';
import { dec, formatAmount, toDecimalString, toDisplayString } from '@contract-kit/money';
import { normalizeRecipient, transferProblems } from '@contract-kit/rules/transfer';
import { forbidden, ok, ruleError, tooManyDecimals } from '../../core/errors';
import { csvDownload, filterOf, recordMatcher } from '../../core/list-filter';
import { requireSession, type Handler } from '../../core/types';
import { countLookup, lookupLimits, lookupRefusal } from '../../identity/lookups';
import { depositAddressesFor, randomHex } from '../../store/ids';
import { findUserByEmail } from '../auth/users';
import { ACCOUNT_TRANSACTION_COLUMNS, accountTransactionFilterRow } from './exports';
import { balancesOf, emitBalanceChanged, findAccount, postMovement } from './ledger';
import { transactionView } from './views';

/** Accounts (spec 01 §3, §4, §7): balances, deposit addresses, account transactions and transfers between users. */

export const getAccountBalance: Handler<never, z.infer<typeof GetAccountBalanceQueryParams>> = (context) => {
  const { user } = requireSession(context);
  if (context.query.profileId !== undefined && context.query.profileId !== user.profileId) return forbidden();
  return ok({ success: true, balances: balancesOf(context.store, user.id), updatedAt: context.clock.now().toISOString() });
};

export const getAccountAddresses: Handler = (context) => {
  const { user } = requireSession(context);
  return ok({ success: true, data: depositAddressesFor(user.id) });
};

export const listAccountTransactions: Handler<never, z.infer<typeof ListAccountTransactionsQueryParams>> = (context) => {
  const { user } = requireSession(context);
  const { skip, take } = context.query;
  const filter = filterOf('accountTransactions', context.query);
  if (!filter.ok) return filter.response;
  const matches = recordMatcher(filter.filter, accountTransactionFilterRow);
  const all = context.store.filter('accountTransactions', (record) => record.userId === user.id && matches(record)).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.seq - a.seq);
  return ok({ transactions: all.slice(skip, skip + take).map(transactionView), skip, take, total: all.length });
};

/** exportAccountTransactions: the movements the filter picks (every page, in recorded order) as a CSV file streamed from the store. */
export const exportAccountTransactions: Handler<never, z.infer<typeof ExportAccountTransactionsQueryParams>> = (context) => {
  const { user } = requireSession(context);
  const filter = filterOf('accountTransactions', context.query);
  if (!filter.ok) return filter.response;
  const matches = recordMatcher(filter.filter, accountTransactionFilterRow);
  const filename = `account-activity-${context.clock.now().toISOString().slice(0, 10)}.csv`;
  return csvDownload(filename, ACCOUNT_TRANSACTION_COLUMNS, context.store.values('accountTransactions'), (record) => record.userId === user.id && matches(record));
};

export const transferFunds: Handler<never, never, z.infer<typeof TransferFundsBody>> = (context) => {
  const { user } = requireSession(context);
  const { store, clock, body } = context;
  const currency = body.currency;
  const precise = tooManyDecimals(body.amount, currency);
  if (precise) return precise;
  const amount = dec(body.amount);
  const account = findAccount(store, user.id, currency);
  // The kit's rule, as the form applies it (zod has checked the shapes already).
  const problems = transferProblems({ recipientEmail: body.destinationEmail, senderEmail: user.email, currency, amount, balance: dec(account?.balance ?? '0') });
  if (problems.currency === 'currencyNotTransferable') return ruleError(422, 'USD cannot be transferred to another user', 'CurrencyNotTransferable');
  if (problems.email === 'selfTransfer') return ruleError(422, 'You cannot transfer to yourself', 'SelfTransfer');
  // "Recipient not found" tells that the address has no account: a look-up (identity/lookups.ts).
  const limits = lookupLimits(context.request, user.id);
  const spent = lookupRefusal(store, clock, limits);
  if (spent) return spent;
  const recipient = findUserByEmail(store, normalizeRecipient(body.destinationEmail));
  if (!recipient) return countLookup(store, clock, limits) ?? ruleError(404, 'Recipient not found', 'RecipientNotFound');
  if (!account || problems.amount === 'insufficientBalance') return ruleError(422, 'Insufficient balance', 'InsufficientBalance');

  const id = `trf-${randomHex(6)}`;
  const note = body.description?.trim();
  const suffix = note ? `: ${note}` : '';
  const shown = toDecimalString(amount);
  // As every screen shows an amount (its display decimals, grouped), unless it carries more than those: then exactly.
  const spoken = amount.eq(toDisplayString(amount, currency)) ? formatAmount(amount, currency, 'en-US') : shown;
  postMovement(store, clock, { userId: user.id, currency, type: 'DEBIT', amount, description: `Transfer to ${recipient.email}${suffix}`, category: 'transfer', reference: id });
  postMovement(store, clock, { userId: recipient.id, currency, type: 'CREDIT', amount, description: `Transfer from ${user.email}${suffix}`, category: 'transfer', reference: id });
  emitBalanceChanged(store, context.emit, user.id);
  emitBalanceChanged(store, context.emit, recipient.id);
  return ok({
    success: true,
    data: {
      message: `Transfer of ${spoken} ${currency} to ${recipient.email} completed`,
      id,
      currency,
      amount: shown,
      destinationEmail: recipient.email,
      ...(note ? { description: note } : {}),
      createdAt: clock.now().toISOString(),
    },
  });
};
