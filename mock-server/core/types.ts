import type { OperationSpec } from '../../src/api/generated/operations';
import type { Clock } from './clock';
import type { Store } from '../store/store';
import type { SessionRecord, UserRecord } from '../store/schema';

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
}

export interface MockResponse {
  status: number;
  /** JSON body (serialised by the transport) … */
  body?: unknown;
  /** … or a raw body with its content type (PDF, HTML, event streams are handled by the transport). */
  raw?: { contentType: string; data: Uint8Array | string };
  headers?: Record<string, string>;
  /** Full Set-Cookie header values. */
  cookies?: string[];
  /** Fault injection: drop the connection without an answer (node transport) / a network error (MSW). */
  drop?: boolean;
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
  correlationId: string;
}

export type Handler<TParams = never, TQuery = never, TBody = never> = (
  context: HandlerContext<TParams, TQuery, TBody>,
) => MockResponse | Promise<MockResponse>;
