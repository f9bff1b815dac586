import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Card } from '@contract-kit/model';
import { formatUsd } from '@contract-kit/money';
import type { MessageId } from '../lib/transactions';

/** Spec 02 §3 "Card balance": debit — available, limit, current; credit — used, current, limit. */
export function balanceFigures(card: Pick<Card, 'model' | 'deposit' | 'credit'>): { id: MessageId; value: string; kind: string }[] {
  if (card.model === 'credit') {
    return [
      { kind: 'used', id: 'cardTransactions.balance.used', value: card.credit.used },
      { kind: 'current', id: 'cardTransactions.balance.current', value: card.credit.current },
      { kind: 'limit', id: 'cardTransactions.balance.limit', value: card.credit.limit },
    ];
  }
  return [
    { kind: 'available', id: 'cardTransactions.balance.available', value: card.deposit.available },
    { kind: 'current', id: 'cardTransactions.balance.current', value: card.deposit.current },
    { kind: 'limit', id: 'cardTransactions.balance.limit', value: card.deposit.limit },
  ];
}

/** The selected card's balance above its history. */
export function BalanceSummary({ card }: { card: Card }) {
  const intl = useIntl();
  return (
    <Box
      component="dl"
      aria-label={intl.formatMessage({ id: 'cardTransactions.balance.label' }, { lastFour: card.lastFourDigits })}
      data-testid="card-balance-summary"
      sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, p: { xs: 1, sm: 1.5 }, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      {balanceFigures(card).map((figure) => (
        <Box key={figure.kind} data-balance={figure.kind} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {intl.formatMessage({ id: figure.id })}
          </Typography>
          <Typography component="dd" variant="strong" sx={{ m: 0, fontVariantNumeric: 'tabular-nums', fontSize: { xs: '0.875rem', sm: '1rem' }, overflowWrap: 'anywhere' }}>
            {formatUsd(figure.value, intl.locale)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
