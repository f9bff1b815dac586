import type { UseMutationOptions } from '@tanstack/react-query';
import { isApiError, type ApiError } from './errors';

/**
 * Idempotency keys of the money movements (contract: parameters/IdempotencyKey): one key per submission — one
 * press of the button — and the same key for every automatic retry of that submission. The server answers a
 * repeated key with the first result instead of moving money again, and treats a new key as a new request.
 *
 *   const withdrawal = useMutation(idempotentMutationOptions(getCreateWithdrawalMutationKey(), ({ data }, request) => createWithdrawal(data, request)));
 *   withdrawal.mutate({ data, idempotencyKey: newIdempotencyKey() }); // on submit
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A fresh key for a new submission. */
export const newIdempotencyKey = (): string => globalThis.crypto.randomUUID();

/** The variables of an idempotent mutation: the call's own plus the submission's key. */
export type Submission<TVariables> = TVariables & { idempotencyKey: string };

/** At most this many automatic retries of one submission. */
const MAX_SUBMISSION_RETRIES = 2;

/**
 * A submission is retried — with its key — only when its outcome is unknown or still being decided: the
 * connection failed under way (it may have reached the server), or the server is still processing the first
 * attempt of the key. An answer (success or refusal) and an offline failure (nothing was sent) are final.
 */
export function shouldRetrySubmission(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_SUBMISSION_RETRIES || !isApiError(error) || error.isOffline) return false;
  return error.isNetworkError || (error.status === 409 && error.errorCode === 'IdempotencyKeyInFlight');
}

/** 0.5 s, then 1 s: a dropped connection is retried quickly, while the button still shows the submit running. */
export const submissionRetryDelay = (failureCount: number): number => 500 * 2 ** failureCount;

/**
 * The options of a money movement's mutation: the generated call with the submission's key as its header,
 * retried as {@link shouldRetrySubmission} says, under the generated mutation key (which the app's MutationCache
 * uses to refresh what the movement changed).
 */
export function idempotentMutationOptions<TData, TVariables extends object>(
  mutationKey: readonly unknown[],
  send: (variables: TVariables, request: RequestInit) => Promise<TData>,
): UseMutationOptions<TData, ApiError, Submission<TVariables>> {
  return {
    mutationKey,
    mutationFn: ({ idempotencyKey, ...variables }) => send(variables as unknown as TVariables, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
    retry: shouldRetrySubmission,
    retryDelay: submissionRetryDelay,
  };
}
