import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { LanguageSelector } from '@/components/language-selector';
import { ThemeToggle } from '@/components/theme-toggle';
import { SimulatorProvider } from '../hooks/use-simulator';
import { SimulatorIntlProvider, useSimText, type SimMessageId } from '../lib/messages';
import { ActivityLogPanel } from './activity-log-panel';
import { ClockPanel } from './clock-panel';
import { EventStreamPanel } from './event-stream-panel';
import { FaultPanel } from './fault-panel';
import { ScenarioPanel } from './scenario-panel';
import { StepPanel } from './step-panel';
import { TargetPicker } from './target-picker';

const TABS: { id: 'steps' | 'scenarios' | 'faults' | 'clock'; label: SimMessageId }[] = [
  { id: 'steps', label: 'simulator.tab.steps' },
  { id: 'scenarios', label: 'simulator.tab.scenarios' },
  { id: 'faults', label: 'simulator.tab.faults' },
  { id: 'clock', label: 'simulator.tab.clock' },
];

function Page() {
  const t = useSimText();
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('steps');
  return (
    <Container component="main" maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, fontWeight: 700 }}>
            {t('simulator.title')}
          </Typography>
          <Typography color="text.secondary">{t('simulator.subtitle')}</Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <ThemeToggle />
          <LanguageSelector isCompact />
          <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />}>
            {t('simulator.back')}
          </Button>
        </Stack>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }, gap: 3, alignItems: 'start' }}>
        <Stack spacing={3}>
          <TargetPicker />
          <Card component="section" aria-label={t('simulator.tools')}>
            <Tabs value={tab} onChange={(_, value: typeof tab) => setTab(value)} variant="scrollable" allowScrollButtonsMobile>
              {TABS.map((entry) => (
                <Tab key={entry.id} value={entry.id} label={t(entry.label)} id={`simulator-tab-${entry.id}`} aria-controls={`simulator-tabpanel-${entry.id}`} />
              ))}
            </Tabs>
            <CardContent role="tabpanel" id={`simulator-tabpanel-${tab}`} aria-labelledby={`simulator-tab-${tab}`}>
              {tab === 'steps' && <StepPanel />}
              {tab === 'scenarios' && <ScenarioPanel />}
              {tab === 'faults' && <FaultPanel />}
              {tab === 'clock' && <ClockPanel />}
            </CardContent>
          </Card>
        </Stack>
        <Stack spacing={3}>
          <ActivityLogPanel />
          <EventStreamPanel />
        </Stack>
      </Box>
    </Container>
  );
}

/**
 * /transaction-simulation (development only, spec 02 §2 and §6): testers drive the app through every state
 * without a card network, blockchain, identity provider or courier — steps, scenarios, faults, the clock and
 * the live event stream.
 */
export function SimulatorPage() {
  return (
    <SimulatorIntlProvider>
      <SimulatorProvider>
        <Page />
      </SimulatorProvider>
    </SimulatorIntlProvider>
  );
}
