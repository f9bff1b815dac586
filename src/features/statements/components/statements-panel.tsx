import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { RefreshButton } from '@/components/refresh-button';
import { MOBILE_BREAKPOINT_PX } from '@/config/constants';
import { CardListStates, CardPicker, useCardListPaging, useCardSelection, type CardListMessageIds } from '@/features/card-views';
import { useCardStatements } from '../hooks/use-card-statements';
import { useDownloadStatement } from '../hooks/use-download-statement';
import { useStatementsAccess } from '../hooks/use-statements-access';
import { STATEMENTS_PAGE_SIZE } from '../lib/statements-constants';
import { StatementList } from './statement-list';

export interface StatementsPanelProps {
  /** The card shown (e.g. the card whose menu opened the statements); else the first card. */
  cardId?: string | undefined;
  /** The page shown (1-based; the app keeps it in the address) — without it, the panel keeps its own. */
  page?: number;
  onPageChange?: (page: number) => void;
  /** The selector chose another card (the app keeps it in the address) — without it, the panel keeps its own. */
  onCardChange?: (cardId: string) => void;
  /** 'card': a dashboard card with its own title; 'plain': the content of the statements modal. */
  variant?: 'card' | 'plain';
}

/** The list's texts (spec 02 §2, §8). */
const LIST_IDS: CardListMessageIds = {
  fetchError: 'statements.error.fetch',
  noCards: 'statements.noCards',
  emptyTitle: 'statements.empty.title',
  emptyDescription: 'statements.empty.description',
  pagination: { navigation: 'statements.pagination.label', status: 'statements.pagination', previous: 'statements.previous', next: 'statements.next' },
};

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
export function StatementsPanel({ cardId, page: placePage, onPageChange, onCardChange, variant = 'card' }: StatementsPanelProps) {
  const intl = useIntl();
  const isEnabled = useStatementsAccess();
  const isWide = useMediaQuery(`(min-width:${MOBILE_BREAKPOINT_PX}px)`, { noSsr: true });
  const [ownCardId, setOwnCardId] = useState(cardId);
  const { cards, issued, selected } = useCardSelection(onCardChange ? cardId : ownCardId);
  const [ownPage, setOwnPage] = useState(1);
  const page = placePage ?? ownPage;
  const setPage = (next: number) => {
    setOwnPage(next);
    onPageChange?.(next);
  };
  const select = (id: string) => {
    setOwnCardId(id);
    setOwnPage(1);
    onCardChange?.(id);
  };
  const statements = useCardStatements(selected?.id, page, isEnabled);
  const { download, downloadingId } = useDownloadStatement();

  const { info, isRefreshing, refresh } = useCardListPaging({ cards, selected, list: statements, page, pageSize: STATEMENTS_PAGE_SIZE, onPastEnd: setPage });

  if (!isEnabled) return null;

  const body = (
    <CardListStates
      cards={cards}
      selected={selected}
      list={statements}
      loading={<Loading />}
      renderError={(message) => <ErrorBox message={message} />}
      ids={LIST_IDS}
      page={{ info, onChange: setPage, statusTestId: 'statements-page' }}
    >
      {(items, card) => (
        <StatementList
          statements={items}
          isWide={isWide}
          tableLabel={intl.formatMessage({ id: 'statements.table.label' }, { lastFour: card.lastFourDigits })}
          downloadingId={downloadingId}
          onDownload={(statement) => void download(card.id, statement)}
        />
      )}
    </CardListStates>
  );

  const toolbar = (
    // A gap, not the children's margins: a control wrapped to the next line starts at the content's edge.
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      {variant === 'card' && (
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {intl.formatMessage({ id: 'statements.title' })}
        </Typography>
      )}
      {selected && issued.length > 1 && <CardPicker cards={issued} selectedId={selected.id} label={intl.formatMessage({ id: 'statements.card.label' })} minWidth={220} onSelect={select} />}
      <Box sx={{ ml: 'auto' }}>
        <RefreshButton onRefresh={refresh} isRefreshing={isRefreshing} label={intl.formatMessage({ id: 'statements.refresh' })} />
      </Box>
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
