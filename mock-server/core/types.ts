import type { OperationSpec } from '@contract-kit/operations';
import type { Clock } from './clock';
import type { EventHub, MockEvent } from './events';
import type { FaultRegistry } from './faults';
import type { Store } from '../store/store';
import type { SessionRecord, UserRecord } from '../store/schema';
import type { SessionPolicy } from '../identity/sessions';

/** A transport-neutral request: the node server and the MSW adapter both build one of these. */
export interface MockRequest {
  method: string;
  /** Path without the query string, e.g. /api/cards/abc/freeze */
  path: string;
  query: URLSearchParams;
  /** Lower-case header names. */
  headers: Readonly<Record<string, string | undefined>>;
  /** Raw body text (undefined when there is none). */
  bodyText: string | undefined;
  /**
   * Who is calling, for per-client throttling and the place of a sign-in: the peer address the transport saw (the
   * node server reads X-Forwarded-For only with --trust-proxy, from a loopback peer, and then its right-most hop —
   * the one the dev or preview proxy appended). Absent: one local client.
   */
  client?: string;
  /**
   * The origin the request was addressed to (`http://127.0.0.1:5173`), as the transport saw it: the node server's
   * Host header, the URL MSW intercepted. A state change whose `Origin` is neither this nor the app's origin is
   * refused (core/request-guard.ts). Absent: only the app's origin is the request's own.
   */
  addressedTo?: string;
}

export interface MockResponse {
  status: number;
  /** JSON body (serialised by the transport) … */
  body?: unknown;
  /** … or a raw body with its content type (PDF, HTML). */
  raw?: { contentType: string; data: Uint8Array | string };
  /**
   * … or a body streamed in chunks (CSV exports): the transport pulls the next chunk only when the client has taken
   * the previous ones, so a large file is never built in memory. Read-only: it runs after the request's writes.
   */
  stream?: { contentType: string; chunks: Iterable<string> };
  headers?: Record<string, string>;
  /** Full Set-Cookie header values. */
  cookies?: string[];
  /** Fault injection: drop the connection without an answer (node transport) / a network error (MSW). */
  drop?: boolean;
}

/** Server-wide services a handler may use besides the store and clock. */
export interface MockServices {
  store: Store;
  clock: Clock;
  events: EventHub;
  faults: FaultRegistry;
  /** The faker seed of the current data. */
  seed(): number;
  /** Origin of the app that mailed links open (`--app-origin`); never taken from a request. */
  appOrigin: string;
  /** A card's CVV2, derived from its PAN and expiry with the store's key (a CVV is never stored). */
  cvvOf(pan: string, expiry: string): string;
  /** How long sessions live (`--idle-timeout`, `--session-lifetime`). */
  sessionPolicy: SessionPolicy;
  /** Back to the seed (`seed`, or the current one) as of the clock's own time, or as of `at`, where the clock then stands. */
  reset(seed?: number, at?: Date): void;
  /** Runs the domains' due-time sweeps now (after a clock change). */
  sweep(): void;
}

export interface HandlerContext<TParams = unknown, TQuery = unknown, TBody = unknown> {
  operation: OperationSpec;
  params: TParams;
  query: TQuery;
  body: TBody;
  request: MockRequest;
  /** The signed-in user and session, when the request carries a valid session cookie. */
  session: { user: UserRecord; record: SessionRecord } | null;
  store: Store;
  clock: Clock;
  services: MockServices;
  correlationId: string;
  /** Announces a state change on the event stream — published only once the writes are journaled. */
  emit(event: Omit<MockEvent, 'at'> & { at?: string }): void;
}

export type Handler<TParams = never, TQuery = never, TBody = never> = (context: HandlerContext<TParams, TQuery, TBody>) => MockResponse | Promise<MockResponse>;

/** Announces a state change on the event stream (`at` defaults to the clock's now). */
export type Emit = HandlerContext['emit'];

/** A signed-in context (for operations whose contract requires a session, the dispatcher guarantees it). */
export function requireSession(context: HandlerContext<unknown, unknown, unknown>): { user: UserRecord; record: SessionRecord } {
  if (!context.session) throw new Error(`${context.operation.operationId}: handler reached without a session`);
  return context.session;
}
