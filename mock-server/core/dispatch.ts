import { randomUUID } from 'node:crypto';
import { operations as allOperations, type OperationSpec } from '@contract-kit/operations';
import { isRecentlyAuthenticated, resolveSession } from '../identity/sessions';
import type { MockEvent } from './events';
import { badRequest, emailNotVerified, errorResponse, notFound, reauthenticationRequired, unauthorized } from './errors';
import { canonicalIdempotencyKey, IDEMPOTENCY_HEADER, IdempotencyKeys, invalidIdempotencyKey, usesIdempotencyKey, type IdempotentCall } from './idempotency';
import { guardRequest } from './request-guard';
import { createRouter } from './router';
import type { Handler, HandlerContext, MockRequest, MockResponse, MockServices } from './types';
import { isUuid } from './uuid';
import { parseJson, parseWith, queryToObject, type Issue } from './validate';

export type HandlerMap = Partial<Record<string, Handler<never, never, never>>>;

/** Runs before the handler; may answer instead (fault injection, throttling). */
export type Interceptor = (operation: OperationSpec, request: MockRequest) => MockResponse | Promise<MockResponse | undefined> | undefined;

export interface DispatcherOptions {
  services: MockServices;
  handlers: HandlerMap;
  /** Answers operations without a domain handler (contract-valid generated data). */
  fallback?: (operation: OperationSpec) => MockResponse | undefined;
  /** Check every response against the contract (dev and test); a violation becomes a logged 500. */
  validateResponses: boolean;
  interceptors?: Interceptor[];
  log?: (line: string) => void;
  operations?: readonly OperationSpec[];
}

export interface Dispatcher {
  dispatch(request: MockRequest): Promise<MockResponse & { operation?: OperationSpec }>;
  operations: readonly OperationSpec[];
  /** The Idempotency-Key answers (their sweep runs with the domains'). */
  idempotency: IdempotencyKeys;
}

