import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { FormattedMessage } from 'react-intl';
import type { User } from '@/api/generated/model';
import { MOBILE_BREAKPOINT_PX } from '@/config/constants';
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
        <Typography variant="h2" component="p" sx={{ mt: 1, color: 'text.secondary', fontWeight: 500 }}>
          <FormattedMessage id={`dashboard.greeting.${part}`} values={{ name: displayName(user) }} />
        </Typography>
      </Container>
      <AppFooter />
    </Box>
  );
}
