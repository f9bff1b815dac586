import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useIntl } from 'react-intl';
import type { Card as CardModel, CardModel as CardKind } from '@contract-kit/model';
import { usePlace } from '@/components/place-provider';
import { TabBar } from '@/components/tab-bar';
import { MOBILE_BREAKPOINT_PX } from '@/config/constants';
import { SPIN_ANIMATION } from '@/theme/animations';
import { useCards } from '../hooks/use-cards';
import { getApplyTileState } from '@contract-kit/rules/card-availability';
import { CARD_MENU_DIALOGS, type CardMenuAction } from '../lib/card-menu';
import { cardWidthFor } from '../lib/carousel';
import { CARD_WIDTH_PX } from '../lib/cards-constants';
import { ApplyCardTile } from './apply-card-tile';
import { CardCarousel } from './card-carousel';
import { CardControlMenu } from './card-control-menu';
import { CardFace } from './card-face';
import { CardSelect } from './card-select-lazy';
import { Hint } from '@/components/hint';

/**
 * The cards panel (spec 02 §2): debit and credit tabs, the carousel on wide screens or a dropdown on small
 * ones, the apply tile, the selected card's control menu, loading / retry states and a refresh button.
 *
 * Where the user is lives in the address (src/lib/places.ts): the selected card (`card`, whose type decides the tab)
 * or, with none named, the type tab (`type`); the first card of the type is selected by default. The control menu's
 * entries and the apply tile open their dialogs by naming them in the address (the app's dialog host shows them).
 */
export interface CardsPanelProps {
  /**
   * Whether the panel shows its "My Cards" title: not under the mobile Cards tab's "My Cards" sub-tab, which already
   * names it (the section keeps the name for assistive technology).
   */
  isTitleShown?: boolean;
}

export function CardsPanel({ isTitleShown = true }: CardsPanelProps = {}) {
  const intl = useIntl();
  const cardsQuery = useCards();
  const { place, set, openDialog } = usePlace();
  const isWide = useMediaQuery(`(min-width:${MOBILE_BREAKPOINT_PX}px)`, { noSsr: true });

  const cards = cardsQuery.data ?? [];
  const named = place.card === undefined ? undefined : cards.find((card) => card.id === place.card);
  const tab: CardKind = named?.model ?? place.type ?? 'debit';
  const ofType = cards.filter((card) => card.model === tab);
  const selected = named ?? ofType[0] ?? null;
  const tileState = getApplyTileState(cards);
  const smallCardWidth = cardWidthFor(typeof window === 'undefined' ? CARD_WIDTH_PX : window.innerWidth, true);

  const select = (card: CardModel) => set({ card: card.id, type: undefined });
  const apply = () => {
    if (tileState.isEnabled) openDialog({ dialog: 'apply', type: tab });
  };
  const onAction = (action: CardMenuAction, card: CardModel) => openDialog({ dialog: CARD_MENU_DIALOGS[action], card: card.id });

  const tile = <ApplyCardTile state={tileState} onApply={apply} width="100%" height="100%" />;

  let content;
  if (cardsQuery.isPending) {
    content = (
      <Stack spacing={1.5} role="status" aria-live="polite">
        <Typography color="text.secondary">{intl.formatMessage({ id: 'cards.loading' })}</Typography>
        <Stack direction="row" spacing={3} sx={{ overflow: 'hidden' }}>
          <Skeleton variant="rounded" width={isWide ? CARD_WIDTH_PX : smallCardWidth} sx={{ aspectRatio: '1.586', height: 'auto', flexShrink: 0 }} />
          {isWide ? <Skeleton variant="rounded" width={CARD_WIDTH_PX} sx={{ aspectRatio: '1.586', height: 'auto', flexShrink: 0 }} /> : null}
        </Stack>
      </Stack>
    );
  } else if (cardsQuery.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void cardsQuery.refetch()} loading={cardsQuery.isFetching}>
            {intl.formatMessage({ id: 'cards.retry' })}
          </Button>
        }
      >
        {intl.formatMessage({ id: 'cards.error.load' })}
        {cardsQuery.error.message ? intl.formatMessage({ id: 'app.error.detail' }, { detail: cardsQuery.error.message }) : null}
      </Alert>
    );
  } else {
    const menu = selected ? <CardControlMenu card={selected} onAction={onAction} /> : null;
    const empty = ofType.length === 0 ? <Typography color="text.secondary">{intl.formatMessage({ id: tab === 'debit' ? 'cards.empty.debit' : 'cards.empty.credit' })}</Typography> : null;
    content = isWide ? (
      <Stack spacing={2}>
        {empty}
        <CardCarousel key={tab} cards={ofType} selectedId={selected?.id ?? null} onSelect={select} cardWidth={CARD_WIDTH_PX} tile={tile} />
        {menu ? <Box>{menu}</Box> : null}
      </Stack>
    ) : (
      <Stack spacing={2}>
        {empty}
        {ofType.length > 0 ? <CardSelect cards={ofType} selectedId={selected?.id ?? null} onSelect={select} /> : null}
        {selected ? (
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <CardFace card={selected} width={smallCardWidth} />
            <Box sx={{ width: smallCardWidth }}>{menu}</Box>
          </Stack>
        ) : null}
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <ApplyCardTile state={tileState} onApply={apply} width={smallCardWidth} />
        </Box>
      </Stack>
    );
  }

  const refreshButton = (
    <Hint title={intl.formatMessage({ id: 'cards.refresh' })}>
      <span>
        <IconButton aria-label={intl.formatMessage({ id: 'cards.refresh' })} onClick={() => void cardsQuery.refetch()} disabled={cardsQuery.isFetching}>
          <RefreshIcon sx={{ animation: cardsQuery.isFetching ? SPIN_ANIMATION : 'none' }} />
        </IconButton>
      </span>
    </Hint>
  );

  return (
    <Card component="section" {...(isTitleShown ? { 'aria-labelledby': 'cards-panel-title' } : { 'aria-label': intl.formatMessage({ id: 'cards.panel.title' }) })}>
      <CardContent>
        {isTitleShown ? (
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
            <Typography id="cards-panel-title" variant="h2">
              {intl.formatMessage({ id: 'cards.panel.title' })}
            </Typography>
            {refreshButton}
          </Stack>
        ) : null}
        {/* Without the title, Refresh sits at the end of the type tabs' row rather than on a row of its own. */}
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2 }}>
          <TabBar
            value={tab}
            onChange={(value: CardKind) => set({ type: value === 'debit' ? undefined : value, card: undefined })}
            aria-label={intl.formatMessage({ id: 'cards.tabs.label' })}
            sx={{ flexGrow: 1, minWidth: 0 }}
            tabs={[
              { value: 'debit', label: intl.formatMessage({ id: 'cards.tabs.debit' }) },
              { value: 'credit', label: intl.formatMessage({ id: 'cards.tabs.credit' }) },
            ]}
          />
          {!isTitleShown && refreshButton}
        </Stack>
        {content}
      </CardContent>
    </Card>
  );
}
