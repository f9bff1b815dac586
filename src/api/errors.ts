import type { IntlShape } from 'react-intl';
import type { MessageId } from '@/i18n/message-id';

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
  /** False when the body carried no message and `message` is the transport's fallback (status text). Default true. */
  hasServerMessage?: boolean | undefined;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: Record<string, unknown>;
  readonly issues: ApiIssue[];
  readonly retryAfterSeconds: number | undefined;
  readonly correlationId: string | undefined;
  /** False when the server sent no message of its own (then features show their spec default). */
  readonly hasServerMessage: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? {};
    this.issues = init.issues ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.correlationId = init.correlationId;
    this.hasServerMessage = init.hasServerMessage ?? true;
  }

  /** `error.details.errorCode` of the spec, falling back to the top-level code. */
  get errorCode(): string | undefined {
    const fromDetails = this.details['errorCode'];
    return typeof fromDetails === 'string' ? fromDetails : this.code;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** Not sent at all because the device is offline (see {@link NETWORK_OFFLINE_CODE}). */
  get isOffline(): boolean {
    return this.code === NETWORK_OFFLINE_CODE;
  }

  /** The server refused the request's shape (400 with issues): the issues name the fields, the message is the client's own. */
  get isValidationError(): boolean {
    return this.status === 400 && this.issues.length > 0;
  }

  /** Whether an issue names this body field (`body.destinationEmail`, `body.shippingAddress.city` for 'shippingAddress'). */
  hasIssueAt(field: string): boolean {
    return this.issues.some((issue) => issue.path === `body.${field}` || issue.path.startsWith(`body.${field}.`));
  }
}

/** The code of a request the server refused for its shape (the contract's BadRequest). */
export const VALIDATION_ERROR_CODE = 'ValidationError';

/** The request went out (or may have) but no answer came back: whether the server acted is unknown. */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
/**
 * The device was offline, so the request was never sent: nothing happened on the server and the caller
 * may say so ("Nothing was sent"). Distinct from NETWORK_ERROR, where a write may or may not have landed.
 */
export const NETWORK_OFFLINE_CODE = 'NETWORK_OFFLINE';

/**
 * The user-facing text of an offline failure. The fetcher cannot use react-intl, so the app's providers
 * set the current locale's text (message `app.error.offline`); this English one is the fallback. Forms that
 * show `error.message` thus explain an offline submit without knowing about it.
 */
let offlineMessage = "You're offline. Nothing was sent — your entries are kept; try again when you're back online.";

export function setOfflineErrorMessage(text: string): void {
  if (text.trim() !== '') offlineMessage = text;
}

/**
 * The texts of the other failures the client names itself (no server answer to quote): no answer came back
 * (`app.error.network`), an answer that is not the JSON it claims (`app.error.invalidResponse`), or a refusal of
 * the request's shape, whose text is a validator's and never shown (`app.error.invalidRequest`), or a call the user
 * did not confirm when asked to (`app.error.reauthenticationCancelled`). Set
 * like the offline text by the app's providers in the current locale; English until then.
 */
const clientMessages = {
  network: 'Network connection error',
  invalidResponse: 'Invalid server response',
  invalidRequest: 'Some of the details were not accepted. Please check them and try again.',
  reauthenticationCancelled: "You didn't confirm it's you, so nothing was changed.",
};

export function setClientErrorMessages(texts: Partial<typeof clientMessages>): void {
  for (const [kind, text] of Object.entries(texts) as [keyof typeof clientMessages, string | undefined][]) {
    if (text !== undefined && text.trim() !== '') clientMessages[kind] = text;
  }
}

export function clientErrorMessage(kind: keyof typeof clientMessages): string {
  return clientMessages[kind];
}

/** A fresh ApiError for a request not sent because the device is offline. */
export function offlineError(correlationId?: string): ApiError {
  return new ApiError({ status: 0, code: NETWORK_OFFLINE_CODE, message: offlineMessage, correlationId });
}

/** True for an error of a request never sent because the device was offline. */
export function isOfflineError(error: unknown): error is ApiError {
  return isApiError(error) && error.isOffline;
}
export const INVALID_RESPONSE_CODE = 'INVALID_RESPONSE';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

function readIssues(value: unknown): ApiIssue[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((issue) => ({ path: String(issue['path'] ?? ''), message: String(issue['message'] ?? '') }));
}

/** Builds an ApiError from a non-2xx response body of any shape (or none). */
export function toApiError(status: number, body: unknown, fallbackMessage: string, correlationId?: string): ApiError {
  if (!isRecord(body)) {
    const text = str(body);
    return new ApiError({ status, message: text ?? fallbackMessage, correlationId, hasServerMessage: text !== undefined });
  }
  const error = isRecord(body['error']) ? body['error'] : undefined;
  const details = error && isRecord(error['details']) ? error['details'] : undefined;
  const generalErrors = Array.isArray(body['generalErrors']) ? body['generalErrors'].filter(isRecord) : [];
  const serverText = str(error?.['message']) ?? str(generalErrors[0]?.['message']) ?? str(body['message']) ?? str(body['error']);
  const code = str(body['code']) ?? str(error?.['code']) ?? str(details?.['errorCode']) ?? str(generalErrors[0]?.['code']);
  const issues = readIssues(body['issues']);
  // A validator's text ("Invalid request: body.destinationEmail: Invalid email address") never reaches a user:
  // the issues say which fields, and the forms map them to their own texts.
  const isValidation = status === 400 && issues.length > 0 && (code === undefined || code === VALIDATION_ERROR_CODE);
  const shown = isValidation ? undefined : serverText;
  const retry = body['retryAfterSeconds'];
  return new ApiError({
    status,
    code,
    message: shown ?? (isValidation ? clientErrorMessage('invalidRequest') : fallbackMessage),
    details: details ?? {},
    issues,
    retryAfterSeconds: typeof retry === 'number' ? retry : undefined,
    correlationId,
    hasServerMessage: shown !== undefined,
  });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The message a failure should show when the spec says "the server message or <default>": the server's own
 * message (or a client-side error's), else null — never the transport's status-text fallback.
 */
export function serverMessageOf(error: unknown): string | null {
  if (isApiError(error)) return error.hasServerMessage ? error.message.trim() || null : null;
  if (error instanceof Error) return error.message.trim() || null;
  return null;
}

/** Seconds to wait after a refusal for too many attempts (429) that names none. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** Seconds to wait after a 429 (the server's retryAfterSeconds / Retry-After, else 60); undefined for any other failure. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!isApiError(error) || error.status !== 429) return undefined;
  return error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS;
}

/**
 * What a failure shows — the one shape every feature's error mapping returns. A message of the catalogue (`id`,
 * with its `values`, as react-intl takes them); where the spec says "the server message, or <default>", the
 * server's own words in `serverText`, shown instead of `id`'s text; for a toast whose title depends on the
 * failure, that title. A mapping decides by the message (`message.id === 'auth.reset.mfaRestart'`), never by flags
 * beside it.
 */
export interface ErrorMessage {
  id: MessageId;
  values?: Record<string, string | number>;
  serverText?: string;
  title?: MessageId;
}

/** Spec: "the server message, or <default>": the server's own message of a failure, else the catalogue's `id`. */
export function serverMessageOr(error: unknown, id: MessageId): ErrorMessage {
  const serverText = serverMessageOf(error);
  return serverText === null ? { id } : { id, serverText };
}

/** The text of an error message in the current language. */
export function formatErrorMessage(intl: IntlShape, message: ErrorMessage): string {
  return message.serverText ?? intl.formatMessage({ id: message.id }, message.values);
}
