import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useGetCards } from '@/api/generated/endpoints/cards/cards';
import type { Card, PaySafeApproval } from '@contract-kit/model';
import { useSession } from '@/features/auth';
import { nextTask } from '@/lib/next-task';
import { useIsIdle } from '@/components/use-is-idle';
import { PAYSAFE_POLL_INTERVAL_MS } from '../lib/paysafe-constants';
import { pendingApprovalQueryOptions } from './pending-approval-query';
import { useLiveApprovalEvents } from './use-live-approval-events';

export interface PendingApprovalAlert {
  card: Card;
  approval: PaySafeApproval;
}

/**
 * The pending PaySafe approvals of the user's active cards, oldest first. In development the event stream
 * announces new ones at once; otherwise (production, or while the stream is down) each active card's
 * GET /api/cards/{id}/approval is polled every 15 s.
 *
 * The first requests wait for the browser's first idle moment after the dashboard appears (at most 2 s):
 * the approvals are not part of the dashboard's first screen, and requests started by its first commit held that
 * commit's task and the paint after it. From there, each card's first request starts in a task of its own.
 */
export function usePendingApprovals(): PendingApprovalAlert[] {
  const { data: user } = useSession();
  const isLive = useLiveApprovalEvents(user?.id);
  const cards = useGetCards({ query: { enabled: Boolean(user), select: (response) => response.data.filter((card) => card.status === 'active') } });
  const activeCards = cards.data ?? [];
  const isIdle = useIsIdle();
  // Then one card's first request a task: a fetch() costs ≈ 10 ms of a slowed phone's main thread, and the three of
  // the demo user's cards, started together, were one task of 8–40 ms here (×4 on Lighthouse's slowed CPU).
  const [startedCount, setStartedCount] = useState(0);
  useEffect(() => {
    if (!isIdle || startedCount >= activeCards.length) return;
    let isCurrent = true;
    void nextTask().then(() => isCurrent && setStartedCount((count) => count + 1));
    return () => {
      isCurrent = false;
    };
  }, [isIdle, startedCount, activeCards.length]);
  return useQueries({
    queries: activeCards.map((card, index) => ({
      ...pendingApprovalQueryOptions(card.id),
      enabled: index < startedCount,
      refetchInterval: isLive ? (false as const) : PAYSAFE_POLL_INTERVAL_MS,
    })),
    combine: (results) =>
      results
        .flatMap((result, index) => {
          const card = activeCards[index];
          const approval = result.data?.data;
          return card && approval && approval.status === 'pending' ? [{ card, approval }] : [];
        })
        .sort((a, b) => a.approval.createdAt.localeCompare(b.approval.createdAt)),
  });
}
