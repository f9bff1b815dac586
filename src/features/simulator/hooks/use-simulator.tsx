import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { getGetSimulatorClockQueryKey, getListSimulatorFaultsQueryKey, useListSimulatorUsers } from '@/api/generated/endpoints/simulator/simulator';
import type { SimulatorUser } from '@contract-kit/model';
import { simulatorClient } from '../lib/client';
import { isSimulatorError, ScenarioRecorder, sendStep, type Issue, type Step, type StepOutcome } from '../lib/engine';

/** Seeded user picked first: the one with cards and history. */
const PREFERRED_USER = 'demo@example.com';
/** Entries kept in the activity log. */
export const LOG_LIMIT = 200;

export interface LogEntry {
  id: number;
  at: number;
  /** A step sent from a form, or an event of a scenario run. */
  source: 'step' | 'scenario';
  step?: Step;
  outcome?: StepOutcome;
  /** Scenario lines: started, waiting, finished, stopped. */
  note?: { kind: 'started' | 'finished' | 'stopped' | 'failed'; name: string; count?: number; elapsedMs?: number };
  error?: { message: string; status?: number; kind: string; issues: Issue[] };
}

export type SendResult = { ok: true; outcome: StepOutcome } | { ok: false; issues: Issue[]; message: string };

interface SimulatorContextValue {
  users: SimulatorUser[];
  isLoadingUsers: boolean;
  usersError: unknown;
  refreshUsers: () => void;
  user: SimulatorUser | undefined;
  selectUser: (email: string) => void;
  cardId: string | undefined;
  selectCard: (cardId: string) => void;
  log: LogEntry[];
  addLog: (entry: Omit<LogEntry, 'id' | 'at'>) => void;
  clearLog: () => void;
  /** Checks a step against the contract and sends it; logs (and records) what happened. */
  send: (step: unknown) => Promise<SendResult>;
  /** Refreshes what the page shows after steps ran elsewhere (a scenario). */
  refreshAfterSteps: () => void;
  recorder: { isRecording: boolean; count: number; setRecording: (isOn: boolean) => void; record: (step: Step) => void; clear: () => void; instance: ScenarioRecorder };
}

const SimulatorContext = createContext<SimulatorContextValue | null>(null);

export function errorOf(error: unknown): NonNullable<LogEntry['error']> {
  if (isSimulatorError(error)) return { message: error.message, status: error.status, kind: error.kind, issues: error.issues };
  return { message: error instanceof Error ? error.message : String(error), kind: 'other', issues: [] };
}

export function SimulatorProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const usersQuery = useListSimulatorUsers(undefined, { query: { staleTime: 0 } });
  const users = useMemo(() => usersQuery.data?.data ?? [], [usersQuery.data]);
  const [selectedEmail, setSelectedEmail] = useState<string | undefined>();
  const [selectedCardId, setSelectedCardId] = useState<string | undefined>();
  const [log, setLog] = useState<LogEntry[]>([]);
  const nextId = useRef(1);
  const [recorderInstance] = useState(() => new ScenarioRecorder());
  const [isRecording, setRecording] = useState(false);
  const [recordedCount, setRecordedCount] = useState(0);

  const user = users.find((candidate) => candidate.email === selectedEmail) ?? users.find((candidate) => candidate.email === PREFERRED_USER) ?? users[0];
  const defaultCard = user?.cards.find((card) => card.status === 'active') ?? user?.cards[0];
  const cardId = user?.cards.some((card) => card.id === selectedCardId) ? selectedCardId : defaultCard?.id;

  const refreshUsers = useCallback(() => void usersQuery.refetch(), [usersQuery]);
  const refreshAfterSteps = useCallback(() => {
    void usersQuery.refetch();
    void queryClient.invalidateQueries({ queryKey: getGetSimulatorClockQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListSimulatorFaultsQueryKey() });
  }, [queryClient, usersQuery]);

  const addLog = useCallback((entry: Omit<LogEntry, 'id' | 'at'>) => {
    const id = nextId.current++;
    setLog((current) => [{ ...entry, id, at: Date.now() }, ...current].slice(0, LOG_LIMIT));
  }, []);

  const record = useCallback(
    (step: Step) => {
      if (!isRecording) return;
      recorderInstance.record(step);
      setRecordedCount(recorderInstance.size);
    },
    [isRecording, recorderInstance],
  );

  const send = useCallback(
    async (step: unknown): Promise<SendResult> => {
      try {
        const outcome = await sendStep(simulatorClient, step);
        addLog({ source: 'step', step: outcome.step, outcome });
        record(outcome.step);
        refreshAfterSteps();
        return { ok: true, outcome };
      } catch (error) {
        const details = errorOf(error);
        // A step the contract refuses is shown on its form; only what was sent (and failed) goes to the log.
        if (details.kind !== 'invalid') addLog({ source: 'step', error: details, step: step as Step });
        return { ok: false, issues: details.issues, message: details.message };
      }
    },
    [addLog, record, refreshAfterSteps],
  );

  const value: SimulatorContextValue = {
    users,
    isLoadingUsers: usersQuery.isPending,
    usersError: usersQuery.error,
    refreshUsers,
    user,
    selectUser: (email) => {
      setSelectedEmail(email);
      setSelectedCardId(undefined);
    },
    cardId,
    selectCard: setSelectedCardId,
    log,
    addLog,
    clearLog: () => setLog([]),
    send,
    refreshAfterSteps,
    recorder: {
      isRecording,
      count: recordedCount,
      setRecording,
      record,
      clear: () => {
        recorderInstance.clear();
        setRecordedCount(0);
      },
      instance: recorderInstance,
    },
  };
  return <SimulatorContext.Provider value={value}>{children}</SimulatorContext.Provider>;
}

export function useSimulator(): SimulatorContextValue {
  const value = useContext(SimulatorContext);
  if (!value) throw new Error('useSimulator must be used inside <SimulatorProvider>');
  return value;
}
