/**
 * Development only (loaded with a dynamic import behind `import.meta.env.DEV`, so a production build never
 * contains it): the mock server's live event stream, GET /api/simulator/events, one shared EventSource per
 * user however many features listen. EventSource reconnects by itself (resuming with Last-Event-ID).
 */
import { LIVE_EVENT_TYPES, type LiveEventType } from '@/api/live-events';

export interface LiveEvent {
  type: LiveEventType;
  at: string;
  userId?: string;
  cardId?: string;
  id?: string;
  payload: Record<string, unknown>;
}

export type LiveEventListener = (event: LiveEvent) => void;
export type LiveStatusListener = (isOpen: boolean) => void;

export { LIVE_EVENT_TYPES, type LiveEventType } from '@/api/live-events';

interface Connection {
  source: EventSource;
  listeners: Set<LiveEventListener>;
  statusListeners: Set<LiveStatusListener>;
  isOpen: boolean;
}

const connections = new Map<string, Connection>();

export function parseLiveEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as Partial<LiveEvent>;
    return typeof value.type === 'string' && typeof value.at === 'string' && typeof value.payload === 'object' && value.payload !== null ? (value as LiveEvent) : null;
  } catch {
    return null;
  }
}

function open(url: string): Connection {
  const source = new EventSource(url, { withCredentials: true });
  const connection: Connection = { source, listeners: new Set(), statusListeners: new Set(), isOpen: false };
  const setOpen = (isOpen: boolean) => {
    if (connection.isOpen === isOpen) return;
    connection.isOpen = isOpen;
    for (const listener of connection.statusListeners) listener(isOpen);
  };
  source.addEventListener('open', () => setOpen(true));
  // EventSource reconnects by itself; until then listeners fall back (polling).
  source.addEventListener('error', () => setOpen(source.readyState === EventSource.OPEN));
  for (const type of LIVE_EVENT_TYPES) {
    source.addEventListener(type, (message) => {
      const event = parseLiveEvent((message as MessageEvent).data);
      if (event) for (const listener of [...connection.listeners]) listener(event);
    });
  }
  return connection;
}

/** Listens to one user's events; returns the unsubscribe function (the stream closes with its last listener). */
export function connectLiveEvents(baseUrl: string, userId: string, listener: LiveEventListener, onStatus?: LiveStatusListener): () => void {
  const url = `${baseUrl}/api/simulator/events?userId=${encodeURIComponent(userId)}`;
  let connection = connections.get(url);
  if (!connection) {
    connection = open(url);
    connections.set(url, connection);
  }
  const current = connection;
  current.listeners.add(listener);
  if (onStatus) {
    current.statusListeners.add(onStatus);
    if (current.isOpen) onStatus(true);
  }
  return () => {
    current.listeners.delete(listener);
    if (onStatus) current.statusListeners.delete(onStatus);
    if (current.listeners.size === 0) {
      current.source.close();
      connections.delete(url);
    }
  };
}
