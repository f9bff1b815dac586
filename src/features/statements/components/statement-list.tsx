import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIntl, type IntlShape } from 'react-intl';
import type { Statement } from '@contract-kit/model';
import { StatusBadge } from '@/components/status-badge';
import { calendarDate, cycleStart, STATEMENT_STATUS_MESSAGE_IDS, statementStatusKey, statementStatusVariant } from '../lib/statements';

interface StatementListProps {
  statements: readonly Statement[];
  /** Table on wide screens, stacked cards on small ones (spec 02 §2). */
  isWide: boolean;
  tableLabel: string;
  downloadingId: string | null;
  onDownload: (statement: Statement) => void;
}

function texts(intl: IntlShape, statement: Statement) {
  const period = intl.formatDate(cycleStart(statement.cycle), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const range = intl.formatMessage(
    { id: 'statements.period.range' },
    {
      start: intl.formatDate(calendarDate(statement.startDate), { month: 'short', day: 'numeric', timeZone: 'UTC' }),
      end: intl.formatDate(calendarDate(statement.endDate), { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
    },
  );
  return {
    period,
    range,
    status: intl.formatMessage({ id: STATEMENT_STATUS_MESSAGE_IDS[statementStatusKey(statement.status)] }),
    dueDate: statement.dueDate ? intl.formatDate(calendarDate(statement.dueDate), { dateStyle: 'medium', timeZone: 'UTC' }) : null,
    created: intl.formatDate(statement.createdAt, { dateStyle: 'medium' }),
  };
}

function DueDate({ value }: { value: string | null }) {
  const intl = useIntl();
  if (value) return <>{value}</>;
  return <span aria-label={intl.formatMessage({ id: 'statements.dueDate.noneLabel' })}>{intl.formatMessage({ id: 'statements.dueDate.none' })}</span>;
}

function DownloadButton({
  statement,
  period,
  isBusy,
  isDisabled,
  onDownload,
  fullWidth = false,
}: {
  statement: Statement;
  period: string;
  isBusy: boolean;
  isDisabled: boolean;
  onDownload: (statement: Statement) => void;
  fullWidth?: boolean;
}) {
  const intl = useIntl();
  return (
    <Button
      variant="outlined"
      size="small"
      fullWidth={fullWidth}
      onClick={() => onDownload(statement)}
      disabled={isDisabled}
      aria-busy={isBusy || undefined}
      aria-label={intl.formatMessage({ id: 'statements.download.label' }, { period })}
      startIcon={isBusy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <FileDownloadOutlined />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {intl.formatMessage({ id: isBusy ? 'statements.downloading' : 'statements.download' })}
    </Button>
  );
}

/** The statements of one page: a table with Period, Status, Due Date, Created, Actions, or stacked cards. */
export function StatementList({ statements, isWide, tableLabel, downloadingId, onDownload }: StatementListProps) {
  const intl = useIntl();
  const isBusy = downloadingId !== null;

  if (isWide) {
    return (
      <TableContainer>
        <Table size="small" aria-label={tableLabel}>
          <TableHead>
            <TableRow>
              <TableCell>{intl.formatMessage({ id: 'statements.column.period' })}</TableCell>
              <TableCell>{intl.formatMessage({ id: 'statements.column.status' })}</TableCell>
              <TableCell>{intl.formatMessage({ id: 'statements.column.dueDate' })}</TableCell>
              <TableCell>{intl.formatMessage({ id: 'statements.column.created' })}</TableCell>
              <TableCell align="right">{intl.formatMessage({ id: 'statements.column.actions' })}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {statements.map((statement) => {
              const text = texts(intl, statement);
              return (
                <TableRow key={statement.id} hover data-statement-id={statement.id}>
                  <TableCell>
                    <Typography variant="labelSmall">{text.period}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {text.range}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <StatusBadge label={text.status} variant={statementStatusVariant(statement.status)} />
                  </TableCell>
                  <TableCell>
                    <DueDate value={text.dueDate} />
                  </TableCell>
                  <TableCell>{text.created}</TableCell>
                  <TableCell align="right">
                    <DownloadButton statement={statement} period={text.period} isBusy={downloadingId === statement.id} isDisabled={isBusy} onDownload={onDownload} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <Stack component="ul" spacing={1.5} aria-label={tableLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {statements.map((statement) => {
        const text = texts(intl, statement);
        return (
          <Paper component="li" key={statement.id} variant="outlined" sx={{ p: 2 }} data-statement-id={statement.id}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1.5 }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="title" component="h3" sx={{ lineHeight: 1.3 }}>
                  {text.period}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {text.range}
                </Typography>
              </Box>
              <StatusBadge label={text.status} variant={statementStatusVariant(statement.status)} />
            </Stack>
            <Box component="dl" sx={{ m: 0, mb: 1.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {intl.formatMessage({ id: 'statements.column.dueDate' })}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                <DueDate value={text.dueDate} />
              </Typography>
              <Typography component="dt" variant="body2" color="text.secondary">
                {intl.formatMessage({ id: 'statements.column.created' })}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                {text.created}
              </Typography>
            </Box>
            <DownloadButton statement={statement} period={text.period} isBusy={downloadingId === statement.id} isDisabled={isBusy} onDownload={onDownload} fullWidth />
          </Paper>
        );
      })}
    </Stack>
  );
}
