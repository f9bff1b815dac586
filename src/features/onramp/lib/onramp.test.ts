import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { isRecoverable, ONRAMP_ERROR_CODES, toOnrampError } from './errors';
import { readWidgetMessage } from './widget-events';

describe('on-ramp error recoverability (spec 01 §8)', () => {
  it('follows the catalogue for the codes it marks', () => {
    for (const code of ['WIDGET_LOAD_FAILED', 'NETWORK_ERROR', 'USER_CANCELLED', 'RATE_LIMIT_EXCEEDED'] as const) expect(isRecoverable({ code })).toBe(true);
    for (const code of ['INVALID_CONFIG', 'CONFIGURATION_ERROR', 'KYC_FAILED', 'UNSUPPORTED_REGION'] as const) expect(isRecoverable({ code, status: 503 })).toBe(false);
  });

  it('lets provider or API errors recover only on 5xx, timeout, temporary, retry or maintenance', () => {
    expect(isRecoverable({ code: 'PROVIDER_API_ERROR', status: 502 })).toBe(true);
    expect(isRecoverable({ code: 'PROVIDER_API_ERROR', status: 422 })).toBe(false);
    expect(isRecoverable({ code: 'PROVIDER_UNAVAILABLE', providerCode: 'GATEWAY_TIMEOUT' })).toBe(true);
    expect(isRecoverable({ code: 'PROVIDER_UNAVAILABLE', providerCode: 'TEMPORARILY_DOWN' })).toBe(true);
    expect(isRecoverable({ code: 'PROVIDER_API_ERROR', providerCode: 'PLEASE_RETRY' })).toBe(true);
    expect(isRecoverable({ code: 'PROVIDER_API_ERROR', providerCode: 'MAINTENANCE' })).toBe(true);
    expect(isRecoverable({ code: 'PAYMENT_FAILED', providerCode: 'PAYMENT_FAILED' })).toBe(false);
    expect(isRecoverable({ code: 'UNKNOWN' })).toBe(false);
  });

  it('maps API failures to catalogue codes', () => {
    expect(toOnrampError(new ApiError({ status: 403, message: 'x', details: { errorCode: 'UNSUPPORTED_REGION' } })).code).toBe('UNSUPPORTED_REGION');
    expect(toOnrampError(new ApiError({ status: 0, message: 'x' })).code).toBe('NETWORK_ERROR');
    expect(toOnrampError(new ApiError({ status: 429, message: 'x' })).code).toBe('RATE_LIMIT_EXCEEDED');
    const server = toOnrampError(new ApiError({ status: 500, message: 'boom' }));
    expect(server.code).toBe('PROVIDER_API_ERROR');
    expect(isRecoverable(server)).toBe(true);
    expect(ONRAMP_ERROR_CODES).toHaveLength(14);
  });
});

describe('widget messages', () => {
  const frame = {} as MessageEventSource;
  const expected = { origin: 'https://widget.example', source: frame, sessionId: 'ors-1' };
  const message = (data: unknown, origin = 'https://widget.example', source: MessageEventSource | null = frame) => ({ data, origin, source });

  it('accepts the events of its own widget', () => {
    expect(readWidgetMessage(message({ source: 'cardramp-widget', sessionId: 'ors-1', type: 'transaction.created', orderId: 'LOOK-1' }), expected)).toEqual({
      type: 'transaction.created',
      orderId: 'LOOK-1',
    });
    expect(
      readWidgetMessage(
        message({ source: 'cardramp-widget', sessionId: 'ors-1', type: 'transaction.completed', orderId: 'LOOK-1', order: { orderId: 'LOOK-1', cryptoAmount: '95.51', cryptoCurrency: 'USDT' } }),
        expected,
      ),
    ).toMatchObject({ type: 'transaction.completed', order: { cryptoAmount: '95.51' } });
    expect(readWidgetMessage(message({ source: 'cardramp-widget', sessionId: 'ors-1', type: 'transaction.failed', error: { code: 'KYC_FAILED' } }), expected)).toMatchObject({
      type: 'transaction.failed',
      error: { code: 'KYC_FAILED' },
    });
    expect(readWidgetMessage(message({ source: 'cardramp-widget', sessionId: 'ors-1', type: 'widget.closed' }), expected)).toEqual({ type: 'widget.closed' });
  });

  it('ignores messages from another origin, another frame, another session or of unknown shape', () => {
    const data = { source: 'cardramp-widget', sessionId: 'ors-1', type: 'widget.closed' };
    expect(readWidgetMessage(message(data, 'https://evil.example'), expected)).toBeNull();
    expect(readWidgetMessage(message(data, 'https://widget.example', {} as MessageEventSource), expected)).toBeNull();
    expect(readWidgetMessage(message({ ...data, sessionId: 'ors-2' }), expected)).toBeNull();
    expect(readWidgetMessage(message({ ...data, source: 'other' }), expected)).toBeNull();
    expect(readWidgetMessage(message('widget.closed'), expected)).toBeNull();
    expect(readWidgetMessage(message({ ...data, type: 'transaction.exploded' }), expected)).toBeNull();
  });

  it('drops a completed order whose amount is not a decimal string', () => {
    const event = readWidgetMessage(
      message({ source: 'cardramp-widget', sessionId: 'ors-1', type: 'transaction.completed', order: { orderId: 'LOOK-1', cryptoAmount: '1e9', cryptoCurrency: 'USDT' } }),
      expected,
    );
    expect(event).toMatchObject({ type: 'transaction.completed', order: null });
  });
});
