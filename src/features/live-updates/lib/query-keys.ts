import type { QueryKey } from '@tanstack/react-query';
import { getGetAccountBalanceQueryKey, getListAccountTransactionsQueryKey } from '@/api/generated/endpoints/accounts/accounts';
import { getGetPendingApprovalQueryKey } from '@/api/generated/endpoints/approvals/approvals';
import { getGetCardStatementsQueryKey } from '@/api/generated/endpoints/card-statements/card-statements';
import { getListCardTransactionsQueryKey } from '@/api/generated/endpoints/card-transactions/card-transactions';
import { getGetCardSourceAccountsQueryKey } from '@/api/generated/endpoints/card-funding/card-funding';
import { getGetCardsQueryKey, getGetCreditQueryKey, getGetDepositQueryKey, getGetVerificationInfoQueryKey } from '@/api/generated/endpoints/cards/cards';
import { getListCardOrdersQueryKey } from '@/api/generated/endpoints/card-orders/card-orders';
import { getGetWithdrawalQueryKey, getListWithdrawalsQueryKey } from '@/api/generated/endpoints/crypto/crypto';
import type { LiveEvent } from './event-stream';

/** The queries that show a card: the card list, its balances, verification, orders and statements. */
function cardKeys(cardId: string | undefined): QueryKey[] {
  const keys: QueryKey[] = [getGetCardsQueryKey()];
  if (cardId) {
    keys.push(getGetCreditQueryKey(cardId), getGetDepositQueryKey(cardId), getGetVerificationInfoQueryKey(cardId), getListCardOrdersQueryKey(cardId), getGetCardStatementsQueryKey(cardId));
  }
  return keys;
}

/** The queries that show the user's money: balances, account activity and the card funding source accounts. */
const balanceKeys = (): QueryKey[] => [getGetAccountBalanceQueryKey(), getListAccountTransactionsQueryKey(), getGetCardSourceAccountsQueryKey()];

/**
 * Which React Query keys an event makes stale (prefix keys: every page and filter of a list). Card details with
 * the PAN and CVV are never refreshed by an event (they are fetched only while their dialog is open).
 */
export function queryKeysFor(event: LiveEvent): QueryKey[] {
  switch (event.type) {
    case 'card-transaction.created':
    case 'card-transaction.updated':
      return [getListCardTransactionsQueryKey(), ...cardKeys(event.cardId)];
    case 'card.updated':
      return cardKeys(event.cardId ?? event.id);
    case 'approval.created':
    case 'approval.expired':
    case 'approval.decided':
      return event.cardId ? [getGetPendingApprovalQueryKey(event.cardId)] : [];
    case 'withdrawal.status-changed':
      return [getListWithdrawalsQueryKey(), ...(event.id ? [getGetWithdrawalQueryKey(event.id)] : []), ...balanceKeys()];
    case 'deposit.credited': {
      const cardId = event.cardId ?? (typeof event.payload['cardId'] === 'string' ? event.payload['cardId'] : undefined);
      return [...balanceKeys(), ...(cardId ? cardKeys(cardId) : [])];
    }
    case 'balance.changed':
      return balanceKeys();
    default:
      return [];
  }
}
