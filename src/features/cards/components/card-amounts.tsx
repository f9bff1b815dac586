import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Card } from '@contract-kit/model';
import { StatusBadge } from '@/components/status-badge';
import { formatUsd } from '@contract-kit/money';
import { getCardAmounts, type CardAmountKind } from '../lib/card-amounts';
import { statusBadgeVariant, statusMessageId } from '../lib/card-status';

const LABEL_IDS = {
  limit: 'cards.amount.limit',
  credit: 'cards.amount.credit',
  outstanding: 'cards.amount.outstanding',
  available: 'cards.amount.available',
  used: 'cards.amount.used',
  current: 'cards.amount.current',
} as const satisfies Record<CardAmountKind, string>;

/** The amounts under a card face, per type and state (spec 02 §2, lib/card-amounts.ts). */
export function CardAmounts({ card }: { card: Card }) {
  const intl = useIntl();
  const { amounts, showsStatus } = getCardAmounts(card);
  return (
    <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
      {amounts.map((amount) => (
        <Box key={amount.kind} data-amount={amount.kind}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {intl.formatMessage({ id: LABEL_IDS[amount.kind] })}
          </Typography>
          <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
            {formatUsd(amount.value, intl.locale)}
          </Typography>
        </Box>
      ))}
      {showsStatus ? (
        <Box>
          <Typography component="dt" variant="caption" color="text.secondary">
            {intl.formatMessage({ id: 'cards.amount.status' })}
          </Typography>
          <Box component="dd" sx={{ m: 0, pt: 0.25 }}>
            <StatusBadge label={intl.formatMessage({ id: statusMessageId(card.status) })} variant={statusBadgeVariant(card.status)} />
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
