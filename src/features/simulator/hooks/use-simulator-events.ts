import { useEffect, useRef, useState } from 'react';
import { env } from '@/config/env';
import { eventStreamUrl } from '../lib/engine';
import { EVENT_TYPES, type DomainEvent } from '@contract-kit/rules/events';

/** Events kept on screen. */
export const EVENTS_SHOWN = 200;

export interface ReceivedEvent extends DomainEvent {
  seq: number;
}

/** Follows GET /api/simulator/events (all users, or one) with an EventSource of its own. */
export function useSimulatorEvents(userId: string | undefined) {
  const [events, setEvents] = useState<ReceivedEvent[]>([]);
  const [isOpen, setOpen] = useState(false);
  const [isPaused, setPaused] = useState(false);
  const pausedRef = useRef(isPaused);
  const seq = useRef(0);
  useEffect(() => {
    pausedRef.current = isPaused;
  }, [isPaused]);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(eventStreamUrl(env.apiBaseUrl, userId));
    source.addEventListener('open', () => setOpen(true));
    source.addEventListener('error', () => setOpen(source.readyState === EventSource.OPEN));
    const onEvent = (message: MessageEvent) => {
      if (pausedRef.current) return;
      try {
        const event = JSON.parse(String(message.data)) as DomainEvent;
        const received: ReceivedEvent = { ...event, seq: ++seq.current };
        setEvents((current) => [received, ...current].slice(0, EVENTS_SHOWN));
      } catch {
        // not an event frame
      }
    };
    for (const type of EVENT_TYPES) source.addEventListener(type, onEvent);
    return () => {
      source.close();
      setOpen(false);
    };
  }, [userId]);

  return { events, isOpen, isPaused, setPaused, clear: () => setEvents([]) };
}
