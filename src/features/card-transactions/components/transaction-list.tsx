import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CardTransaction } from '@contract-kit/model';
import { StatusBadge, type StatusBadgeVariant } from '@/components/status-badge';
import { visuallyHidden } from '@/components/visually-hidden';
import { useRelativeNow } from '../hooks/use-now';
import { amountSign, formatDayMonthYearTime, isRefused, relativeTime, statusLabel, statusTone, typeLabel, type StatusTone } from '../lib/transactions';
import { useLabel } from './labels';
import { TransactionDetails, useMoney } from './transaction-details';

const BADGE: Record<StatusTone, StatusBadgeVariant> = { success: 'success', warning: 'warning', error: 'destructive', neutral: 'outline' };

interface TransactionListProps {
  transactions: readonly CardTransaction[];
  /** Table on large screens, expandable cards on small ones (spec 02 §2). */
  isWide: boolean;
  label: string;
}

function useRowTexts(now: number) {
  const intl = useIntl();
  const label = useLabel();
  const money = useMoney();
  return (tx: CardTransaction, isOpen: boolean) => {
    const relative = relativeTime(tx.transactionDate, now);
    const sign = amountSign(tx);
    return {
      // Spec 02 §4: collapsed rows show a relative time, expanded rows dd/mm/yyyy with the time.
      when: isOpen ? formatDayMonthYearTime(tx.transactionDate) : intl.formatRelativeTime(relative.value, relative.unit, { numeric: 'auto' }),
      type: label(typeLabel(tx)),
      status: label(statusLabel(String(tx.status))),
      badge: BADGE[statusTone(String(tx.status))],
      amount: `${sign}${money(tx.amount, tx.currency)}`,
      amountColor: isRefused(String(tx.status)) ? 'text.secondary' : sign === '+' ? 'success.main' : 'text.primary',
    };
  };
}

function TableRows({ tx, now }: { tx: CardTransaction; now: number }) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  const detailsId = useId();
  const text = useRowTexts(now)(tx, isOpen);
  const toggle = () => setOpen((value) => !value);
  return (
    <Fragment>
      <TableRow hover onClick={toggle} sx={{ cursor: 'pointer', '& > td': { borderBottom: isOpen ? 'none' : undefined } }} data-transaction-id={tx.id} data-expanded={isOpen}>
        {/* An expanded row's date and time may wrap between them: at 1024 px the table stays within its box. */}
        <TableCell sx={{ whiteSpace: isOpen ? 'normal' : 'nowrap' }}>
          <Typography variant="body2" component="span" title={isOpen ? undefined : formatDayMonthYearTime(tx.transactionDate)} data-testid="transaction-when">
            {text.when}
          </Typography>
        </TableCell>
        {/* Takes the width the other columns leave (max-width 0 lets an auto-layout table shrink it): the amount is never pushed out of view. */}
        <TableCell sx={{ width: '100%', maxWidth: 0 }}>
          <Typography variant="labelSmall" noWrap>
            {tx.merchant.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {tx.description}
          </Typography>
        </TableCell>
        <TableCell>{text.type}</TableCell>
        <TableCell>
          <StatusBadge label={text.status} variant={text.badge} />
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600, fontVariantNumeric: 'tabular-nums', color: text.amountColor }} data-testid="transaction-amount">
          {text.amount}
        </TableCell>
        <TableCell padding="checkbox" align="right">
          <IconButton
            size="small"
            aria-expanded={isOpen}
            aria-controls={detailsId}
            aria-label={intl.formatMessage({ id: isOpen ? 'cardTransactions.collapse' : 'cardTransactions.expand' })}
            onClick={(event) => {
              event.stopPropagation();
              toggle();
            }}
          >
            {isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={6} sx={{ py: 0, ...(isOpen ? {} : { borderBottom: 'none' }) }}>
          <Collapse in={isOpen} unmountOnExit>
            <Box role="region" aria-label={intl.formatMessage({ id: 'cardTransactions.details.label' }, { merchant: tx.merchant.name })} sx={{ px: 1, pb: 1 }}>
              <TransactionDetails transaction={tx} id={detailsId} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

function CardItem({ tx, now }: { tx: CardTransaction; now: number }) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  const detailsId = useId();
  const text = useRowTexts(now)(tx, isOpen);
  return (
    <Paper component="li" variant="outlined" sx={{ overflow: 'hidden' }} data-transaction-id={tx.id} data-expanded={isOpen}>
      <ButtonBase
        onClick={() => setOpen((value) => !value)}
        aria-expanded={isOpen}
        aria-controls={detailsId}
        sx={{ width: '100%', display: 'flex', alignItems: 'flex-start', textAlign: 'left', gap: 1, p: 1.5, '&.Mui-focusVisible': { bgcolor: 'action.focus' } }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="label" sx={{ minWidth: 0 }} noWrap>
              {tx.merchant.name}
            </Typography>
            <Typography variant="label" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', color: text.amountColor }} data-testid="transaction-amount">
              {text.amount}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 0.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0 }}>
              <span>{text.type}</span>
              {' · '}
              <span data-testid="transaction-when">{text.when}</span>
            </Typography>
            <StatusBadge label={text.status} variant={text.badge} />
          </Stack>
        </Box>
        <Box component="span" aria-hidden sx={{ display: 'flex', color: 'text.secondary', pt: 0.25 }}>
          {isOpen ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        </Box>
        <Box component="span" sx={visuallyHidden}>
          {intl.formatMessage({ id: isOpen ? 'cardTransactions.collapse' : 'cardTransactions.expand' })}
        </Box>
      </ButtonBase>
      <Collapse in={isOpen} unmountOnExit>
        <Box sx={{ px: 1.5, pb: 1 }}>
          <TransactionDetails transaction={tx} id={detailsId} />
        </Box>
      </Collapse>
    </Paper>
  );
}

/** One page of card transactions: a table with expandable rows, or expandable cards. */
export function TransactionList({ transactions, isWide, label }: TransactionListProps) {
  const intl = useIntl();
  const now = useRelativeNow(transactions.map((tx) => tx.transactionDate));
  if (isWide) {
    return (
      <TableContainer>
        {/* Narrow cell padding: at the desktop layout's narrowest (1024 px) every column, the amount above all, fits. */}
        <Table size="small" aria-label={label} sx={{ '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 0.75 } }}>
          <TableHead>
            <TableRow>
              <TableCell>{intl.formatMessage({ id: 'cardTransactions.column.date' })}</TableCell>
              <TableCell>{intl.formatMessage({ id: 'cardTransactions.column.description' })}</TableCell>
              <TableCell>{intl.formatMessage({ id: 'cardTransactions.column.type' })}</TableCell>
              <TableCell>{intl.formatMessage({ id: 'cardTransactions.column.status' })}</TableCell>
              <TableCell align="right">{intl.formatMessage({ id: 'cardTransactions.column.amount' })}</TableCell>
              {/* Positioned: the hidden header stays inside its cell (and its scroll container), never in the page's width. */}
              <TableCell padding="checkbox" sx={{ position: 'relative' }}>
                <Box component="span" sx={visuallyHidden}>
                  {intl.formatMessage({ id: 'cardTransactions.column.details' })}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {transactions.map((tx) => (
              <TableRows key={tx.id} tx={tx} now={now} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }
  return (
    <Stack component="ul" spacing={1} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {transactions.map((tx) => (
        <CardItem key={tx.id} tx={tx} now={now} />
      ))}
    </Stack>
  );
}
