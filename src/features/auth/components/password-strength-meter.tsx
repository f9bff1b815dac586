import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/i18n';
import { passwordStrength, passwordStrengthLevel, type StrengthLevel } from '../lib/account-rules';

const COLOR: Record<StrengthLevel, 'error' | 'warning' | 'info' | 'success'> = { weak: 'error', fair: 'warning', good: 'info', strong: 'success' };
const LEVEL_MESSAGE_IDS = {
  weak: 'auth.strength.weak',
  fair: 'auth.strength.fair',
  good: 'auth.strength.good',
  strong: 'auth.strength.strong',
} as const satisfies Record<StrengthLevel, MessageId>;

/**
 * Spec 01 §5 strength meter: the score (0-100) as a bar and its label (Weak, Fair, Good, Strong; a refused password is at
 * most Fair), once something is typed.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const intl = useIntl();
  const labelId = useId();
  // Nothing typed, nothing rated: an empty password would score 0, "Weak" in red, before the user did anything. An
  // empty neutral track of the same size holds the place, so the form does not move when typing starts.
  if (!password) {
    return (
      <Box sx={{ mt: -1 }} aria-hidden>
        <Box sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover' }} />
        <Typography variant="caption">{'\u00a0'}</Typography>
      </Box>
    );
  }
  const score = passwordStrength(password);
  // Never "Good" for a password the rule refuses (spec 01 §5).
  const level = passwordStrengthLevel(password);
  const label = intl.formatMessage({ id: 'auth.strength.label' }, { level: intl.formatMessage({ id: LEVEL_MESSAGE_IDS[level] }) });
  return (
    <Box sx={{ mt: -1 }}>
      <LinearProgress variant="determinate" value={score} color={COLOR[level]} aria-labelledby={labelId} aria-valuetext={label} sx={{ height: 6, borderRadius: 3 }} />
      <Typography id={labelId} variant="caption" color="text.secondary" data-score={score} aria-live="polite">
        {label}
      </Typography>
    </Box>
  );
}
