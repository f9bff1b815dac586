import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { formatAmount, formatUsd } from '@contract-kit/money';
import { TokenIcon } from '@/components/token-icon';
import type { TokenRow } from '../lib/balances';

/** Spec 02 §3 token list row: symbol, display name, amount and its USD equivalent. */
export function TokenList({ rows, areRatesSettled }: { rows: TokenRow[]; areRatesSettled: boolean }) {
  const intl = useIntl();
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {intl.formatMessage({ id: 'wallet.tokens.empty' })}
      </Typography>
    );
  }
  return (
    <List disablePadding aria-label={intl.formatMessage({ id: 'wallet.tab.tokens' })}>
      {rows.map((row) => (
        <ListItem key={row.symbol} divider disableGutters data-symbol={row.symbol} aria-label={row.symbol}>
          <ListItemAvatar>
            <TokenIcon symbol={row.symbol} />
          </ListItemAvatar>
          <ListItemText primary={row.symbol} secondary={row.name} slotProps={{ primary: { variant: 'label', component: 'span' } }} />
          <Stack sx={{ alignItems: 'flex-end', textAlign: 'right' }}>
            <Typography variant="label" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid={`balance-${row.symbol}`} title={`${row.amount.toFixed()} ${row.symbol}`}>
              {formatAmount(row.amount, row.symbol, intl.locale)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {areRatesSettled ? intl.formatMessage({ id: 'wallet.tokens.usdValue' }, { value: formatUsd(row.usdValue, intl.locale) }) : <Skeleton width={64} />}
            </Typography>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
