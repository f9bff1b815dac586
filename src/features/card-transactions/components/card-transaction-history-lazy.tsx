import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { lazyComponent } from '@/components/lazy-component';
import { lazyModule } from '@/lib/lazy-module';

const LazyCardTransactionHistory = lazyComponent(
  lazyModule(() => import('./card-transaction-history')),
  (module) => module.CardTransactionHistory,
);

/**
 * The history panel's frame while its code arrives: the same card, title and loading rows as the panel shows
 * while its data loads, so nothing moves when it takes over.
 */
function CardTransactionHistoryFallback() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'cardTransactions.title' });
  const loading = intl.formatMessage({ id: 'cardTransactions.loading' });
  return (
    <Card component="section" aria-label={title} aria-busy="true">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', minHeight: 31, mb: 2 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
        </Stack>
        <Stack spacing={1} role="status" aria-label={loading} sx={{ py: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {loading}
          </Typography>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} variant="rounded" height={44} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * The card transaction history, loaded on demand: it sits below the cards panel (desktop) or behind the cards
 * tab's second sub-tab (mobile), so the dashboard's first render does not wait for its code (the table, the
 * expandable rows, the transaction details).
 */
export function CardTransactionHistory() {
  return (
    <Suspense fallback={<CardTransactionHistoryFallback />}>
      <LazyCardTransactionHistory />
    </Suspense>
  );
}
