import { isDecimalString } from '@contract-kit/money';
import { WIDGET_MESSAGE_SOURCE } from './onramp-constants';
import { isOnrampErrorCode, type OnrampError } from './errors';

/** The provider widget's events (spec 01 §4: transaction created, completed, failed, widget closed). */
export interface CompletedOrder {
  orderId: string;
  cryptoAmount: string;
  cryptoCurrency: string;
  fiatAmount?: string;
  fiatCurrency?: string;
}

export type WidgetEvent =
  | { type: 'widget.ready' }
  | { type: 'transaction.created'; orderId: string | null }
  | { type: 'transaction.completed'; order: CompletedOrder | null; orderId: string | null }
  | { type: 'transaction.failed'; orderId: string | null; error: OnrampError | null }
  | { type: 'widget.closed' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null);

function readOrder(value: unknown): CompletedOrder | null {
  if (!isRecord(value)) return null;
  const orderId = str(value['orderId']);
  const cryptoAmount = str(value['cryptoAmount']);
  const cryptoCurrency = str(value['cryptoCurrency']);
  if (!orderId || !cryptoAmount || !isDecimalString(cryptoAmount) || !cryptoCurrency) return null;
  const fiatAmount = str(value['fiatAmount']);
  const fiatCurrency = str(value['fiatCurrency']);
  return {
    orderId,
    cryptoAmount,
    cryptoCurrency,
    ...(fiatAmount && isDecimalString(fiatAmount) ? { fiatAmount } : {}),
    ...(fiatCurrency ? { fiatCurrency } : {}),
  };
}

function readError(value: unknown): OnrampError | null {
  if (!isRecord(value)) return null;
  const code = value['code'];
  const status = typeof value['status'] === 'number' ? value['status'] : undefined;
  const message = str(value['message']) ?? undefined;
  if (!isOnrampErrorCode(code)) return null;
  return { code, providerCode: code, ...(message ? { message } : {}), ...(status !== undefined ? { status } : {}) };
}

export interface WidgetExpectation {
  /** Origin of the widget URL: messages from any other origin are ignored (ARCHITECTURE security rule). */
  origin: string;
  /** The iframe's window. */
  source: MessageEventSource | null;
  sessionId: string;
}

/** Reads a postMessage event: null unless it comes from the widget's origin and frame, for this session. */
export function readWidgetMessage(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, expected: WidgetExpectation): WidgetEvent | null {
  if (event.origin !== expected.origin) return null;
  if (expected.source && event.source !== expected.source) return null;
  const data: unknown = event.data;
  if (!isRecord(data) || data['source'] !== WIDGET_MESSAGE_SOURCE || data['sessionId'] !== expected.sessionId) return null;
  const orderId = str(data['orderId']);
  switch (data['type']) {
    case 'widget.ready':
      return { type: 'widget.ready' };
    case 'transaction.created':
      return { type: 'transaction.created', orderId };
    case 'transaction.completed':
      return { type: 'transaction.completed', orderId, order: readOrder(data['order']) };
    case 'transaction.failed':
      return { type: 'transaction.failed', orderId, error: readError(data['error']) };
    case 'widget.closed':
      return { type: 'widget.closed' };
    default:
      return null;
  }
}
