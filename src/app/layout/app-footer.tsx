import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

export function AppFooter() {
  return (
    <Box component="footer" sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
      <Typography variant="body2">
        <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
      </Typography>
    </Box>
  );
}
