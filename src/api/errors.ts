/**
 * The one client-side error. Built from every error shape the contract (and the spec) uses:
 * `message`, `code`, `error.message`, `error.details.errorCode`, `generalErrors[0].message`, `issues`.
 */
export interface ApiIssue {
  path: string;
  message: string;
}

export interface ApiErrorInit {
  status: number;
  code?: string | undefined;
  message: string;
  details?: Record<string, unknown> | undefined;
  issues?: ApiIssue[] | undefined;
  retryAfterSeconds?: number | undefined;
  correlationId?: string | undefined;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: Record<string, unknown>;
  readonly issues: ApiIssue[];
  readonly retryAfterSeconds: number | undefined;
  readonly correlationId: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? {};
    this.issues = init.issues ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.correlationId = init.correlationId;
  }

  /** `error.details.errorCode` of the spec, falling back to the top-level code. */
  get errorCode(): string | undefined {
    const fromDetails = this.details['errorCode'];
    return typeof fromDetails === 'string' ? fromDetails : this.code;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const INVALID_RESPONSE_CODE = 'INVALID_RESPONSE';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

function readIssues(value: unknown): ApiIssue[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((issue) => ({ path: String(issue['path'] ?? ''), message: String(issue['message'] ?? '') }));
}

/** Builds an ApiError from a non-2xx response body of any shape (or none). */
export function toApiError(status: number, body: unknown, fallbackMessage: string, correlationId?: string): ApiError {
  if (!isRecord(body)) {
    return new ApiError({ status, message: str(body) ?? fallbackMessage, correlationId });
  }
  const error = isRecord(body['error']) ? body['error'] : undefined;
  const details = error && isRecord(error['details']) ? error['details'] : undefined;
  const generalErrors = Array.isArray(body['generalErrors']) ? body['generalErrors'].filter(isRecord) : [];
  const message =
    str(error?.['message']) ?? str(generalErrors[0]?.['message']) ?? str(body['message']) ?? str(body['error']) ?? fallbackMessage;
  const code = str(body['code']) ?? str(error?.['code']) ?? str(details?.['errorCode']) ?? str(generalErrors[0]?.['code']);
  const retry = body['retryAfterSeconds'];
  return new ApiError({
    status,
    code,
    message,
    details: details ?? {},
    issues: readIssues(body['issues']),
    retryAfterSeconds: typeof retry === 'number' ? retry : undefined,
    correlationId,
  });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
