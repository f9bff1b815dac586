import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { getGetWithdrawalQueryOptions, useListWithdrawals } from '@/api/generated/endpoints/crypto/crypto';
import type { Withdrawal } from '@contract-kit/model';
import { useToast } from '@/components/toast-provider';
import { useSession } from '@/features/auth';
import { formatAmount } from '@contract-kit/money';
import { useIsIdle } from '@/components/use-is-idle';
import { failureReason } from '../lib/failure-reason';
import { OUTCOME_POLL_MS } from '../lib/withdrawal-constants';

const shortAddress = (address: string) => (address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address);

/**
 * Says so when a withdrawal fails (and its amount comes back to the balance), wherever the user is: the user's
 * processing withdrawals are re-read every 15 s while there are any (from the first idle moment on), and each that
 * leaves them is read once more to learn how it ended. Renders nothing; mounted once, in the signed-in app's header.
 */
export function WithdrawalNotices() {
  const intl = useIntl();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const { data: user } = useSession();
  const isIdle = useIsIdle();
  const processing = useListWithdrawals(
    { status: 'processing', take: 10 },
    { query: { enabled: Boolean(user) && isIdle, refetchInterval: (query) => ((query.state.data?.data.data.length ?? 0) > 0 ? OUTCOME_POLL_MS : false) } },
  );
  const seen = useRef<ReadonlyMap<string, Withdrawal> | null>(null);
  useEffect(() => {
    const list = processing.data?.data.data;
    if (!list) return;
    const before = seen.current;
    seen.current = new Map(list.map((withdrawal) => [withdrawal.id, withdrawal]));
    if (!before) return;
    for (const [id] of before) {
      if (seen.current.has(id)) continue;
      void queryClient.fetchQuery({ ...getGetWithdrawalQueryOptions(id), staleTime: 0 }).then(
        ({ data: ended }) => {
          if (ended.status !== 'failed') return;
          const symbol = ended.currency.symbol;
          toast({
            title: intl.formatMessage({ id: 'withdrawal.notice.failed.title' }),
            description: intl.formatMessage(
              { id: 'withdrawal.notice.failed.body' },
              { amount: `${formatAmount(ended.amount, symbol, intl.locale)} ${symbol}`, address: shortAddress(ended.to.address), reason: failureReason(intl, ended) ?? '' },
            ),
            variant: 'destructive',
            action: `withdrawal-${ended.id}`,
          });
        },
        // Not read (offline): the history says how it ended.
        () => undefined,
      );
    }
  }, [processing.data, queryClient, intl, toast]);
  return null;
}
