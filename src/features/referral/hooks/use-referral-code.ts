import { useEffect, useState } from 'react';
import { useGetReferralCode } from '@/api/generated/endpoints/referral/referral';
import { fallbackReferralCode } from '../lib/fallback-code';

interface UseReferralCodeOptions {
  /** The signed-in user's id; null or undefined for a guest. */
  userId: string | null | undefined;
  /** Spec 02 §4: the code is fetched after a short delay (100 ms in one place, 150 ms in another). */
  delayMs: number;
  /** Only fetch while shown. */
  isEnabled?: boolean;
}

/**
 * The user's referral code (GET /api/referral/code). Until it arrives, on failure, or for a guest, the
 * locally derived code is shown instead (spec 02 §4 Referral).
 */
export function useReferralCode({ userId, delayMs, isEnabled = true }: UseReferralCodeOptions) {
  const [isDelayOver, setDelayOver] = useState(false);
  useEffect(() => {
    if (!isEnabled || !userId) return;
    const timer = setTimeout(() => setDelayOver(true), delayMs);
    return () => clearTimeout(timer);
  }, [isEnabled, userId, delayMs]);

  const query = useGetReferralCode({ query: { enabled: Boolean(userId) && isEnabled && isDelayOver, staleTime: 5 * 60_000 } });
  const fallback = fallbackReferralCode(userId);
  const serverCode = userId ? query.data?.code : undefined;
  return {
    code: serverCode ?? fallback,
    isFallback: serverCode === undefined,
    isLoading: Boolean(userId) && serverCode === undefined && !query.isError && (!isDelayOver || query.isFetching),
    isRefreshing: query.isFetching,
    /** Re-fetches; resolves false when the refresh failed (the caller shows a toast). */
    refresh: async (): Promise<boolean> => {
      if (!userId) return false;
      const result = await query.refetch();
      return !result.isError;
    },
  };
}
