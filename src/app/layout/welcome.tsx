import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { User } from '@contract-kit/model';
import type { MessageId } from '@/i18n';
import { dayPart, displayName, type DayPart } from '@/lib/greeting';

/** Re-evaluated every minute so the greeting follows the time of day on a long-open tab. */
const GREETING_REFRESH_MS = 60_000;

const GREETING_MESSAGE_IDS = {
  morning: 'dashboard.greeting.morning',
  afternoon: 'dashboard.greeting.afternoon',
  evening: 'dashboard.greeting.evening',
} as const satisfies Record<DayPart, MessageId>;

/** Spec 02 §1, §2: the welcome title and the greeting by time of day with the name fallback chain. */
export function Welcome({ user }: { user: Pick<User, 'fullname' | 'username'> & Partial<Pick<User, 'email'>> }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), GREETING_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h1">
        <FormattedMessage id="dashboard.title" />
      </Typography>
      <Typography variant="h2" component="p" sx={{ mt: 0.5, color: 'text.secondary', fontWeight: 500 }} data-testid="greeting">
        <FormattedMessage id={GREETING_MESSAGE_IDS[dayPart(now)]} values={{ name: displayName(user) }} />
      </Typography>
    </Box>
  );
}
