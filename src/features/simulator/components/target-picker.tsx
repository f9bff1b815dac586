import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSimulator } from '../hooks/use-simulator';
import { useSimText } from '../lib/messages';
import { Hint } from '@/components/hint';

/** Pick the user and the card the steps act on. */
export function TargetPicker() {
  const t = useSimText();
  const { users, user, selectUser, cardId, selectCard, isLoadingUsers, usersError, refreshUsers } = useSimulator();
  if (usersError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={refreshUsers}>
            {t('simulator.retry')}
          </Button>
        }
      >
        {t('simulator.target.loadFailed')}
      </Alert>
    );
  }
  return (
    <Card component="section" aria-labelledby="simulator-target-title">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography id="simulator-target-title" variant="h3" component="h2">
            {t('simulator.target.title')}
          </Typography>
          <Hint title={t('simulator.refresh')}>
            <IconButton onClick={refreshUsers} aria-label={t('simulator.refresh')} size="small">
              <RefreshIcon fontSize="small" />
            </IconButton>
          </Hint>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            fullWidth
            label={t('simulator.target.user')}
            value={user?.email ?? ''}
            onChange={(event) => selectUser(event.target.value)}
            disabled={isLoadingUsers}
            helperText={
              isLoadingUsers
                ? t('simulator.loading')
                : user
                  ? t('simulator.target.userSummary', { cards: user.cards.length, withdrawals: user.withdrawals.length, pending: user.pendingCardTransactions.length })
                  : ' '
            }
            slotProps={{ htmlInput: { 'data-testid': 'simulator-user' } }}
          >
            {users.map((candidate) => (
              <MenuItem key={candidate.id} value={candidate.email}>
                {candidate.fullname ? `${candidate.fullname} · ${candidate.email}` : candidate.email}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            fullWidth
            label={t('simulator.target.card')}
            value={cardId ?? ''}
            onChange={(event) => selectCard(event.target.value)}
            disabled={!user || user.cards.length === 0}
            helperText={user && user.cards.length === 0 ? t('simulator.target.noCards') : ' '}
            slotProps={{ htmlInput: { 'data-testid': 'simulator-card' } }}
          >
            {(user?.cards ?? []).map((card) => (
              // A card's line is longer than a phone is wide: it wraps rather than running off the menu.
              <MenuItem key={card.id} value={card.id} sx={{ whiteSpace: 'normal' }}>
                {t('simulator.target.cardOption', {
                  model: card.model,
                  last4: card.lastFourDigits,
                  status: card.status,
                  physical: card.physicalStatus,
                  available: card.available ?? '0',
                })}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </CardContent>
    </Card>
  );
}
