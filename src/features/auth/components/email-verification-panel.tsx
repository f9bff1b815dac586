import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { User } from '@/api/generated/model';
import { SignOutButton } from './sign-out-button';

/** Shown to a signed-in user without the verified flag (spec 02 §2). The access issue adds the code entry. */
export function EmailVerificationPanel({ user }: { user: User }) {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h1" component="h1">
              <FormattedMessage id="auth.verify.title" />
            </Typography>
            <Typography>
              <FormattedMessage id="auth.verify.body" values={{ email: user.email }} />
            </Typography>
            <SignOutButton />
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
