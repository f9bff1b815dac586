import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useIntl } from 'react-intl';
import { LanguageSelector } from '@/components/language-selector';
import { ThemeToggle } from '@/components/theme-toggle';
import { MOBILE_BREAKPOINT_PX } from '@/config/constants';
import { AccountPanel } from '@/features/wallet';
import type { OfflineSnapshot } from '@/lib/offline-snapshot';
import { AppFooter } from './layout/app-footer';
import { Logo } from './layout/logo';
import { Welcome } from './layout/welcome';

/**
 * The signed-in frame opened without a connection (the session cannot be checked): read-only, from the
 * device's offline snapshot — the greeting, and the account card with the last known balances marked as not
 * current. Nothing here calls the API: the header keeps only local controls (theme, language), the account
 * card disables what needs the network and its Transfer form explains that nothing can be sent. The session
 * gate replaces this view with the real dashboard (or the sign-in form) once the connection returns.
 */
export function OfflineDashboard({ snapshot }: { snapshot: OfflineSnapshot }) {
  const intl = useIntl();
  const isDesktop = useMediaQuery(`(min-width:${MOBILE_BREAKPOINT_PX}px)`, { noSsr: true });
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }} data-offline-snapshot>
      <AppBar>
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1.5, sm: 3 } }}>
          <Logo isCompact={!isDesktop} />
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row" spacing={{ xs: 0, sm: 0.5 }} sx={{ alignItems: 'center' }}>
            <ThemeToggle />
            <LanguageSelector isCompact={!isDesktop} />
          </Stack>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ flexGrow: 1, py: { xs: 2, md: 4 }, px: { xs: 2, sm: 3 } }} data-layout="offline">
        <Welcome user={{ fullname: snapshot.displayName }} />
        <Stack spacing={2}>
          <Alert severity="info" icon={<CloudOffOutlined fontSize="inherit" />}>
            {intl.formatMessage({ id: 'dashboard.offline.limited' })}
          </Alert>
          <AccountPanel offlineSnapshot={snapshot} />
        </Stack>
      </Container>
      <AppFooter />
    </Box>
  );
}
