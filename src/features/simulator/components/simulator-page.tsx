import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@tanstack/react-router';

export function SimulatorPage() {
  return (
    <Box component="main" sx={{ p: 3 }}>
      <Typography variant="h1" component="h1" gutterBottom>
        Transaction simulator
      </Typography>
      <Typography>Development only. The simulator issue adds the step forms, scenarios and the live event log.</Typography>
      <Link component={RouterLink} to="/">
        Back to the dashboard
      </Link>
    </Box>
  );
}
