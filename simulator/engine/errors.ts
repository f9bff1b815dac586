import { formatIssues, type Issue } from './validation';

/**
 * Everything the engine refuses or the mock server answers with an error:
 * - `invalid`: the input breaks the contract or the scenario format (nothing was sent); `issues` name each field;
 * - `http`: the mock server answered an error (`status`, its `code` and `issues`);
 * - `network`: the mock server could not be reached;
 * - `target`: a user, card, withdrawal or transaction the step names does not exist;
 * - `contract`: the server answered something the contract does not allow (a server bug);
 * - `aborted`: the run was stopped.
 */
export type SimulatorErrorKind = 'invalid' | 'http' | 'network' | 'target' | 'contract' | 'aborted';

export class SimulatorError extends Error {
  readonly kind: SimulatorErrorKind;
  readonly issues: Issue[];
  readonly status: number | undefined;
  readonly code: string | undefined;

  constructor(kind: SimulatorErrorKind, message: string, options: { issues?: Issue[]; status?: number; code?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'SimulatorError';
    this.kind = kind;
    this.issues = options.issues ?? [];
    this.status = options.status;
    this.code = options.code;
  }
}

export function invalid(context: string, issues: Issue[]): SimulatorError {
  return new SimulatorError('invalid', `${context}: ${formatIssues(issues)}`, { issues });
}

export function isSimulatorError(error: unknown): error is SimulatorError {
  return error instanceof SimulatorError;
}

/** A one-line description of any error the engine may throw. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
