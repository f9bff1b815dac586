import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * Label and value pairs as a description list (dt/dd, read as pairs by screen readers): what a review step shows before
 * money leaves, what a receipt shows after. A value wraps rather than pushing the list sideways on a phone.
 */
export function DetailList({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {children}
    </Box>
  );
}

export function DetailRow({ label, children, isStrong = false }: { label: string; children: ReactNode; isStrong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2, py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" color="text.secondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="label" sx={{ m: 0, textAlign: 'right', overflowWrap: 'anywhere', fontWeight: isStrong ? 700 : undefined }}>
        {children}
      </Typography>
    </Stack>
  );
}
