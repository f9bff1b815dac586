import { errorResponse } from './errors';

/**
 * What a simulator step did: the value, or why it was refused. Steps are plain functions over the store (the
 * simulator's HTTP endpoints, the verification page and the batch injector all call them); a handler turns a refusal
 * into the contract's error with `stepError`.
 */

export type StepResult<T> = { ok: true; value: T } | { ok: false; status: 404 | 409 | 422; message: string; code: string };

export const stepFailure = <T>(status: 404 | 409 | 422, message: string, code: string): StepResult<T> => ({ ok: false, status, message, code });

export const stepError = (result: { status: number; message: string; code: string }) => errorResponse(result.status, result.message, { code: result.code });
