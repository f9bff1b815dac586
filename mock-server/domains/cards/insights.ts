import type { InsightsPeriod } from '@contract-kit/model';
import { DEFAULT_INSIGHTS_PERIOD, spendingInsights } from '@contract-kit/rules/spending-insights';
import { ok } from '../../core/errors';
import { withOwnedCard } from './access';

/**
 * GET /api/cards/{id}/insights: the card's spending in a period per month and per merchant
 * category, by the kit's rule (@contract-kit/rules/spending-insights) over the card's transactions as recorded. The
 * period was validated against the contract (400 otherwise); another user's card answers 404.
 */
export const getCardInsights = withOwnedCard<never, { period?: InsightsPeriod }>((card, _user, { store, clock, query }) => {
  const transactions = store.filter('cardTransactions', (tx) => tx.cardId === card.id);
  const insights = spendingInsights(transactions, query.period ?? DEFAULT_INSIGHTS_PERIOD, clock.now());
  return ok({ success: true, data: { cardId: card.id, currency: card.currency, ...insights } });
});
