import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { Suspense } from 'react';
import type { User } from '@contract-kit/model';
import { CardTransactionHistory } from '@/features/card-transactions';
import { NotificationsPrompt } from '@/features/notifications';
import { CardsPanel } from '@/features/cards';
import { AccountPanel } from '@/features/wallet';
import { DevSimulatorButton } from './dev-tools-lazy';
import { Welcome } from './welcome';

/**
 * Spec 02 §2 Desktop layout: welcome title and greeting; left column with the account panel; right column
 * with the cards panel and the transaction history; the transaction simulator button at the bottom
 * (development only).
 */
export function DesktopLayout({ user }: { user: User }) {
  return (
    <Container component="main" maxWidth="xl" sx={{ flexGrow: 1, py: 4 }} data-layout="desktop">
      <Welcome user={user} />
      <Stack spacing={3}>
        <NotificationsPrompt />
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(360px, 5fr) 7fr', gap: 3, alignItems: 'start' }}>
          <Box sx={{ minWidth: 0 }} data-column="left">
            <AccountPanel />
          </Box>
          <Stack spacing={3} sx={{ minWidth: 0 }} data-column="right">
            <CardsPanel />
            <CardTransactionHistory />
          </Stack>
        </Box>
        {DevSimulatorButton && (
          <Box sx={{ display: 'flex', justifyContent: 'center', pt: 2 }}>
            <Suspense fallback={null}>
              <DevSimulatorButton />
            </Suspense>
          </Box>
        )}
      </Stack>
    </Container>
  );
}
