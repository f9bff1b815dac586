import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PaginationBar } from '@/components/pagination-bar';
import { MOBILE_BREAKPOINT_PX } from '@/config/constants';
import { CardPicker, useCardSelection } from '@/features/cards';
import { pageInfo } from '@/lib/pagination';
import { useCardStatements } from '../hooks/use-card-statements';
import { useDownloadStatement } from '../hooks/use-download-statement';
import { useStatementsAccess } from '../hooks/use-statements-access';
import { STATEMENTS_PAGE_SIZE } from '../lib/constants';
import { StatementList } from './statement-list';
import { serverMessageOf } from '@/api/errors';

export interface StatementsPanelProps {
  /** The card shown first (e.g. the card whose menu opened the statements); else the first card. */
  cardId?: string | undefined;
  /** 'card': a dashboard card with its own title; 'plain': the content of the statements modal. */
  variant?: 'card' | 'plain';
}

function Loading() {
  const intl = useIntl();
  return (
    <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', justifyContent: 'center', py: 5 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography color="text.secondary">{intl.formatMessage({ id: 'statements.loading' })}</Typography>
    </Stack>
  );
}

function ErrorBox({ message }: { message: string }) {
  const intl = useIntl();
  return (
    <Alert severity="error" variant="outlined" sx={{ my: 1 }} data-testid="statements-error">
      <AlertTitle>{intl.formatMessage({ id: 'statements.error.title' })}</AlertTitle>
      {message}
    </Alert>
  );
}

/**
 * Card statements (spec 02 §2 "Card statements", §4, §8): a card selector when the user has more than one card,
 * Refresh, the statements of the selected card — a table on wide screens, stacked cards with Download PDF on
 * small ones — and 'Page X of Y (N total)' with Previous and Next. Rendered only when the statements feature
 * flag is on and a user with a profileId is signed in.
 */
export function StatementsPanel({ cardId, variant = 'card' }: StatementsPanelProps) {
  const intl = useIntl();
  const isEnabled = useStatementsAccess();
  const isWide = useMediaQuery(`(min-width:${MOBILE_BREAKPOINT_PX}px)`, { noSsr: true });
  const { cards, issued, selected, select } = useCardSelection(cardId);
  const [page, setPage] = useState(1);
  const statements = useCardStatements(selected?.id, page, isEnabled);
  const { download, downloadingId } = useDownloadStatement();

  if (!isEnabled) return null;

  const total = statements.data?.total ?? 0;
  const info = pageInfo(page, total, STATEMENTS_PAGE_SIZE);
  if (statements.data && !statements.isPlaceholderData && info.page !== page) setPage(info.page);
  const isRefreshing = cards.isFetching || statements.isFetching;

  const refresh = () => {
    void cards.refetch();
    if (selected) void statements.refetch();
  };

  let body: ReactNode;
  if (cards.isPending) body = <Loading />;
  else if (cards.isError) body = <ErrorBox message={serverMessageOf(cards.error) ?? intl.formatMessage({ id: 'statements.error.fetch' })} />;
  else if (!selected) {
    body = (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {intl.formatMessage({ id: 'statements.noCards' })}
      </Typography>
    );
  } else if (statements.isPending) body = <Loading />;
  else if (statements.isError) body = <ErrorBox message={serverMessageOf(statements.error) ?? intl.formatMessage({ id: 'statements.error.fetch' })} />;
  else if (statements.data.data.length === 0) {
    body = (
      <Box sx={{ py: 5, textAlign: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>{intl.formatMessage({ id: 'statements.empty.title' })}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {intl.formatMessage({ id: 'statements.empty.description' })}
        </Typography>
      </Box>
    );
  } else {
    body = (
      <Box aria-busy={statements.isPlaceholderData || undefined} sx={{ opacity: statements.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <StatementList
          statements={statements.data.data}
          isWide={isWide}
          tableLabel={intl.formatMessage({ id: 'statements.table.label' }, { lastFour: selected.lastFourDigits })}
          downloadingId={downloadingId}
          onDownload={(statement) => void download(selected.id, statement)}
        />
        <PaginationBar
          info={info}
          labels={{
            navigation: intl.formatMessage({ id: 'statements.pagination.label' }),
            status: intl.formatMessage({ id: 'statements.pagination' }, { page: info.page, pages: info.pages, total: info.total }),
            previous: intl.formatMessage({ id: 'statements.previous' }),
            next: intl.formatMessage({ id: 'statements.next' }),
          }}
          isDisabled={statements.isPlaceholderData}
          onChange={setPage}
          statusTestId="statements-page"
        />
      </Box>
    );
  }

  const toolbar = (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5, mb: 2 }}>
      {variant === 'card' && (
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {intl.formatMessage({ id: 'statements.title' })}
        </Typography>
      )}
      {selected && issued.length > 1 && (
        <CardPicker
          cards={issued}
          selectedId={selected.id}
          label={intl.formatMessage({ id: 'statements.card.label' })}
          minWidth={220}
          onSelect={(id) => {
            select(id);
            setPage(1);
          }}
        />
      )}
      <Box sx={{ flexGrow: variant === 'plain' ? 1 : 0 }} />
      <Button
        variant="outlined"
        size="small"
        onClick={refresh}
        disabled={isRefreshing}
        startIcon={isRefreshing ? <CircularProgress size={16} color="inherit" aria-hidden /> : <RefreshIcon />}
      >
        {intl.formatMessage({ id: 'statements.refresh' })}
      </Button>
    </Stack>
  );

  if (variant === 'plain') {
    return (
      <Box data-testid="statements-panel">
        {toolbar}
        {body}
      </Box>
    );
  }
  return (
    <Card component="section" aria-label={intl.formatMessage({ id: 'statements.title' })} data-testid="statements-panel">
      <CardContent>
        {toolbar}
        {body}
      </CardContent>
    </Card>
  );
}
