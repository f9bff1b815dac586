import { randomUUID } from 'node:crypto';
import type { OperationSpec } from '@contract-kit/operations';
import type { Clock } from './clock';
import type { MockResponse } from './types';

/** A fault injected into one operation (contract: SimulatorFault). */
export interface Fault {
  id: string;
  operationId: string;
  latencyMs?: number;
  jitterMs?: number;
  status?: number;
  body?: unknown;
  drop?: boolean;
  times?: number;
  remaining?: number;
  rate?: number;
  createdAt: string;
}

export type FaultInput = Omit<Fault, 'id' | 'createdAt' | 'remaining'>;

/** Default bodies for forced statuses: the contract's error shape with a catalogue-style message. */
const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Invalid request',
  401: 'Authentication required',
  403: 'You do not have access to this resource',
  404: 'Not found',
  409: 'Conflict',
  422: 'The request could not be processed',
  429: 'Too many requests, please try again later.',
  500: 'Internal server error',
  502: 'Bad gateway',
  503: 'Service temporarily unavailable',
  504: 'Gateway timeout',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Latency, forced statuses and dropped connections per operation, for the next N calls or at a rate. */
export class FaultRegistry {
  private faults: Fault[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly random: () => number = Math.random,
  ) {}

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  add(input: FaultInput): Fault {
    const fault: Fault = { ...input, id: randomUUID(), createdAt: this.clock.now().toISOString() };
    if (input.times !== undefined) fault.remaining = input.times;
    this.faults.push(fault);
    return { ...fault };
  }

  clear(): number {
    const removed = this.faults.length;
    this.faults = [];
    return removed;
  }

  /** The dispatcher's interceptor: may delay, answer instead of the handler, or drop. */
  intercept = async (operation: OperationSpec): Promise<MockResponse | undefined> => {
    if (this.faults.length === 0) return undefined;
    // The simulator's own controls are never faulted (a tester must always be able to clear faults).
    if (operation.tag === 'simulator') return undefined;
    for (const fault of this.faults) {
      if (fault.operationId !== operation.operationId) continue;
      if (fault.rate !== undefined && this.random() >= fault.rate) continue;
      if (fault.remaining !== undefined) {
        fault.remaining--;
        if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
      }
      const latency = Math.max(0, (fault.latencyMs ?? 0) + (fault.jitterMs ? (this.random() * 2 - 1) * fault.jitterMs : 0));
      if (latency > 0) await sleep(latency);
      if (fault.drop) return { status: 0, drop: true };
      if (fault.status !== undefined) {
        const body = fault.body !== undefined ? fault.body : { success: false, message: DEFAULT_MESSAGES[fault.status] ?? `Injected ${fault.status}`, code: 'InjectedFault' };
        return { status: fault.status, body, headers: { 'X-Mock-Fault': fault.id } };
      }
      return undefined;
    }
    return undefined;
  };
}
