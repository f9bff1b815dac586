import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { formatUsd, type Big } from '@contract-kit/money';
import { RetryAlert } from '@/components/retry-alert';
import type { useExchangeQuote } from '../hooks/use-exchange-quote';
import { displayRate } from '../lib/amounts';

const LOOKS = {
  /** The account funding form: a compact line under the amount. */
  form: { spacing: 0.5, skeletonWidth: '60%', headline: 'labelSmall' },
  /** The on-chain panel: the amount to send stands out. */
  panel: { spacing: 0, skeletonWidth: '70%', headline: 'strong' },
} as const;

interface QuoteSummaryProps {
  quote: ReturnType<typeof useExchangeQuote>;
  /** The USD amount quoted; null while it is not a valid amount. */
  usdAmount: Big | string | null;
  currency: string;
  /** What the user pays or sends, from the quote; null while there is none (then only the skeleton or the error shows). */
  headline: string | null;
  headlineTestId: string;
  look: keyof typeof LOOKS;
}

/**
 * The quote behind a crypto amount (spec 02 §4, §8): the headline, 'USD at rate', a note when the fixed fallback
 * rates are used, a skeleton while quoting and a retry when the quote failed. Announced politely as it changes.
 */
export function QuoteSummary({ quote, usdAmount, currency, headline, headlineTestId, look }: QuoteSummaryProps) {
  const intl = useIntl();
  const { spacing, skeletonWidth, headline: headlineVariant } = LOOKS[look];
  return (
    <Stack spacing={spacing} aria-live="polite">
      {quote.isLoading ? <Skeleton width={skeletonWidth} /> : null}
      {headline !== null && quote.quote && usdAmount !== null ? (
        <>
          <Typography variant={headlineVariant} data-testid={headlineTestId}>
            {headline}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'cardFunding.quote.details' }, { usd: formatUsd(usdAmount, intl.locale), rate: displayRate(quote.quote.effectiveRate, currency), currency })}
          </Typography>
          {quote.quote.isFallback ? (
            <Typography variant="body2" color="warning.main">
              {intl.formatMessage({ id: 'cardFunding.quote.fallback' })}
            </Typography>
          ) : null}
        </>
      ) : null}
      {quote.error ? (
        <RetryAlert severity="warning" retryLabel={intl.formatMessage({ id: 'cardFunding.retry' })} onRetry={() => void quote.refetch()}>
          {intl.formatMessage({ id: 'cardFunding.quote.failed' })}
          {quote.error.message ? intl.formatMessage({ id: 'app.error.detail' }, { detail: quote.error.message }) : null}
        </RetryAlert>
      ) : null}
    </Stack>
  );
}
