import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type FormEvent } from 'react';
import { useListSimulatorFaults } from '@/api/generated/endpoints/simulator/simulator';
import { useSimulator } from '../hooks/use-simulator';
import { issueText } from '../lib/describe';
import { contractOperations, validateStep } from '../lib/engine';
import { useSimText, type SimMessageId } from '../lib/messages';

const NUMBER_FIELDS: { name: 'latencyMs' | 'jitterMs' | 'status' | 'times' | 'rate'; label: SimMessageId; help: SimMessageId }[] = [
  { name: 'latencyMs', label: 'simulator.fault.latency', help: 'simulator.fault.latencyHelp' },
  { name: 'jitterMs', label: 'simulator.fault.jitter', help: 'simulator.fault.jitterHelp' },
  { name: 'status', label: 'simulator.fault.status', help: 'simulator.fault.statusHelp' },
  { name: 'times', label: 'simulator.fault.times', help: 'simulator.fault.timesHelp' },
  { name: 'rate', label: 'simulator.fault.rate', help: 'simulator.fault.rateHelp' },
];

/** Latency, error answers and dropped connections per operation (contract operationIds). */
export function FaultPanel() {
  const t = useSimText();
  const { send } = useSimulator();
  const faults = useListSimulatorFaults();
  const operations = useMemo(() => contractOperations(), []);
  const [operationId, setOperationId] = useState<string | null>(null);
  const [values, setValues] = useState<Record<string, string>>({ latencyMs: '', jitterMs: '', status: '', times: '', rate: '' });
  const [isDrop, setDrop] = useState(false);
  const [isSubmitted, setSubmitted] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const step: Record<string, unknown> = { kind: 'fault', operationId: operationId ?? '' };
  for (const field of NUMBER_FIELDS) {
    const raw = values[field.name]?.trim() ?? '';
    if (raw !== '') step[field.name] = /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
  }
  if (isDrop) step['drop'] = true;
  const issues: Record<string, string> = {};
  for (const issue of validateStep(step)) issues[issue.path] ??= issueText(issue, t);
  if (operationId && !operations.some((operation) => operation.operationId === operationId)) issues['operationId'] = t('simulator.fault.unknownOperation');
  const shown = isSubmitted ? issues : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setMessage(null);
    if (Object.keys(issues).length > 0) return;
    const result = await send(step);
    if (result.ok) {
      setSubmitted(false);
      setMessage({ severity: 'success', text: t('simulator.fault.added', { operation: operationId ?? '' }) });
      void faults.refetch();
    } else setMessage({ severity: 'error', text: result.message });
  };

  const clear = async () => {
    const result = await send({ kind: 'clear-faults' });
    setMessage(result.ok ? { severity: 'success', text: t('simulator.fault.cleared') } : { severity: 'error', text: result.message });
    void faults.refetch();
  };

  const active = faults.data?.data ?? [];
  return (
    <Stack spacing={2}>
      <Typography variant="h3" component="h2">
        {t('simulator.fault.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('simulator.fault.hint')}
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          <Autocomplete
            options={operations}
            groupBy={(option) => option.tag}
            getOptionLabel={(option) => option.operationId}
            renderOption={(props, option) => (
              <li {...props} key={option.operationId}>
                <Box>
                  <Typography variant="body2">{option.operationId}</Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ typography: 'mono' }}>{`${option.method} ${option.path}`}</Typography>
                </Box>
              </li>
            )}
            value={operations.find((operation) => operation.operationId === operationId) ?? null}
            onChange={(_, option) => setOperationId(option?.operationId ?? null)}
            renderInput={(params) => <TextField {...params} required label={t('simulator.fault.operation')} error={Boolean(shown['operationId'])} helperText={shown['operationId'] ?? ' '} />}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
            {NUMBER_FIELDS.map((field) => (
              <TextField
                key={field.name}
                label={t(field.label)}
                value={values[field.name]}
                onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
                error={Boolean(shown[field.name])}
                helperText={shown[field.name] ?? t(field.help)}
                slotProps={{ htmlInput: { inputMode: field.name === 'rate' ? 'decimal' : 'numeric' } }}
              />
            ))}
          </Box>
          <FormControlLabel control={<Switch checked={isDrop} onChange={(event) => setDrop(event.target.checked)} />} label={t('simulator.fault.drop')} />
          <Box>
            <Button type="submit" variant="contained">
              {t('simulator.fault.add')}
            </Button>
          </Box>
          <div aria-live="polite">{message && <Alert severity={message.severity}>{message.text}</Alert>}</div>
        </Stack>
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {t('simulator.fault.active', { count: active.length })}
        </Typography>
        <Button startIcon={<DeleteSweepIcon />} disabled={active.length === 0} onClick={() => void clear()}>
          {t('simulator.fault.clear')}
        </Button>
      </Stack>
      {faults.isError && <Alert severity="error">{t('simulator.fault.loadFailed')}</Alert>}
      {active.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('simulator.fault.none')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {active.map((fault) => (
            <ListItem key={fault.id} divider>
              <ListItemText
                primary={fault.operationId}
                secondary={[
                  fault.latencyMs !== undefined ? t('simulator.fault.summary.latency', { ms: fault.latencyMs, jitter: fault.jitterMs ?? 0 }) : null,
                  fault.status !== undefined ? t('simulator.fault.summary.status', { status: fault.status }) : null,
                  fault.drop ? t('simulator.fault.summary.drop') : null,
                  fault.remaining !== undefined ? t('simulator.fault.summary.remaining', { count: fault.remaining }) : t('simulator.fault.summary.unlimited'),
                  fault.rate !== undefined ? t('simulator.fault.summary.rate', { rate: fault.rate }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
