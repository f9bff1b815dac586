import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { LanguageSelector } from '@/components/language-selector';
import { ThemeToggle } from '@/components/theme-toggle';
import { SignOutButton } from '@/features/auth';

export function AppHeader() {
  return (
    <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 800, color: 'primary.main' }}>
          <FormattedMessage id="app.name" />
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSelector />
        <ThemeToggle />
        <SignOutButton />
      </Toolbar>
    </AppBar>
  );
}
