import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useIntl } from 'react-intl';

export function FullPageSpinner() {
  const intl = useIntl();
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={intl.formatMessage({ id: 'app.loading' })} />
    </Box>
  );
}
