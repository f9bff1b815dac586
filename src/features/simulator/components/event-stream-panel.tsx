import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSimulator } from '../hooks/use-simulator';
import { useSimulatorEvents, type ReceivedEvent } from '../hooks/use-simulator-events';
import { orderedBalances, type BalanceEntry } from '../lib/balance-summary';
import { useSimText } from '../lib/messages';
import { Hint } from '@/components/hint';

const COLOR: Record<string, 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info' | 'default'> = {
  'card-transaction.created': 'primary',
  'card-transaction.updated': 'primary',
  'approval.created': 'warning',
  'approval.expired': 'default',
  'approval.decided': 'success',
  'withdrawal.status-changed': 'secondary',
  'deposit.credited': 'success',
  'card.updated': 'info',
  'balance.changed': 'info',
};

const text = (value: unknown): string | undefined => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);
const field = (value: unknown, key: string): unknown => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined);

/** The balances of a `balance.changed` event's payload. */
function balancesOf(event: ReceivedEvent): BalanceEntry[] {
  const balances = event.payload['balances'];
  if (!balances || typeof balances !== 'object') return [];
  return Object.entries(balances).map(([symbol, entry]) => ({ symbol, amount: text(field(entry, 'amount')) ?? '' }));
}

/** The currency an event of a balance move names (a deposit's, a withdrawal's), if any. */
function currencyNamedBy(event: ReceivedEvent): string | undefined {
  if (event.type === 'deposit.credited') return text(event.payload['currency']);
  if (event.type === 'withdrawal.status-changed') return text(field(event.payload['currency'], 'symbol'));
  return undefined;
}

/**
 * The balances of the `balance.changed` event at `index` of `events` (newest first), changed ones first: against the
 * same user's previous one, else the currencies of the events it came with (at the same moment, for the same user).
 */
function balanceSummary(events: readonly ReceivedEvent[], index: number): string[] {
  const event = events[index] as ReceivedEvent;
  const sameUser = (other: ReceivedEvent) => other.userId === event.userId;
  const previous = events.slice(index + 1).find((other) => other.type === 'balance.changed' && sameUser(other));
  const named = events.filter((other) => sameUser(other) && other.at === event.at).flatMap((other) => currencyNamedBy(other) ?? []);
  return orderedBalances(balancesOf(event), previous && balancesOf(previous), named).map((entry) => `${entry.symbol} ${entry.amount}`.trim());
}

/** The data of a payload worth a glance, by event type (values as the contract names them). */
function summary(events: readonly ReceivedEvent[], index: number): string {
  const event = events[index] as ReceivedEvent;
  const p = event.payload;
  const parts: (string | undefined)[] = [];
  switch (event.type) {
    case 'card-transaction.created':
    case 'card-transaction.updated':
      parts.push(text(p['status']), `${text(p['amount']) ?? ''} ${text(p['currency']) ?? ''}`.trim(), text(p['type']), text(field(p['merchant'], 'name')));
      break;
    case 'approval.created':
    case 'approval.expired':
    case 'approval.decided':
      parts.push(text(p['status']), `${text(p['transactionAmount']) ?? ''} ${text(p['transactionCurrency']) ?? ''}`.trim(), text(p['merchantName']));
      break;
    case 'withdrawal.status-changed':
      parts.push(text(p['status']), `${text(p['amount']) ?? ''} ${text(field(p['currency'], 'symbol')) ?? ''}`.trim(), text(p['blockchainId']));
      break;
    case 'deposit.credited':
      parts.push(`${text(p['amount']) ?? ''} ${text(p['currency']) ?? ''}`.trim(), text(p['network']));
      break;
    case 'card.updated': {
      const isDebit = p['model'] === 'debit';
      parts.push(text(p['model']), text(p['lastFourDigits']), text(p['status']), text(p['physicalStatus']), text(field(isDebit ? p['deposit'] : p['credit'], 'available')));
      break;
    }
    case 'balance.changed':
      parts.push(...balanceSummary(events, index));
      break;
  }
  return parts.filter(Boolean).join(' · ');
}

/** The mock server's event stream as it arrives (all users or the selected one). */
export function EventStreamPanel() {
  const t = useSimText();
  const intl = useIntl();
  const { user } = useSimulator();
  const [isOnlySelected, setOnlySelected] = useState(false);
  const { events, isOpen, isPaused, setPaused, clear } = useSimulatorEvents(isOnlySelected ? user?.id : undefined);
  return (
    <Card component="section" aria-labelledby="simulator-events-title">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography id="simulator-events-title" variant="h3" component="h2">
              {t('simulator.events.title')}
            </Typography>
            <Chip color={isOpen ? 'success' : 'default'} label={t(isOpen ? 'simulator.events.connected' : 'simulator.events.connecting')} data-testid="simulator-events-status" />
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <FormControlLabel control={<Switch size="small" checked={isOnlySelected} onChange={(event) => setOnlySelected(event.target.checked)} />} label={t('simulator.events.onlySelected')} />
            <Hint title={t(isPaused ? 'simulator.events.resume' : 'simulator.events.pause')}>
              <IconButton aria-label={t(isPaused ? 'simulator.events.resume' : 'simulator.events.pause')} onClick={() => setPaused(!isPaused)} size="small">
                {isPaused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
              </IconButton>
            </Hint>
            <Hint title={t('simulator.events.clear')}>
              <IconButton aria-label={t('simulator.events.clear')} onClick={clear} size="small">
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Hint>
          </Stack>
        </Stack>
        {events.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('simulator.events.empty')}
          </Typography>
        ) : (
          <List dense disablePadding sx={{ maxHeight: 420, overflow: 'auto', mt: 1 }} aria-label={t('simulator.events.title')} data-testid="simulator-events">
            {events.map((event, index) => (
              <ListItem key={event.seq} divider sx={{ display: 'block', px: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {intl.formatTime(event.at, { hour: '2-digit', minute: '2-digit', second: '2-digit' })}
                  </Typography>
                  <Chip variant="outlined" color={COLOR[event.type] ?? 'default'} label={event.type} />
                  {event.id && (
                    <Typography variant="caption" sx={{ typography: 'mono' }}>
                      {event.id}
                    </Typography>
                  )}
                </Stack>
                <Box sx={{ typography: 'body2', mt: 0.25, wordBreak: 'break-word' }}>{summary(events, index)}</Box>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
