import { createHash } from 'node:crypto';
import type { OperationSpec } from '@contract-kit/operations';
import type { IdempotencyRecord } from '../store/schema';
import type { Store } from '../store/store';
import type { Clock } from './clock';
import { badRequest, errorResponse } from './errors';
import type { MockResponse } from './types';

/**
 * Idempotency keys of the money movements (contract: parameters/IdempotencyKey). An operation takes part when its
 * contract declares the `Idempotency-Key` header — nothing here names an operation.
 *
 * - A key is a uuid, compared in lower case (the same uuid in capitals is the same key); anything else is a 400
 *   InvalidIdempotencyKey.
 * - The first successful answer for (user, operation, key) is kept, journaled with the request's own writes, and
 *   a repeat gets it back unchanged (`Idempotent-Replayed: true`) without the handler running again.
 * - A new key is a new request, even with an identical body (two withdrawals of 11 USDT are two withdrawals).
 * - The same key with another request is refused (422 IdempotencyKeyReused); a repeat while the first is still
 *   being handled gets 409 IdempotencyKeyInFlight.
 * - Refusals (4xx) and failures are not kept: they changed nothing, so a repeat is judged afresh.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key's answer is kept. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

/**
 * A key is a uuid (the contract's `format: uuid`), compared in its canonical form — lower case — so that the same
 * uuid in capitals (`3F1C…` for `3f1c…`) is the same key, answered with the first result instead of moving money again.
 */
export const canonicalIdempotencyKey = (key: string): string => key.toLowerCase();

/** A key that is not a uuid: 400 InvalidIdempotencyKey, naming the header and what it must be. */
export function invalidIdempotencyKey(): MockResponse {
  const reason = 'Expected a uuid such as 3f1c2a9e-7b4d-4e8a-9c21-5d6f7a8b9c0d, one per submission';
  return badRequest(
    `${IDEMPOTENCY_HEADER} must be a uuid (one per submission of a money movement, reused only by its retries)`,
    [{ path: `header.${IDEMPOTENCY_HEADER}`, message: reason }],
    'InvalidIdempotencyKey',
  );
}

export function usesIdempotencyKey(operation: OperationSpec): boolean {
  const shape = (operation.schemas.header as { shape?: Record<string, unknown> } | undefined)?.shape;
  return Boolean(shape && IDEMPOTENCY_HEADER in shape);
}

/** Same value, same text: object keys sorted at every level. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export interface IdempotentCall {
  operation: OperationSpec;
  userId: string;
  key: string;
  /** The validated path parameters and body: what makes two requests "the same request". */
  params: unknown;
  body: unknown;
}

const recordId = (call: IdempotentCall) => `${call.userId}:${call.operation.operationId}:${canonicalIdempotencyKey(call.key)}`;
const fingerprintOf = (call: IdempotentCall) =>
  createHash('sha256')
    .update(canonical({ params: call.params, body: call.body }))
    .digest('hex');

export class IdempotencyKeys {
  /** Requests under way (in memory: a restart ends them anyway). */
  private readonly inFlight = new Set<string>();

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
  ) {}

  /**
   * Before the handler: an answer to give instead (a replay or a refusal), or a ticket to `finish` with the
   * handler's answer.
   */
  begin(call: IdempotentCall): { answer: MockResponse } | { ticket: { id: string; fingerprint: string } } {
    const id = recordId(call);
    const fingerprint = fingerprintOf(call);
    const saved = this.store.get('idempotencyKeys', id);
    if (saved && Date.parse(saved.expiresAt) > this.clock.nowMs()) {
      if (saved.fingerprint !== fingerprint) {
        const message = `This ${IDEMPOTENCY_HEADER} was already used for a different request; send a new key for a new request`;
        return { answer: errorResponse(422, message, { code: 'IdempotencyKeyReused' }) };
      }
      return { answer: { status: saved.status, body: saved.body, headers: { [REPLAYED_HEADER]: 'true' } } };
    }
    if (this.inFlight.has(id)) {
      return { answer: errorResponse(409, `A request with this ${IDEMPOTENCY_HEADER} is still being processed`, { code: 'IdempotencyKeyInFlight' }) };
    }
    this.inFlight.add(id);
    return { ticket: { id, fingerprint } };
  }

  /** After the handler: keeps a successful answer (in the same journaled unit as the handler's writes). */
  finish(call: IdempotentCall, ticket: { id: string; fingerprint: string }, response: MockResponse | undefined): void {
    this.inFlight.delete(ticket.id);
    if (!response || response.status < 200 || response.status >= 300 || response.raw) return;
    const now = this.clock.nowMs();
    const record: IdempotencyRecord = {
      id: ticket.id,
      userId: call.userId,
      operationId: call.operation.operationId,
      fingerprint: ticket.fingerprint,
      status: response.status,
      body: response.body,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + IDEMPOTENCY_KEY_TTL_MS).toISOString(),
    };
    this.store.put('idempotencyKeys', record);
  }

  /** Drops the answers whose keys have expired (run with the domains' sweeps). */
  sweep(): void {
    const now = this.clock.nowMs();
    for (const record of this.store.filter('idempotencyKeys', (candidate) => Date.parse(candidate.expiresAt) <= now)) this.store.delete('idempotencyKeys', record.id);
  }
}
