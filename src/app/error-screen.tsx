import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';

/** The page when it failed: never a blank screen; Try again resets failed queries and tries the page again. */
export function ErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);
  if (import.meta.env.DEV) console.error(error);
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Alert
        severity="error"
        sx={{ maxWidth: 480 }}
        action={
          <Button color="inherit" onClick={onRetry}>
            <FormattedMessage id="app.error.retry" />
          </Button>
        }
      >
        <AlertTitle>
          <FormattedMessage id="app.error.title" />
        </AlertTitle>
        <FormattedMessage id="app.error.body" />
      </Alert>
    </Box>
  );
}
