/**
 * Card transaction history (spec 02 §2 "Transaction history (card)", §3 "Card transaction", §4 "Card
 * transactions", §8, §9).
 *
 * - `CardTransactionHistory` — the history panel of the dashboard (desktop right column, mobile cards tab).
 * - Live updates: it refreshes itself on the event stream's card-transaction.created (development) through
 *   `useCardTransactionsLiveRefresh()`. Anyone else can refresh it by invalidating
 *   `cardTransactionsQueryKeyPrefix()` (= `['/api/transactions/cards']`, every card) or
 *   `cardTransactionsQueryKeyOf(cardId)` (one card's pages).
 */
export { CardTransactionHistory } from './components/card-transaction-history-lazy';
export { cardTransactionsQueryKeyOf, cardTransactionsQueryKeyPrefix } from './hooks/use-card-transactions';
export { useCardTransactionsLiveRefresh } from './hooks/use-card-transactions-live-refresh';
