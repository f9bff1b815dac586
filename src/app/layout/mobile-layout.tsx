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
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { User } from '@contract-kit/model';
import { env } from '@/config/env';
import { CardTransactionHistory } from '@/features/card-transactions';
import { NotificationsPrompt, NotificationsSetting } from '@/features/notifications';
import { RewardsPanel } from '@/features/referral';
import { ProfilePanel } from '@/features/security';
import { AccountPanel } from '@/features/wallet';
import type { MessageId } from '@/i18n';
import { CardsArea } from './cards-area';
import { DevSimulatorButton } from './dev-tools-lazy';
import { Welcome } from './welcome';

export type MobileTab = 'accounts' | 'cards' | 'rewards' | 'profile';
type CardsSubTab = 'my-cards' | 'transactions';

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
    <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
      {children}
    </Typography>
  );
}

/**
 * Spec 02 §2 Mobile layout (below 1024 px): bottom navigation with accounts, cards, rewards (only when the
 * rewards feature is enabled) and profile; the cards tab has the sub-tabs My Cards and Transactions.
 */
export function MobileLayout({ user }: { user: User }) {
  const intl = useIntl();
  const [tab, setTab] = useState<MobileTab>('accounts');
  const [cardsTab, setCardsTab] = useState<CardsSubTab>('my-cards');
  const cardsTabsId = useId();
  const tabs: { value: MobileTab; icon: ReactNode }[] = [
    { value: 'accounts', icon: <AccountBalanceWalletOutlined /> },
    { value: 'cards', icon: <CreditCardOutlined /> },
    ...(env.features.rewards ? [{ value: 'rewards' as const, icon: <CardGiftcardOutlined /> }] : []),
    { value: 'profile', icon: <PersonOutlined /> },
  ];

  // A new tab starts at the top of the page.
  useEffect(() => {
    document.scrollingElement?.scrollTo?.({ top: 0 });
  }, [tab]);

  return (
    <>
      <Container
        component="main"
        maxWidth="md"
        sx={{ flexGrow: 1, py: 2, px: { xs: 2, sm: 3 } }}
        data-layout="mobile"
        data-tab={tab}
      >
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
            <Tabs
              value={cardsTab}
              onChange={(_, value: CardsSubTab) => setCardsTab(value)}
              variant="fullWidth"
              aria-label={intl.formatMessage({ id: 'layout.cards.tabs' })}
              sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
            >
              <Tab value="my-cards" id={`${cardsTabsId}-my-cards`} aria-controls={`${cardsTabsId}-panel`} label={intl.formatMessage({ id: 'layout.cards.myCards' })} />
              <Tab value="transactions" id={`${cardsTabsId}-transactions`} aria-controls={`${cardsTabsId}-panel`} label={intl.formatMessage({ id: 'layout.cards.transactions' })} />
            </Tabs>
            <Box role="tabpanel" id={`${cardsTabsId}-panel`} aria-labelledby={`${cardsTabsId}-${cardsTab}`}>
              {cardsTab === 'my-cards' ? <CardsArea /> : <CardTransactionHistory />}
            </Box>
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
              <NotificationsSetting variant="list" />
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
        <BottomNavigation value={tab} onChange={(_, value: MobileTab) => setTab(value)} showLabels sx={{ height: BOTTOM_NAV_HEIGHT }}>
          {tabs.map(({ value, icon }) => (
            <BottomNavigationAction
              key={value}
              value={value}
              icon={icon}
              label={intl.formatMessage({ id: TAB_LABEL_IDS[value] })}
              aria-current={tab === value ? 'page' : undefined}
              data-testid={`nav-${value}`}
            />
          ))}
        </BottomNavigation>
      </Paper>
    </>
  );
}
