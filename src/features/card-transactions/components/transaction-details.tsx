import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CardTransaction } from '@contract-kit/model';
import { formatAmount, formatUsd } from '@contract-kit/money';
import { controlDeclineId, declineReasonId, feeBreakdown, formatDayMonthYearTime, isRefused, statusLabel, typeLabel } from '../lib/transactions';
import { useLabel } from './labels';
import { CATEGORY_MESSAGE_IDS } from '@/features/spending-insights';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, columnGap: 1.5, py: 0.375 }} data-testid={testId}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word', fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** An amount in its currency: $ with 2 decimals for USD (spec 02 §9), else the currency's display decimals. */
export function useMoney() {
  const intl = useIntl();
  return (value: string, currency = 'USD') => (currency.toUpperCase() === 'USD' ? formatUsd(value, intl.locale) : `${formatAmount(value, currency, intl.locale)} ${currency.toUpperCase()}`);
}

/**
 * What an expanded row shows: the date as dd/mm/yyyy with the time, merchant and place, type and status, the
 * spec's decline reason for a declined or rejected transaction, the fee breakdown (spec 02 §9) and references.
 */
export function TransactionDetails({ transaction, id }: { transaction: CardTransaction; id: string }) {
  const intl = useIntl();
  const label = useLabel();
  const money = useMoney();
  const fees = feeBreakdown(transaction);
  const refused = isRefused(String(transaction.status));
  const reason = refused ? intl.formatMessage({ id: declineReasonId(transaction) }) : null;
  const place = [
    transaction.merchant.city,
    transaction.merchant.country ? (intl.formatDisplayName(transaction.merchant.country, { type: 'region', fallback: 'code' }) ?? transaction.merchant.country) : '',
  ]
    .filter(Boolean)
    .join(', ');

  return (
    // Three description lists (details, fees, references): a <dl> may hold only its term/description groups.
    <Box id={id} sx={{ py: 1 }} data-testid="transaction-details">
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={intl.formatMessage({ id: 'cardTransactions.detail.date' })} testId="detail-date">
          {formatDayMonthYearTime(transaction.transactionDate)}
        </Row>
        <Row label={intl.formatMessage({ id: 'cardTransactions.detail.merchant' })}>{transaction.merchant.name}</Row>
        {place && <Row label={intl.formatMessage({ id: 'cardTransactions.detail.location' })}>{place}</Row>}
        {transaction.category && (
          <Row label={intl.formatMessage({ id: 'cardTransactions.detail.category' })} testId="detail-category">
            {intl.formatMessage({ id: CATEGORY_MESSAGE_IDS[transaction.category] })}
          </Row>
        )}
        {transaction.description && <Row label={intl.formatMessage({ id: 'cardTransactions.detail.description' })}>{transaction.description}</Row>}
        <Row label={intl.formatMessage({ id: 'cardTransactions.detail.type' })}>{label(typeLabel(transaction))}</Row>
        <Row label={intl.formatMessage({ id: 'cardTransactions.detail.status' })}>{label(statusLabel(String(transaction.status)))}</Row>
        {reason && (
          <Row label={intl.formatMessage({ id: 'cardTransactions.detail.reason' })} testId="decline-reason">
            <Box component="span" sx={{ color: 'error.main', fontWeight: 500 }}>
              {reason}
            </Box>
          </Row>
        )}
        {/* The processor's own words, when they add to the reason (a decline by the card's controls says it all in the user's language). */}
        {refused && transaction.declineReason && transaction.declineReason !== reason && !controlDeclineId(transaction) && (
          <Row label={intl.formatMessage({ id: 'cardTransactions.detail.processorMessage' })}>{transaction.declineReason}</Row>
        )}
      </Box>
      {fees && (
        <Box data-testid="fee-breakdown" sx={{ my: 1 }}>
          <Divider sx={{ mb: 1 }} />
          <Typography variant="subtitle2" component="p" id={`${id}-fees`} sx={{ mb: 0.5 }}>
            {intl.formatMessage({ id: 'cardTransactions.fees.title' })}
          </Typography>
          <Box component="dl" aria-labelledby={`${id}-fees`} sx={{ m: 0 }}>
            <Row label={intl.formatMessage({ id: 'cardTransactions.fees.originalAmount' })}>{money(fees.originalAmount, fees.originalCurrency ?? transaction.currency)}</Row>
            <Row label={intl.formatMessage({ id: 'cardTransactions.fees.tx' })}>{money(fees.tx, transaction.currency)}</Row>
            <Row label={intl.formatMessage({ id: 'cardTransactions.fees.fx' })}>{money(fees.fx, transaction.currency)}</Row>
            {fees.atm !== null && <Row label={intl.formatMessage({ id: 'cardTransactions.fees.atm' })}>{money(fees.atm, transaction.currency)}</Row>}
            {fees.statementAmount !== null && (
              <Row label={intl.formatMessage({ id: 'cardTransactions.fees.statementAmount' })}>
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {money(fees.statementAmount, transaction.currency)}
                </Box>
              </Row>
            )}
          </Box>
          <Divider sx={{ mt: 1 }} />
        </Box>
      )}
      <Box component="dl" sx={{ m: 0 }}>
        {transaction.metadata.tid && <Row label={intl.formatMessage({ id: 'cardTransactions.detail.tid' })}>{transaction.metadata.tid}</Row>}
        <Row label={intl.formatMessage({ id: 'cardTransactions.detail.id' })}>{transaction.id}</Row>
      </Box>
    </Box>
  );
}
