import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';

export function NotFound() {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2, textAlign: 'center' }}>
      <div>
        <Typography variant="h1" gutterBottom>
          <FormattedMessage id="app.notFound.title" />
        </Typography>
        <Button component={Link} to="/" variant="contained">
          <FormattedMessage id="app.notFound.home" />
        </Button>
      </div>
    </Box>
  );
}
