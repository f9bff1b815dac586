import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

/** The LookCard mark (a card with an eye-like lens) and word mark. */
export function Logo({ isCompact = false }: { isCompact?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', minWidth: 0 }}>
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: 32, height: 32, flexShrink: 0 }}>
        <rect x="2" y="6" width="28" height="20" rx="4" fill="currentColor" />
        <circle cx="16" cy="16" r="5.5" fill="none" stroke="#fff" strokeWidth="2.5" />
        <circle cx="16" cy="16" r="2" fill="#fff" />
      </Box>
      <Typography component="span" variant="h6" sx={{ fontWeight: 800, letterSpacing: '-0.01em', ...(isCompact ? { display: { xs: 'none', sm: 'inline' } } : {}) }}>
        <FormattedMessage id="app.name" />
      </Typography>
    </Box>
  );
}
