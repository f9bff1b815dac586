import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { tableCellClasses } from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Card, CardInsights, CardInsightsResponse, InsightsPeriod, MerchantCategory } from '@contract-kit/model';
import { formatUsd } from '@contract-kit/money';
import { INSIGHTS_PERIODS } from '@contract-kit/rules/spending-insights';
import { formatErrorMessage, serverMessageOr } from '@/api/errors';
import { useGetCardInsights } from '@/api/generated/endpoints/card-insights/card-insights';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { RetryAlert } from '@/components/retry-alert';
import { categoryBars, monthBars, type ChartBar } from '../lib/chart-values';
import { CATEGORY_MESSAGE_IDS } from '../lib/insights-labels';
import { PERIOD_MESSAGE_IDS } from '../lib/period-labels';
import { SpendingChart } from './spending-chart';

export interface SpendingInsightsDialogProps {
  card: Card;
  open: boolean;
  onClose: () => void;
  /** The period shown (a place: the dialog's view, src/lib/places.ts). */
  period: InsightsPeriod;
  onPeriodChange: (period: InsightsPeriod) => void;
  /** A category was chosen: show the card's transactions of it. */
  onShowCategory: (category: MerchantCategory) => void;
}

const selectInsights = (response: CardInsightsResponse) => response.data;
const monthLabel = (intl: IntlShape, month: string) => intl.formatDate(`${month}-01T00:00:00.000Z`, { year: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLabel = (intl: IntlShape, day: string) => intl.formatDate(`${day}T00:00:00.000Z`, { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * Spending insights of a card (beyond the spec): its spending in the chosen period per merchant
 * category and per month (the server's sums, getCardInsights), each as a chart (MUI X Charts, in this dialog's chunk:
 * loaded only when the dialog opens) with a table beside it that holds the same numbers. Choosing a category, in the
 * table or on the chart, shows the card's transactions of that category.
 */
export function SpendingInsightsDialog({ card, open, onClose, period, onPeriodChange, onShowCategory }: SpendingInsightsDialogProps) {
  const intl = useIntl();
  const periodId = useId();
  const insights = useGetCardInsights(card.id, { period }, { query: { enabled: open, placeholderData: keepPreviousData, select: selectInsights } });
  const money = (amount: string) => formatUsd(amount, intl.locale);
  const categoryName = (category: MerchantCategory) => intl.formatMessage({ id: CATEGORY_MESSAGE_IDS[category] });

  let body;
  if (insights.isPending) {
    body = (
      <Stack spacing={1} role="status" aria-label={intl.formatMessage({ id: 'insights.loading' })}>
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  } else if (insights.isError) {
    body = (
      <RetryAlert retryLabel={intl.formatMessage({ id: 'insights.retry' })} onRetry={() => void insights.refetch()}>
        {formatErrorMessage(intl, serverMessageOr(insights.error, 'insights.error.fetch'))}
      </RetryAlert>
    );
  } else {
    body = <InsightsBody data={insights.data} money={money} categoryName={categoryName} onShowCategory={onShowCategory} onPeriodChange={onPeriodChange} />;
  }

  return (
    <ResponsiveDialog open={open} onClose={onClose} maxWidth="md" title={intl.formatMessage({ id: 'insights.title' })}>
      <Stack spacing={3} sx={{ pt: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Typography color="text.secondary">{intl.formatMessage({ id: 'insights.intro' }, { lastFour: card.lastFourDigits })}</Typography>
          <TextField
            select
            id={periodId}
            size="small"
            label={intl.formatMessage({ id: 'insights.period' })}
            value={period}
            onChange={(event) => onPeriodChange(event.target.value as InsightsPeriod)}
            sx={{ minWidth: 180 }}
          >
            {INSIGHTS_PERIODS.map((option) => (
              <MenuItem key={option} value={option}>
                {intl.formatMessage({ id: PERIOD_MESSAGE_IDS[option] })}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Box aria-busy={insights.isFetching} aria-live="polite">
          {body}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: 'insights.note' })}
        </Typography>
      </Stack>
    </ResponsiveDialog>
  );
}

interface InsightsBodyProps {
  data: CardInsights;
  money: (amount: string) => string;
  categoryName: (category: MerchantCategory) => string;
  onShowCategory: (category: MerchantCategory) => void;
  onPeriodChange: (period: InsightsPeriod) => void;
}

function InsightsBody({ data, money, categoryName, onShowCategory, onPeriodChange }: InsightsBodyProps) {
  const intl = useIntl();
  const total = (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {intl.formatMessage({ id: 'insights.total' })}
      </Typography>
      <Typography variant="h4" component="p" data-testid="insights-total">
        {money(data.total)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage({ id: 'insights.range' }, { from: dayLabel(intl, data.from), to: dayLabel(intl, data.to) })}
      </Typography>
    </Stack>
  );
  if (data.categories.length === 0) {
    // Early in a month (on the 1st, always) this month has nothing yet: the month before is what the user came for.
    const isThisMonth = data.period === 'this-month';
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {total}
        <Typography>{intl.formatMessage({ id: isThisMonth ? 'insights.emptyThisMonth' : 'insights.empty' })}</Typography>
        {isThisMonth ? (
          <Button variant="outlined" onClick={() => onPeriodChange('last-month')}>
            {intl.formatMessage({ id: 'insights.showLastMonth' })}
          </Button>
        ) : null}
      </Stack>
    );
  }
  const showBar = (bar: ChartBar) => onShowCategory(bar.key as MerchantCategory);
  return (
    <Stack spacing={4}>
      {total}
      <ChartWithTable
        name="categories"
        title={intl.formatMessage({ id: 'insights.byCategory' })}
        chart={<SpendingChart layout="horizontal" bars={categoryBars(data.categories, (item) => categoryName(item.category), money)} onBarClick={showBar} formatMoney={money} />}
        columns={[intl.formatMessage({ id: 'insights.table.category' }), intl.formatMessage({ id: 'insights.table.amount' }), intl.formatMessage({ id: 'insights.table.count' })]}
        rows={data.categories.map((item) => ({
          key: item.category,
          header: (
            <Button
              size="small"
              onClick={() => onShowCategory(item.category)}
              aria-label={intl.formatMessage({ id: 'insights.showTransactions' }, { category: categoryName(item.category) })}
              sx={{ px: 0.5, minWidth: 0, textAlign: 'left' }}
            >
              {categoryName(item.category)}
            </Button>
          ),
          cells: [money(item.amount), intl.formatNumber(item.count)],
        }))}
        footer={[money(data.total), intl.formatNumber(data.categories.reduce((sum, item) => sum + item.count, 0))]}
        denseHeaders
      />
      {data.months.length > 1 && (
        <ChartWithTable
          name="months"
          title={intl.formatMessage({ id: 'insights.byMonth' })}
          chart={<SpendingChart layout="vertical" bars={monthBars(data.months, (month) => monthLabel(intl, month), money)} formatMoney={money} />}
          columns={[intl.formatMessage({ id: 'insights.table.month' }), intl.formatMessage({ id: 'insights.table.amount' })]}
          rows={data.months.map((month) => ({ key: month.month, header: monthLabel(intl, month.month), cells: [money(month.total)] }))}
          footer={[money(data.total)]}
        />
      )}
    </Stack>
  );
}

interface ChartWithTableProps {
  /** Names the table and its total for tests (`insights-<name>-table`, `insights-<name>-total`). */
  name: string;
  title: string;
  chart: ReactNode;
  /** The columns' headings: the rows' own first, then the numbers'. */
  columns: string[];
  /** Each row: its heading cell, then its numbers (right-aligned, in the order of the columns). */
  rows: { key: string; header: ReactNode; cells: ReactNode[] }[];
  /** The Total row's numbers. */
  footer: ReactNode[];
  /** Rows whose heading is a button: less vertical padding in the heading cell. */
  denseHeaders?: boolean;
}

/**
 * The Total row: bold, in the body's size and colour. A table footer's cells are smaller and greyer than its rows by
 * default, which made the sum look lighter than what it sums.
 */
const TOTAL_CELL = { typography: 'body2', fontWeight: 'fontWeightBold', color: 'text.primary' } as const;

/** One part of the insights: its heading, the chart and, beside it (below it on a phone), a table of the same numbers. */
function ChartWithTable({ name, title, chart, columns, rows, footer, denseHeaders = false }: ChartWithTableProps) {
  const intl = useIntl();
  const titleId = useId();
  const [rowHeading, ...numberHeadings] = columns;
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5}>
      <Typography id={titleId} variant="h6" component="h3">
        {title}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>{chart}</Box>
        <Table size="small" aria-labelledby={titleId} sx={{ flex: 1, minWidth: 0, [`& .${tableCellClasses.root}`]: { px: { xs: 1, sm: 2 } } }} data-testid={`insights-${name}-table`}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{rowHeading}</TableCell>
              {numberHeadings.map((heading) => (
                <TableCell key={heading} scope="col" align="right">
                  {heading}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell component="th" scope="row" sx={denseHeaders ? { py: 0.25 } : undefined}>
                  {row.header}
                </TableCell>
                {row.cells.map((cell, index) => (
                  <TableCell key={index} align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" sx={TOTAL_CELL}>
                {intl.formatMessage({ id: 'insights.table.total' })}
              </TableCell>
              {footer.map((cell, index) => (
                <TableCell key={index} align="right" sx={{ ...TOTAL_CELL, whiteSpace: 'nowrap' }} data-testid={index === 0 ? `insights-${name}-total` : undefined}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        </Table>
      </Stack>
    </Stack>
  );
}
