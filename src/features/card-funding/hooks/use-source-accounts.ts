import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useGetCardSourceAccounts } from '@/api/generated/endpoints/card-funding/card-funding';
import { useToast } from '@/components/toast-provider';

/**
 * The accounts a card can be funded or paid from (USD, USDT, USDC, LOOK). A failure shows the toast
 * 'Failed to fetch account information' (spec 02 §8) once per failure; the caller shows a retry.
 */
export function useSourceAccounts(isEnabled = true) {
  const intl = useIntl();
  const { toast } = useToast();
  const query = useGetCardSourceAccounts({ query: { enabled: isEnabled, retry: false, staleTime: 0 } });
  const reported = useRef<number>(0);
  useEffect(() => {
    if (query.isError && reported.current !== query.errorUpdatedAt) {
      reported.current = query.errorUpdatedAt;
      toast({ title: intl.formatMessage({ id: 'cardFunding.error.accountInfo' }), description: query.error.message, variant: 'destructive' });
    }
  }, [intl, query.error, query.errorUpdatedAt, query.isError, toast]);
  return query;
}
