import type * as z from 'zod';
import { operations, type OperationId, type OperationSpec } from '@contract-kit/operations';
import type * as sim from '@contract-kit/zod';
import { SimulatorError } from './errors';
import { check, formatIssues, type Issue } from './validation';

/** The fetch the engine uses: the global one in the browser and in Node 22, or a test double. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<{
  status: number;
  ok: boolean;
  text(): Promise<string>;
}>;

export interface ClientOptions {
  /** Origin of the mock server, e.g. http://127.0.0.1:4010; '' for the page's own origin (the dev proxy). */
  baseUrl: string;
  fetch?: FetchLike;
  /** Check every answer against the contract too (default true): a mismatch is a `contract` error. */
  validateResponses?: boolean;
}

export interface CallInput {
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

const byId = new Map(operations.map((operation) => [operation.operationId, operation]));

/** The contract's operation, or a `target` error naming the missing one (a helper's contract not merged yet). */
export function operationOf(operationId: OperationId | string): OperationSpec {
  const operation = byId.get(operationId);
  if (!operation) throw new SimulatorError('target', `Operation ${operationId} is not in the contract`);
  return operation;
}

/** Operation ids of the whole contract, for the fault form (by tag, then id). */
export function contractOperations(): { operationId: string; method: string; path: string; tag: string }[] {
  return operations.map(({ operationId, method, path, tag }) => ({ operationId, method, path, tag })).sort((a, b) => a.tag.localeCompare(b.tag) || a.operationId.localeCompare(b.operationId));
}

function errorFromBody(status: number, text: string, operationId: string): SimulatorError {
  let body: { message?: unknown; code?: unknown; issues?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // not JSON: keep the status only
  }
  const issues = Array.isArray(body.issues)
    ? body.issues.filter((issue): issue is Issue => typeof issue === 'object' && issue !== null && typeof (issue as Issue).path === 'string' && typeof (issue as Issue).message === 'string')
    : [];
  const message = typeof body.message === 'string' && body.message ? body.message : `HTTP ${status}`;
  return new SimulatorError('http', `${operationId} answered ${status}: ${message}`, { status, code: typeof body.code === 'string' ? body.code : undefined, issues });
}

/**
 * The engine's only way to the mock server: looks the operation up in the contract's operations table, checks
 * path parameters, query and body with the contract's zod schemas before anything is sent (an `invalid` error
 * naming each field otherwise), and checks the answer against the contract.
 */
export class SimulatorClient {
  readonly baseUrl: string;
  private readonly fetchImpl: FetchLike;
  private readonly validateResponses: boolean;

  constructor(options: ClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    const globalFetch = (globalThis as { fetch?: FetchLike }).fetch;
    const fetchImpl = options.fetch ?? (globalFetch ? (globalFetch.bind(globalThis) as FetchLike) : undefined);
    if (!fetchImpl) throw new Error('SimulatorClient: no fetch available');
    this.fetchImpl = fetchImpl;
    this.validateResponses = options.validateResponses ?? true;
  }

  /** Checks the input of `operationId` against the contract without sending it. */
  validate(operationId: OperationId, input: CallInput): Issue[] {
    const operation = operationOf(operationId);
    const issues: Issue[] = [];
    const { params, query, body } = operation.schemas;
    if (params) {
      const result = check(params, input.params ?? {}, 'path');
      if (!result.ok) issues.push(...result.issues);
    }
    if (query) {
      const defined = Object.fromEntries(Object.entries(input.query ?? {}).filter(([, value]) => value !== undefined));
      const result = check(query, defined, 'query');
      if (!result.ok) issues.push(...result.issues);
    }
    if (body && (input.body !== undefined || operation.bodyRequired)) {
      const result = check(body, input.body, 'body');
      if (!result.ok) issues.push(...result.issues);
    }
    return issues;
  }

  async call<T = unknown>(operationId: OperationId, input: CallInput = {}): Promise<T> {
    const operation = operationOf(operationId);
    const issues = this.validate(operationId, input);
    if (issues.length > 0) throw new SimulatorError('invalid', `${operationId}: ${formatIssues(issues)}`, { issues });

    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(input.params?.[name] ?? ''));
    const search = new URLSearchParams(Object.entries(input.query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
    const url = `${this.baseUrl}${path}${search ? `?${search}` : ''}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (input.body !== undefined) headers['content-type'] = 'application/json';

    let response: Awaited<ReturnType<FetchLike>>;
    try {
      response = await this.fetchImpl(url, { method: operation.method, headers, body: input.body === undefined ? undefined : JSON.stringify(input.body), signal: input.signal });
    } catch (error) {
      if (input.signal?.aborted) throw new SimulatorError('aborted', 'Stopped', { cause: error });
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
      throw new SimulatorError('network', `Cannot reach the mock server at ${this.baseUrl || 'this origin'}: ${error instanceof Error ? error.message : String(error)}${cause}`, { cause: error });
    }
    const text = await response.text();
    if (!response.ok) throw errorFromBody(response.status, text, operationId);
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      throw new SimulatorError('contract', `${operationId} answered ${response.status} with a body that is not JSON`);
    }
    const schema = operation.responses[response.status];
    if (this.validateResponses && schema) {
      const result = check(schema, json, 'response');
      if (!result.ok) throw new SimulatorError('contract', `${operationId} answered outside the contract: ${formatIssues(result.issues)}`, { issues: result.issues });
    }
    return json as T;
  }

  // ---- typed shortcuts of the simulator controls the engine uses

  users(email?: string, signal?: AbortSignal) {
    return this.call<z.infer<typeof sim.ListSimulatorUsers200Response>>('listSimulatorUsers', { query: { email }, signal });
  }

  clock(signal?: AbortSignal) {
    return this.call<z.infer<typeof sim.GetSimulatorClock200Response>>('getSimulatorClock', { signal });
  }

  faults(signal?: AbortSignal) {
    return this.call<z.infer<typeof sim.ListSimulatorFaults200Response>>('listSimulatorFaults', { signal });
  }

  clearFaults(signal?: AbortSignal) {
    return this.call<z.infer<typeof sim.ClearSimulatorFaults200Response>>('clearSimulatorFaults', { signal });
  }

  reset(seed?: number, signal?: AbortSignal) {
    return this.call<z.infer<typeof sim.ResetSimulator200Response>>('resetSimulator', { body: seed === undefined ? {} : { seed }, signal });
  }

  cardTransactionBatch(items: z.infer<typeof sim.SimulateCardTransactionBatchBody>['items'], signal?: AbortSignal) {
    return this.call<z.infer<typeof sim.SimulateCardTransactionBatch201Response>>('simulateCardTransactionBatch', { body: { items }, signal });
  }
}

export type SimulatorUser = z.infer<typeof sim.ListSimulatorUsers200Response>['data'][number];
export type SimulatorUserCard = SimulatorUser['cards'][number];
