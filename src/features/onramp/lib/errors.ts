import { isApiError, type ErrorMessage } from '@/api/errors';
import { OnrampErrorCode } from '@contract-kit/enums';

export type { OnrampErrorCode };

/** Spec 01 §8: the on-ramp error catalogue, as the contract defines it. */
export const ONRAMP_ERROR_CODES: readonly OnrampErrorCode[] = Object.values(OnrampErrorCode);

export interface OnrampError {
  code: OnrampErrorCode;
  /** The provider's or server's own text, when there is one (not shown: the catalogue text is). */
  message?: string;
  /** HTTP status of a failed provider or API call. */
  status?: number;
  /** The provider's own code, when it differs from the catalogue code. */
  providerCode?: string;
}

const ONRAMP_ERROR_MESSAGE_IDS = {
  PROVIDER_UNAVAILABLE: 'onramp.error.PROVIDER_UNAVAILABLE',
  WIDGET_LOAD_FAILED: 'onramp.error.WIDGET_LOAD_FAILED',
  INVALID_CONFIG: 'onramp.error.INVALID_CONFIG',
  CONFIGURATION_ERROR: 'onramp.error.CONFIGURATION_ERROR',
  INITIALIZATION_FAILED: 'onramp.error.INITIALIZATION_FAILED',
  NETWORK_ERROR: 'onramp.error.NETWORK_ERROR',
  PROVIDER_API_ERROR: 'onramp.error.PROVIDER_API_ERROR',
  TRANSACTION_FAILED: 'onramp.error.TRANSACTION_FAILED',
  USER_CANCELLED: 'onramp.error.USER_CANCELLED',
  KYC_FAILED: 'onramp.error.KYC_FAILED',
  PAYMENT_FAILED: 'onramp.error.PAYMENT_FAILED',
  UNSUPPORTED_REGION: 'onramp.error.UNSUPPORTED_REGION',
  RATE_LIMIT_EXCEEDED: 'onramp.error.RATE_LIMIT_EXCEEDED',
  UNKNOWN: 'onramp.error.UNKNOWN',
} as const satisfies Record<OnrampErrorCode, string>;

/** Spec 01 §8: what an on-ramp failure shows — its catalogue text. */
export function onrampErrorMessage(error: OnrampError): ErrorMessage {
  return { id: ONRAMP_ERROR_MESSAGE_IDS[error.code] };
}

/** Spec 01 §8: recoverability fixed by the catalogue; the other codes follow the provider/API rule. */
const FIXED_RECOVERABILITY: Partial<Record<OnrampErrorCode, boolean>> = {
  WIDGET_LOAD_FAILED: true,
  NETWORK_ERROR: true,
  USER_CANCELLED: true,
  RATE_LIMIT_EXCEEDED: true,
  INVALID_CONFIG: false,
  CONFIGURATION_ERROR: false,
  KYC_FAILED: false,
  UNSUPPORTED_REGION: false,
};

const TRANSIENT = /\b5\d\d\b|timeout|timed out|temporar|retry|maintenance/i;

/**
 * Spec 01 §8: the catalogue's recoverable and not-recoverable codes as stated; provider or API errors are
 * recoverable only if the code is a 5xx, timeout, temporary, retry or maintenance.
 */
export function isRecoverable(error: OnrampError): boolean {
  const fixed = FIXED_RECOVERABILITY[error.code];
  if (fixed !== undefined) return fixed;
  if (error.status !== undefined && error.status >= 500 && error.status <= 599) return true;
  return TRANSIENT.test(error.providerCode ?? '');
}

export function isOnrampErrorCode(value: unknown): value is OnrampErrorCode {
  return typeof value === 'string' && (ONRAMP_ERROR_CODES as readonly string[]).includes(value);
}

/** A failed on-ramp API call (providers, session) as a catalogue error. */
export function toOnrampError(error: unknown): OnrampError {
  if (!isApiError(error)) return { code: 'UNKNOWN', message: error instanceof Error ? error.message : undefined };
  const code = error.errorCode;
  if (isOnrampErrorCode(code)) return { code, message: error.message, status: error.status, providerCode: code };
  if (error.isNetworkError) return { code: 'NETWORK_ERROR', message: error.message, status: 0 };
  if (error.status === 429) return { code: 'RATE_LIMIT_EXCEEDED', message: error.message, status: 429 };
  if (error.status === 503) return { code: 'PROVIDER_UNAVAILABLE', message: error.message, status: 503, providerCode: code };
  return { code: 'PROVIDER_API_ERROR', message: error.message, status: error.status, providerCode: code };
}
