import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { OnrampSession } from '@contract-kit/model';
import { WIDGET_MIN_HEIGHT_PX, WIDGET_READY_TIMEOUT_MS } from '../lib/onramp-constants';
import type { OnrampError } from '../lib/errors';
import { readWidgetMessage, type CompletedOrder } from '../lib/widget-events';

interface OnrampWidgetProps {
  session: OnrampSession;
  providerName: string;
  onCompleted: (order: CompletedOrder | null, orderId: string | null) => void;
  onFailed: (error: OnrampError | null) => void;
  onClosed: () => void;
}

/** Origin of the widget URL, or null when it is not a valid http(s) URL (then the frame is not shown). */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The provider's embedded widget (spec 01 §2, §4, §9: minimum height 600 px). Its events arrive by
 * postMessage and are accepted only from the widget's origin and frame (ARCHITECTURE security rule).
 */
export function OnrampWidget({ session, providerName, onCompleted, onFailed, onClosed }: OnrampWidgetProps) {
  const intl = useIntl();
  const frame = useRef<HTMLIFrameElement>(null);
  const [isReady, setReady] = useState(false);
  const [orderId, setOrderId] = useState<string | null>(null);
  const origin = originOf(session.widgetUrl);
  const callbacks = useRef({ onCompleted, onFailed, onClosed });
  useEffect(() => {
    callbacks.current = { onCompleted, onFailed, onClosed };
  });

  useEffect(() => {
    if (!origin) {
      callbacks.current.onFailed({ code: 'INVALID_CONFIG' });
      return;
    }
    const listener = (event: MessageEvent) => {
      const message = readWidgetMessage(event, { origin, source: frame.current?.contentWindow ?? null, sessionId: session.sessionId });
      if (!message) return;
      switch (message.type) {
        case 'widget.ready':
          setReady(true);
          break;
        case 'transaction.created':
          setReady(true);
          setOrderId(message.orderId);
          break;
        case 'transaction.completed':
          callbacks.current.onCompleted(message.order, message.orderId);
          break;
        case 'transaction.failed':
          callbacks.current.onFailed(message.error);
          break;
        case 'widget.closed':
          callbacks.current.onClosed();
          break;
      }
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [origin, session.sessionId]);

  // A widget that never says it is ready failed to load (WIDGET_LOAD_FAILED, recoverable).
  useEffect(() => {
    if (isReady) return;
    const timer = setTimeout(() => callbacks.current.onFailed({ code: 'WIDGET_LOAD_FAILED' }), WIDGET_READY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [isReady]);

  if (!origin) return null;
  return (
    <Box>
      {!isReady && <LinearProgress aria-label={intl.formatMessage({ id: 'onramp.widget.loading' })} sx={{ mb: 1 }} />}
      {orderId && (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
          {intl.formatMessage({ id: 'onramp.widget.orderCreated' }, { orderId })}
        </Typography>
      )}
      <Box
        component="iframe"
        ref={frame}
        src={session.widgetUrl}
        title={intl.formatMessage({ id: 'onramp.widget.title' }, { provider: providerName })}
        allow="payment"
        sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
        referrerPolicy="strict-origin-when-cross-origin"
        onError={() => callbacks.current.onFailed({ code: 'WIDGET_LOAD_FAILED' })}
        sx={{ display: 'block', width: '100%', minHeight: WIDGET_MIN_HEIGHT_PX, height: WIDGET_MIN_HEIGHT_PX, border: 0, borderRadius: 2, bgcolor: 'background.default' }}
      />
    </Box>
  );
}
