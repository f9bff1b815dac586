import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { User } from '@contract-kit/model';
import { usePlace } from '@/components/place-provider';
import { TabBar, tabPanelProps } from '@/components/tab-bar';
import { env } from '@/config/env';
import { CardTransactionHistory } from '@/features/card-transactions';
import { cardSelectCode, CardsPanel } from '@/features/cards';
import { NotificationsPrompt, NotificationsSetting } from '@/features/notifications';
import { RewardsPanel } from '@/features/referral';
import { ProfilePanel } from '@/features/security';
import { AccountPanel } from '@/features/wallet';
import type { MessageId } from '@/i18n';
import { cardsTabOf, mobileTabOf } from '@/lib/place-views';
import type { CardsTab, MobileTab } from '@/lib/places';
import { DevSimulatorButton } from './dev-tools-lazy';
import { Welcome } from './welcome';

const TAB_LABEL_IDS = {
  accounts: 'layout.nav.accounts',
  cards: 'layout.nav.cards',
  rewards: 'layout.nav.rewards',
  profile: 'layout.nav.profile',
} as const satisfies Record<MobileTab, MessageId>;

/** Height of the bottom navigation; the page keeps this much room (plus the safe area) below its content. */
const BOTTOM_NAV_HEIGHT = 64;

function TabHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h1" sx={{ mb: 2 }}>
      {children}
    </Typography>
  );
}

/**
 * Spec 02 §2 Mobile layout (below 1024 px): bottom navigation with accounts, cards, rewards (only when the
 * rewards feature is enabled) and profile; the cards tab has the sub-tabs My Cards and Transactions. Both are places
 * (`?tab=cards&cardsTab=transactions`, src/lib/places.ts): a tab is a new history entry (Back returns to the previous
 * tab), a sub-tab replaces the entry; a reload stays on them.
 */
export function MobileLayout({ user }: { user: User }) {
  const intl = useIntl();
  const { place, set } = usePlace();
  const named = mobileTabOf(place);
  const tab: MobileTab = named === 'rewards' && !env.features.rewards ? 'accounts' : named;
  const cardsTab = cardsTabOf(place);
  const setTab = (next: MobileTab) => set({ tab: next === 'accounts' ? undefined : next }, { push: true });
  const setCardsTab = (next: CardsTab) => set({ cardsTab: next === 'my-cards' ? undefined : next });
  const cardsTabsId = useId();
  const tabs: { value: MobileTab; icon: ReactNode }[] = [
    { value: 'accounts', icon: <AccountBalanceWalletOutlined /> },
    { value: 'cards', icon: <CreditCardOutlined /> },
    ...(env.features.rewards ? [{ value: 'rewards' as const, icon: <CardGiftcardOutlined /> }] : []),
    { value: 'profile', icon: <PersonOutlined /> },
  ];

  // A new tab starts at the top of the page. Not on the first render: a page opens at the top (or where the browser
  // restores it), and the scroll would force a layout before the first paint (61 ms on a 4× slowed phone CPU).
  const shownTab = useRef(tab);
  useEffect(() => {
    if (shownTab.current === tab) return;
    shownTab.current = tab;
    document.scrollingElement?.scrollTo?.({ top: 0 });
  }, [tab]);

  return (
    <>
      <Container component="main" maxWidth="md" sx={{ flexGrow: 1, py: 2, px: { xs: 2, sm: 3 } }} data-layout="mobile" data-tab={tab}>
        {tab === 'accounts' && (
          <>
            <Welcome user={user} />
            <Stack spacing={2}>
              <NotificationsPrompt />
              <AccountPanel />
              {DevSimulatorButton && (
                <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}>
                  <Suspense fallback={null}>
                    <DevSimulatorButton />
                  </Suspense>
                </Box>
              )}
            </Stack>
          </>
        )}
        {tab === 'cards' && (
          <>
            <TabHeading>
              <FormattedMessage id="layout.nav.cards" />
            </TabHeading>
            <TabBar
              value={cardsTab}
              onChange={setCardsTab}
              idPrefix={cardsTabsId}
              fullWidth
              aria-label={intl.formatMessage({ id: 'layout.cards.tabs' })}
              sx={{ mb: 2 }}
              tabs={[
                { value: 'my-cards', label: intl.formatMessage({ id: 'layout.cards.myCards' }) },
                { value: 'transactions', label: intl.formatMessage({ id: 'layout.cards.transactions' }) },
              ]}
            />
            <Box {...tabPanelProps(cardsTabsId, cardsTab)}>{cardsTab === 'my-cards' ? <CardsPanel isTitleShown={false} /> : <CardTransactionHistory />}</Box>
          </>
        )}
        {tab === 'rewards' && env.features.rewards && (
          <>
            <TabHeading>
              <FormattedMessage id="layout.nav.rewards" />
            </TabHeading>
            <RewardsPanel userId={user.id} />
          </>
        )}
        {tab === 'profile' && (
          <>
            <TabHeading>
              <FormattedMessage id="layout.nav.profile" />
            </TabHeading>
            <ProfilePanel user={user}>
              <NotificationsSetting />
            </ProfilePanel>
          </>
        )}
      </Container>
      {/* Room for the fixed navigation, so the footer and the last rows stay reachable. */}
      <Box aria-hidden sx={{ height: `calc(${BOTTOM_NAV_HEIGHT}px + env(safe-area-inset-bottom))`, order: 1 }} />
      <Paper
        component="nav"
        aria-label={intl.formatMessage({ id: 'layout.nav.label' })}
        elevation={8}
        sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: (theme) => theme.zIndex.appBar, pb: 'env(safe-area-inset-bottom)' }}
      >
        <BottomNavigation value={tab} onChange={(_, value: MobileTab) => value !== tab && setTab(value)} showLabels sx={{ height: BOTTOM_NAV_HEIGHT }}>
          {tabs.map(({ value, icon }) => (
            <BottomNavigationAction
              key={value}
              value={value}
              icon={icon}
              label={intl.formatMessage({ id: TAB_LABEL_IDS[value] })}
              aria-current={tab === value ? 'page' : undefined}
              data-testid={`nav-${value}`}
              // The cards tab's card dropdown loads on demand: start it with the press (or keyboard focus) on the tab.
              {...(value === 'cards' && { onPointerDown: cardSelectCode.preload, onFocus: cardSelectCode.preload })}
            />
          ))}
        </BottomNavigation>
      </Paper>
    </>
  );
}
