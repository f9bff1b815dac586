import DownloadIcon from '@mui/icons-material/Download';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { errorOf, useSimulator } from '../hooks/use-simulator';
import { simulatorClient } from '../lib/client';
import { issueText } from '../lib/describe';
import { builtInScenarios, isSimulatorError, parseScenarioText, runScenario, type Issue, type Scenario } from '../lib/engine';
import { useSimText } from '../lib/messages';

const SPEEDS = [
  { value: '1', label: 'simulator.scenario.speed.normal' },
  { value: '0.5', label: 'simulator.scenario.speed.double' },
  { value: '0.1', label: 'simulator.scenario.speed.tenfold' },
  { value: '0', label: 'simulator.scenario.speed.none' },
] as const;

interface Running {
  name: string;
  total: number;
  done: number;
  controller: AbortController;
}

/** Run and stop scenarios (built in or from a file) with a live log; record what the tester does into one. */
export function ScenarioPanel() {
  const t = useSimText();
  const { user, cardId, addLog, refreshAfterSteps, recorder } = useSimulator();
  const scenarios = useMemo(() => builtInScenarios(), []);
  const [speed, setSpeed] = useState('1');
  const [seed, setSeed] = useState('');
  const [useSelection, setUseSelection] = useState(false);
  const [running, setRunning] = useState<Running | null>(null);
  const [uploaded, setUploaded] = useState<{ name: string; scenario: Scenario } | null>(null);
  const [uploadIssues, setUploadIssues] = useState<Issue[]>([]);
  const [recordName, setRecordName] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const seedError = seed !== '' && !/^\d{1,10}$/.test(seed) ? t('simulator.issue.wholeNumber') : undefined;

  const run = async (scenario: Scenario) => {
    if (running || seedError) return;
    const controller = new AbortController();
    const total = scenario.steps.length;
    setRunning({ name: scenario.name, total, done: 0, controller });
    addLog({ source: 'scenario', note: { kind: 'started', name: scenario.name, count: total } });
    await runScenario(scenario, {
      client: simulatorClient,
      speed: Number(speed),
      seed: seed === '' ? undefined : Number(seed),
      user: useSelection ? user?.email : undefined,
      card: useSelection ? cardId : undefined,
      signal: controller.signal,
      onEvent: (event) => {
        switch (event.type) {
          case 'step':
            addLog({ source: 'scenario', step: event.outcome.step, outcome: event.outcome });
            recorder.record(event.outcome.step);
            setRunning((current) => (current ? { ...current, done: event.index + 1 } : current));
            refreshAfterSteps();
            break;
          case 'failed':
            addLog({ source: 'scenario', step: event.step, error: errorOf(event.error) });
            addLog({ source: 'scenario', note: { kind: 'failed', name: scenario.name } });
            break;
          case 'stopped':
            addLog({ source: 'scenario', note: { kind: 'stopped', name: scenario.name, count: event.index } });
            break;
          case 'done':
            addLog({ source: 'scenario', note: { kind: 'finished', name: scenario.name, count: event.outcomes.length, elapsedMs: event.elapsedMs } });
            break;
          default:
            break;
        }
      },
    });
    setRunning(null);
    refreshAfterSteps();
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploaded(null);
    setUploadIssues([]);
    try {
      setUploaded({ name: file.name, scenario: parseScenarioText(await file.text(), file.name) });
    } catch (error) {
      setUploadIssues(isSimulatorError(error) ? error.issues : [{ path: '', message: String(error) }]);
    }
  };

  const download = () => {
    const name = recordName.trim() || t('simulator.recorder.defaultName');
    try {
      const scenario = recorder.instance.toScenario({ name, user: user?.email });
      const blob = new Blob([`${JSON.stringify(scenario, null, 2)}\n`], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${
        name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'scenario'
      }.json`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      addLog({ source: 'scenario', error: errorOf(error) });
    }
  };

  const runButton = (scenario: Scenario) => (
    <Button
      size="small"
      variant="outlined"
      startIcon={<PlayArrowIcon />}
      disabled={Boolean(running) || Boolean(seedError)}
      onClick={() => void run(scenario)}
      aria-label={t('simulator.scenario.runNamed', { name: scenario.name })}
    >
      {t('simulator.scenario.run')}
    </Button>
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h3" component="h2">
        {t('simulator.scenario.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField select size="small" label={t('simulator.scenario.speed')} value={speed} onChange={(event) => setSpeed(event.target.value)} sx={{ minWidth: 200 }}>
          {SPEEDS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {t(option.label)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('simulator.scenario.seed')}
          value={seed}
          onChange={(event) => setSeed(event.target.value)}
          error={Boolean(seedError)}
          helperText={seedError ?? t('simulator.scenario.seedHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormControlLabel control={<Checkbox checked={useSelection} onChange={(event) => setUseSelection(event.target.checked)} />} label={t('simulator.scenario.useSelection')} />
      </Stack>

      {running && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" startIcon={<StopIcon />} onClick={() => running.controller.abort()}>
              {t('simulator.scenario.stop')}
            </Button>
          }
        >
          <Typography variant="body2">{t('simulator.scenario.running', { name: running.name, done: running.done, total: running.total })}</Typography>
          <LinearProgress variant="determinate" value={(running.done / running.total) * 100} sx={{ mt: 1 }} aria-label={t('simulator.scenario.progress')} />
        </Alert>
      )}

      <List dense disablePadding>
        {scenarios.map(({ id, scenario }) => (
          <ListItem key={id} divider secondaryAction={runButton(scenario)} sx={{ pr: 14 }}>
            <ListItemText
              primary={scenario.name}
              secondary={`${t('simulator.scenario.steps', { count: scenario.steps.length })} — ${scenario.description ?? ''}`}
              slotProps={{ secondary: { sx: { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' } } }}
            />
          </ListItem>
        ))}
      </List>

      <Box>
        <input ref={fileInput} type="file" accept="application/json,.json" hidden onChange={(event) => void upload(event)} data-testid="simulator-scenario-file" />
        <Button startIcon={<UploadFileIcon />} onClick={() => fileInput.current?.click()}>
          {t('simulator.scenario.load')}
        </Button>
      </Box>
      {uploadIssues.length > 0 && (
        <Alert severity="error">
          <Typography variant="labelSmall">{t('simulator.scenario.invalid')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {uploadIssues.map((issue) => (
              <li key={`${issue.path}:${issue.message}`}>
                <Typography variant="body2" component="span" sx={{ typography: 'mono' }}>
                  {issue.path || '—'}
                </Typography>
                {t('simulator.issue.detail', { message: issueText(issue, t) })}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {uploaded && (
        <Alert severity="success" action={runButton(uploaded.scenario)}>
          {t('simulator.scenario.loaded', { file: uploaded.name, name: uploaded.scenario.name, count: uploaded.scenario.steps.length })}
        </Alert>
      )}

      <Divider />
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {t('simulator.recorder.title')}
      </Typography>
      <FormControlLabel control={<Switch checked={recorder.isRecording} onChange={(event) => recorder.setRecording(event.target.checked)} />} label={t('simulator.recorder.toggle')} />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t('simulator.recorder.count', { count: recorder.count })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField size="small" label={t('simulator.recorder.name')} value={recordName} onChange={(event) => setRecordName(event.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
        <Button startIcon={<DownloadIcon />} variant="outlined" disabled={recorder.count === 0} onClick={download}>
          {t('simulator.recorder.download')}
        </Button>
        <Button disabled={recorder.count === 0} onClick={recorder.clear}>
          {t('simulator.recorder.clear')}
        </Button>
      </Stack>
    </Stack>
  );
}
