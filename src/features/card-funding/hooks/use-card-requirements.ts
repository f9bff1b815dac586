import { useGetCardRequirements } from '@/api/generated/endpoints/cards/cards';
import type { CardRequirements } from '@contract-kit/model';
import { CARD_REQUIREMENTS } from '@contract-kit/rules/card-funding';

/**
 * getCardRequirements (spec 02 §3 "Card requirements"); a failure falls back to the spec's defaults (§8, §9:
 * activation credit 50, debit 25, stake 1000, deposit 100; fees direct_deposit 0.02, direct_stake 0.015).
 */
export function useCardRequirements(): { requirements: CardRequirements; isLoading: boolean; isFallback: boolean } {
  const query = useGetCardRequirements({ query: { staleTime: 5 * 60_000, retry: false } });
  if (query.isSuccess) return { requirements: query.data.data, isLoading: false, isFallback: false };
  return { requirements: CARD_REQUIREMENTS, isLoading: query.isPending, isFallback: query.isError };
}
