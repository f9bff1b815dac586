import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LanguageSelector } from '@/components/language-selector';
import { ThemeToggle } from '@/components/theme-toggle';

/** The signed-out page: brand, language and theme, and one card, centred across and at a fixed height (360 px wide and up). */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 3 }, py: 1.5 }}>
        <Typography component="p" variant="h6" sx={{ fontWeight: 700, letterSpacing: '-0.01em' }}>
          <FormattedMessage id="app.name" />
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <LanguageSelector />
          <ThemeToggle />
        </Stack>
      </Stack>
      {/* The card hangs from a fixed height below the header instead of being centred: centred, it moved up by half of
          every height it gained (the register form is taller than the login form), so switching tabs made the whole
          card, and the tab just pressed, jump. */}
      <Box component="main" sx={{ flexGrow: 1, display: 'grid', placeItems: 'start center', alignContent: 'start', px: { xs: 1.5, sm: 2 }, pt: { xs: 2, sm: 'clamp(16px, 10vh, 120px)' }, pb: 4 }}>
        {/* An outlined card (the theme's MuiCard) drawn as its Paper: MUI's Card and CardContent are the signed-in app's
            (kept out of the sign-in screen's download). CardContent's padding, with its 24 px at the bottom. */}
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 460, overflow: 'hidden', px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 }, pb: 3 }}>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
