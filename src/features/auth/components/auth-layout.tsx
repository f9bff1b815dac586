import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LanguageSelector } from '@/components/language-selector';
import { ThemeToggle } from '@/components/theme-toggle';

/** The signed-out page: brand, language and theme, and one centred card (360 px wide and up). */
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
      <Box component="main" sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', px: { xs: 1.5, sm: 2 }, pb: 4 }}>
        <Card sx={{ width: '100%', maxWidth: 460 }}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>{children}</CardContent>
        </Card>
      </Box>
    </Box>
  );
}
