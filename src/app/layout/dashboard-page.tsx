import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { FormattedMessage } from 'react-intl';
import type { User } from '@/api/generated/model';
import { MOBILE_BREAKPOINT_PX } from '@/config/constants';
import { CardTransactionHistory } from '@/features/card-transactions';
import { CardsPanel } from '@/features/cards';
import { AccountPanel } from '@/features/wallet';
import { dayPart, displayName } from '@/lib/greeting';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';

/** Spec 02 §2: the mobile layout below 1024 px, else the desktop layout, plus a footer. */
export function DashboardPage({ user }: { user: User }) {
  const isDesktop = useMediaQuery(`(min-width:${MOBILE_BREAKPOINT_PX}px)`, { noSsr: true });
  const part = dayPart(new Date());
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AppHeader />
      <Container component="main" maxWidth="xl" sx={{ flexGrow: 1, py: 3 }} data-layout={isDesktop ? 'desktop' : 'mobile'}>
        <Typography variant="h1" component="h1">
          <FormattedMessage id="dashboard.title" />
        </Typography>
        <Typography variant="h2" component="p" sx={{ mt: 1, mb: 3, color: 'text.secondary', fontWeight: 500 }}>
          <FormattedMessage id={`dashboard.greeting.${part}`} values={{ name: displayName(user) }} />
        </Typography>
        {isDesktop ? (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(360px, 5fr) 7fr', gap: 3, alignItems: 'start' }}>
            <AccountPanel />
            <Stack spacing={3}>
              <CardsPanel />
              <CardTransactionHistory />
            </Stack>
          </Box>
        ) : (
          <Stack spacing={2}>
            <AccountPanel />
            <CardsPanel />
            <CardTransactionHistory />
          </Stack>
        )}
      </Container>
      <AppFooter />
    </Box>
  );
}