export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const { store, clock } = options.services;
  const operations = options.operations ?? allOperations;
  const router = createRouter(operations);
  const idempotency = new IdempotencyKeys(store, clock);
  const log = options.log ?? ((line: string) => console.error(line));

  function parseBody(operation: OperationSpec, request: MockRequest): { ok: true; value: unknown } | { ok: false; response: MockResponse } {
    const schema = operation.schemas.body;
    const text = request.bodyText;
    const hasBody = text !== undefined && text.length > 0;
    if (!schema) return { ok: true, value: undefined };
    if (!hasBody) {
      if (operation.bodyRequired) return { ok: false, response: badRequest('Request body is required', [{ path: 'body', message: 'Required' }]) };
      return { ok: true, value: undefined };
    }
    // The content type was checked with the request's origin, for every state change (core/request-guard.ts).
    try {
      return { ok: true, value: parseJson(text) };
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'invalid JSON';
      return { ok: false, response: badRequest(`Malformed JSON body: ${reason}`, [{ path: 'body', message: reason }], 'MalformedJson') };
    }
  }

  function headerObject(operation: OperationSpec, request: MockRequest): Record<string, string | undefined> {
    const schema = operation.schemas.header as { shape?: Record<string, unknown> } | undefined;
    const out: Record<string, string | undefined> = {};
    for (const name of Object.keys(schema?.shape ?? {})) out[name] = request.headers[name.toLowerCase()];
    return out;
  }

  function checkResponse(operation: OperationSpec, response: MockResponse): MockResponse {
    if (!options.validateResponses || response.raw || response.stream) return response;
    const declared = operation.responses[response.status];
    const fail = (detail: string) => {
      const message = `Contract violation: ${operation.operationId} answered ${response.status} — ${detail}`;
      log(message);
      return errorResponse(500, message, { code: 'ContractViolation' });
    };
    if (!(response.status in operation.responses)) return fail(`status ${response.status} is not declared in the contract`);
    if (!declared) return response;
    const result = declared.safeParse(response.body);
    if (result.success) return response;
    const first = result.error.issues[0];
    const field = first ? ['body', ...first.path.map(String)].join('.') : 'body';
    return fail(`${field}: ${first?.message ?? 'invalid'}`);
  }

  async function run(request: MockRequest, correlationId: string, emitted: MockEvent[]): Promise<MockResponse & { operation?: OperationSpec }> {
    // Where a state change comes from and what its body is: one check for every one, before anything else.
    const refused = guardRequest(request, options.services.appOrigin);
    if (refused) return refused;
    const match = router.match(request.method, request.path);
    if (match.kind === 'not-found') return notFound(`No API operation matches ${request.method} ${request.path}`);
    if (match.kind === 'method-not-allowed') {
      const response = errorResponse(405, `${request.method} is not allowed on ${request.path}; use ${match.allowed.join(', ')}`, { code: 'MethodNotAllowed' });
      return { ...response, headers: { ...response.headers, Allow: match.allowed.join(', ') } };
    }
    const { operation } = match;

    for (const interceptor of options.interceptors ?? []) {
      const answer = await interceptor(operation, request);
      if (answer) return { ...answer, operation };
    }

    const session = resolveSession(store, clock, request.headers['cookie']);
    if (operation.requiresAuth && !session) return { ...unauthorized(), operation };
    // Money movement and card operations (x-requires-verified-email in the contract) need a verified e-mail address,
    // whatever the client shows: checked here, once, for every such operation.
    if (operation.requiresVerifiedEmail && session && !session.user.verified) return { ...checkResponse(operation, emailNotVerified()), operation };
    // Card secrets and changes to how the account is secured (x-requires-reauthentication) need the account holder's
    // proof within the last minutes — the sign-in or reauthenticate — not just the session's cookie: checked here, once.
    if (operation.requiresReauthentication && session && !isRecentlyAuthenticated(session.record, clock.nowMs())) {
      return { ...checkResponse(operation, reauthenticationRequired()), operation };
    }

    // Money movements: an Idempotency-Key that is not a uuid is refused with its own reason (before the other fields).
    const rawKey = usesIdempotencyKey(operation) ? request.headers[IDEMPOTENCY_HEADER.toLowerCase()] : undefined;
    if (rawKey !== undefined && !isUuid(rawKey)) return { ...invalidIdempotencyKey(), operation };
    const issues: Issue[] = [];
    const params = parseWith('path', operation.schemas.params, match.params);
    if (!params.ok) issues.push(...params.issues);
    const query = parseWith('query', operation.schemas.query, queryToObject(request.query));
    if (!query.ok) issues.push(...query.issues);
    else if (!operation.schemas.query && [...request.query.keys()].length > 0) {
      issues.push(...[...new Set(request.query.keys())].map((key) => ({ path: `query.${key}`, message: 'Unknown query parameter' })));
    }
    const header = parseWith('header', operation.schemas.header, headerObject(operation, request));
    if (!header.ok) issues.push(...header.issues);
    const rawBody = parseBody(operation, request);
    if (!rawBody.ok) return { ...rawBody.response, operation };
    const body = parseWith('body', operation.schemas.body, rawBody.value);
    if (!body.ok) issues.push(...body.issues);
    if (issues.length > 0) {
      const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
      return { ...badRequest(`Invalid request: ${summary}`, issues), operation };
    }

    const handler = options.handlers[operation.operationId] as Handler<unknown, unknown, unknown> | undefined;
    const context: HandlerContext<unknown, unknown, unknown> = {
      operation,
      params: params.ok ? params.value : undefined,
      query: query.ok ? query.value : undefined,
      body: body.ok ? body.value : undefined,
      request,
      session,
      store,
      clock,
      services: options.services,
      correlationId,
      emit: (event) => emitted.push({ ...event, at: event.at ?? clock.now().toISOString() }),
    };
    // Money movements: a repeated Idempotency-Key answers what its first request answered (contract: IdempotencyKey).
    // Compared in canonical form: the same uuid in capitals is the same key.
    const key = session && rawKey !== undefined ? canonicalIdempotencyKey(rawKey) : undefined;
    const call: IdempotentCall | null = key && session ? { operation, userId: session.user.id, key, params: context.params, body: context.body } : null;
    let ticket: { id: string; fingerprint: string } | null = null;
    if (call) {
      const started = idempotency.begin(call);
      if ('answer' in started) return { ...checkResponse(operation, started.answer), operation };
      ticket = started.ticket;
    }
    let response: MockResponse | undefined;
    try {
      const answer = await answerOf(handler, context, operation);
      response = answer && checkResponse(operation, answer);
      // An answer the contract refuses is a 500: whatever the handler wrote goes with it, so a 500 never moved money.
      if (answer && response !== answer) {
        store.rollback();
        emitted.length = 0;
      }
    } finally {
      if (call && ticket) idempotency.finish(call, ticket, response);
    }
    return { ...(response ?? errorResponse(501, `${operation.operationId} is not implemented by the mock server`, { code: 'NotImplemented' })), operation };
  }

  /** The domain handler's answer, or the contract-valid generated one; undefined when there is neither. */
  async function answerOf(handler: Handler<unknown, unknown, unknown> | undefined, context: HandlerContext<unknown, unknown, unknown>, operation: OperationSpec) {
    if (handler) return handler(context);
    return options.fallback?.(operation);
  }

  return {
    operations,
    idempotency,
    async dispatch(request) {
      let response: MockResponse & { operation?: OperationSpec };
      const emitted: MockEvent[] = [];
      // A correlation id that is not a uuid is replaced by a fresh one: nothing the caller sent is echoed unchecked.
      const sent = request.headers['x-correlation-id'];
      const correlationId = sent !== undefined && isUuid(sent) ? sent : randomUUID();
      try {
        response = await run(request, correlationId, emitted);
        store.flush();
        // Answered (and announced) only once its writes are on disk.
        await store.durable();
        for (const event of emitted) options.services.events.publish(event);
      } catch (error) {
        store.rollback();
        log(`mock-server: ${request.method} ${request.path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        response = errorResponse(500, 'Internal mock server error', { code: 'InternalError' });
      }
      response.headers = { ...response.headers, 'X-Correlation-ID': correlationId };
      return response;
    },
  };
}
