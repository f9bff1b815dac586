import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useSimulator, type LogEntry } from '../hooks/use-simulator';
import { describeStepText, issueText, KIND_LABEL } from '../lib/describe';
import { useSimText, type SimText } from '../lib/messages';
import { Hint } from '@/components/hint';

function noteText(note: NonNullable<LogEntry['note']>, t: SimText): string {
  switch (note.kind) {
    case 'started':
      return t('simulator.log.started', { name: note.name, count: note.count ?? 0 });
    case 'finished':
      return t('simulator.log.finished', { name: note.name, count: note.count ?? 0, seconds: ((note.elapsedMs ?? 0) / 1000).toFixed(1) });
    case 'stopped':
      return t('simulator.log.stopped', { name: note.name, count: note.count ?? 0 });
    case 'failed':
      return t('simulator.log.failed', { name: note.name });
  }
}

function EntryRow({ entry }: { entry: LogEntry }) {
  const t = useSimText();
  const intl = useIntl();
  const time = intl.formatTime(entry.at, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const icon = entry.error ? (
    <ErrorOutlineIcon color="error" fontSize="small" />
  ) : entry.note ? (
    <FlagOutlinedIcon color="action" fontSize="small" />
  ) : (
    <CheckCircleOutlineIcon color="success" fontSize="small" />
  );
  const declineReason = (entry.outcome?.response as { declineReason?: unknown } | undefined)?.declineReason;
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }} data-testid="simulator-log-entry">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ pt: 0.25 }} aria-hidden>
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {time}
            {entry.step ? ` · ${t(KIND_LABEL[entry.step.kind])}` : ''}
            {entry.source === 'scenario' ? ` · ${t('simulator.log.fromScenario')}` : ''}
          </Typography>
          <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
            {entry.note ? noteText(entry.note, t) : entry.step ? describeStepText(entry.step, t) : ''}
          </Typography>
          {entry.outcome && (
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
              {t('simulator.log.result', { status: entry.outcome.status ?? '—', id: entry.outcome.entityId ?? '—' })}
              {typeof declineReason === 'string' ? ` — ${declineReason}` : ''}
            </Typography>
          )}
          {entry.error && (
            <Box sx={{ color: 'error.main' }}>
              <Typography variant="body2">{entry.error.kind === 'network' ? t('simulator.log.unreachable') : entry.error.message}</Typography>
              {entry.error.issues.map((issue) => (
                <Typography key={`${issue.path}:${issue.message}`} variant="body2" sx={{ typography: 'mono' }}>
                  {issue.path}
                  {t('simulator.issue.detail', { message: issueText(issue, t) })}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      </Stack>
    </ListItem>
  );
}

/** What the page sent and what came back, newest first. */
export function ActivityLogPanel() {
  const t = useSimText();
  const { log, clearLog } = useSimulator();
  return (
    <Card component="section" aria-labelledby="simulator-log-title">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="simulator-log-title" variant="h3" component="h2">
            {t('simulator.log.title')}
          </Typography>
          <Hint title={t('simulator.log.clear')}>
            <span>
              <IconButton aria-label={t('simulator.log.clear')} onClick={clearLog} size="small" disabled={log.length === 0}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </span>
          </Hint>
        </Stack>
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('simulator.log.empty')}
          </Typography>
        ) : (
          <List dense disablePadding sx={{ maxHeight: 420, overflow: 'auto', mt: 1 }} aria-live="polite" aria-label={t('simulator.log.title')} data-testid="simulator-log">
            {log.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
