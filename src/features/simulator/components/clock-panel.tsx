import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetSimulatorClock } from '@/api/generated/endpoints/simulator/simulator';
import { useSimulator } from '../hooks/use-simulator';
import { issueText } from '../lib/describe';
import { validateStep } from '../lib/engine';
import { useSimText, type SimMessageId } from '../lib/messages';

const PRESETS: { seconds: number; label: SimMessageId }[] = [
  { seconds: 60, label: 'simulator.clock.plusMinute' },
  { seconds: 300, label: 'simulator.clock.plusFiveMinutes' },
  { seconds: 3600, label: 'simulator.clock.plusHour' },
  { seconds: 86_400, label: 'simulator.clock.plusDay' },
  { seconds: 604_800, label: 'simulator.clock.plusWeek' },
  { seconds: 2_592_000, label: 'simulator.clock.plusThirtyDays' },
];

/** The mock server's clock: read it, advance it, set it (expiries fire as it passes them). */
export function ClockPanel() {
  const t = useSimText();
  const intl = useIntl();
  const { send } = useSimulator();
  const clock = useGetSimulatorClock();
  const [seconds, setSeconds] = useState('');
  const [at, setAt] = useState('');
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const apply = async (step: Record<string, unknown>, field: string) => {
    setMessage(null);
    const found = validateStep(step);
    if (found[0]) {
      setIssues({ [field]: issueText(found[0], t) });
      return;
    }
    setIssues({});
    const result = await send(step);
    if (result.ok) {
      void clock.refetch();
      setMessage({ severity: 'success', text: t('simulator.clock.moved', { now: intl.formatDate(result.outcome.status ?? '', { dateStyle: 'medium', timeStyle: 'medium' }) }) });
    } else setMessage({ severity: 'error', text: result.message });
  };

  const offsetSeconds = Math.round((clock.data?.offsetMs ?? 0) / 1000);
  return (
    <Stack spacing={2}>
      <Typography variant="h3" component="h2">
        {t('simulator.clock.title')}
      </Typography>
      {clock.isError ? (
        <Alert severity="error">{t('simulator.clock.loadFailed')}</Alert>
      ) : (
        <Box aria-live="polite">
          <Typography data-testid="simulator-clock-now">
            {clock.data ? t('simulator.clock.now', { now: intl.formatDate(clock.data.now, { dateStyle: 'full', timeStyle: 'medium' }) }) : t('simulator.loading')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('simulator.clock.offset', { seconds: offsetSeconds })}
          </Typography>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('simulator.clock.hint')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {PRESETS.map((preset) => (
          <Button key={preset.seconds} variant="outlined" size="small" onClick={() => void apply({ kind: 'clock', advanceSeconds: preset.seconds }, 'advanceSeconds')}>
            {t(preset.label)}
          </Button>
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          size="small"
          label={t('simulator.clock.seconds')}
          value={seconds}
          onChange={(event) => setSeconds(event.target.value)}
          error={Boolean(issues['advanceSeconds'])}
          helperText={issues['advanceSeconds'] ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Button
          variant="outlined"
          onClick={() =>
            seconds.trim() === ''
              ? setIssues({ advanceSeconds: t('simulator.issue.required') })
              : void apply({ kind: 'clock', advanceSeconds: /^-?\d+$/.test(seconds.trim()) ? Number(seconds) : seconds.trim() }, 'advanceSeconds')
          }
        >
          {t('simulator.clock.advance')}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          size="small"
          type="datetime-local"
          label={t('simulator.clock.setTo')}
          value={at}
          onChange={(event) => setAt(event.target.value)}
          error={Boolean(issues['set'])}
          helperText={issues['set'] ?? t('simulator.clock.setHelp')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
        />
        <Button
          variant="outlined"
          onClick={() => (at === '' ? setIssues({ set: t('simulator.issue.required') }) : void apply({ kind: 'clock', set: Number.isNaN(Date.parse(at)) ? at : new Date(at).toISOString() }, 'set'))}
        >
          {t('simulator.clock.set')}
        </Button>
      </Stack>
      <div aria-live="polite">{message && <Alert severity={message.severity}>{message.text}</Alert>}</div>
    </Stack>
  );
}
