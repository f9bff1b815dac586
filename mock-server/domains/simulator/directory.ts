import type * as z from 'zod';
import type { ListSimulatorUsersQueryParams } from '@contract-kit/zod';
import { ok } from '../../core/errors';
import type { Handler } from '../../core/types';
import { listUserCards } from '../cards/access';
import type { CardTransactionRecord } from '../cards/records';
import { compareCardTransactionsNewestFirst } from '../cards/views';
import '../wallet/records';

/** The directory the simulator acts on (GET /api/simulator/users): users with their cards and open items. */

/** Newest pending card transactions listed per user. */
export const PENDING_TRANSACTIONS_LISTED = 50;

export const listSimulatorUsers: Handler<never, z.infer<typeof ListSimulatorUsersQueryParams>> = ({ query, store }) => {
  const email = query.email?.trim().toLowerCase();
  const users = store.filter('users', (user) => !email || user.email === email).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  const pendingByUser = new Map<string, CardTransactionRecord[]>();
  for (const tx of store.values('cardTransactions')) {
    if (tx.status !== 'pending') continue;
    const list = pendingByUser.get(tx.userId) ?? [];
    list.push(tx);
    pendingByUser.set(tx.userId, list);
  }
  const data = users.map((user) => ({
    id: user.id,
    email: user.email,
    fullname: user.fullname,
    verified: user.verified,
    cards: listUserCards(store, user.id).map((card) => ({
      id: card.id,
      name: card.name,
      lastFourDigits: card.lastFourDigits,
      model: card.model,
      status: card.status,
      physicalStatus: card.physicalStatus,
      available: card.model === 'debit' ? card.deposit.available : card.credit.available,
    })),
    withdrawals: store
      .filter('withdrawals', (withdrawal) => withdrawal.userId === user.id && withdrawal.status === 'processing')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .map((withdrawal) => ({
        id: withdrawal.id,
        amount: withdrawal.amount,
        currency: withdrawal.currency,
        blockchainId: withdrawal.blockchainId,
        createdAt: withdrawal.createdAt,
      })),
    pendingCardTransactions: (pendingByUser.get(user.id) ?? [])
      .sort(compareCardTransactionsNewestFirst)
      .slice(0, PENDING_TRANSACTIONS_LISTED)
      .map((tx) => ({
        id: tx.id,
        cardId: tx.cardId,
        type: tx.type,
        entry: tx.entry,
        amount: tx.amount,
        description: tx.description,
        merchantName: tx.merchant.name,
        transactionDate: tx.transactionDate,
      })),
  }));
  return ok({ data });
};
