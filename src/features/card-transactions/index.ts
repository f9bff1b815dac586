/**
 * Card transaction history (spec 02 §2 "Transaction history (card)", §3 "Card transaction", §4 "Card
 * transactions", §8, §9).
 *
 * - `CardTransactionHistory` — the history panel of the dashboard (desktop right column, mobile cards tab).
 * - Its card and page are places of the address (`txCard`, `txPage`; src/lib/places.ts).
 * - What refreshes it (a card transaction announced on the event stream, a card deposit …) is the app's refresh table
 *   (src/api/refreshes.ts): the queries keyed `['/api/transactions/cards', …]` (`cardTransactionsQueryKeyPrefix()`).
 */
export { CardTransactionHistory } from './components/card-transaction-history-lazy';
export { cardTransactionsQueryKeyOf, cardTransactionsQueryKeyPrefix } from './hooks/use-card-transactions';
