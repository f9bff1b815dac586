import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DomainEvent } from '@contract-kit/rules/events';

/** One event of the stream of GET /api/simulator/events: the contract's SimulatorEvent, its names from the kit. */
export type MockEvent = DomainEvent;

interface Delivered extends MockEvent {
  seq: number;
}

const HISTORY = 500;
const HEARTBEAT_MS = 15_000;

/** Fans events out to SSE clients (with Last-Event-ID replay) and to in-process subscribers (simulator, tests). */
export class EventHub {
  private seq = 0;
  private readonly history: Delivered[] = [];
  private readonly clients = new Set<ServerResponse>();
  private readonly subscribers = new Set<(event: MockEvent) => void>();

  publish(event: MockEvent): void {
    const delivered: Delivered = { ...event, seq: ++this.seq };
    this.history.push(delivered);
    if (this.history.length > HISTORY) this.history.shift();
    const frame = this.frame(delivered);
    for (const client of this.clients) client.write(frame);
    for (const subscriber of this.subscribers) subscriber(event);
  }

  subscribe(listener: (event: MockEvent) => void): () => void {
    this.subscribers.add(listener);
    return () => this.subscribers.delete(listener);
  }

  private frame(event: Delivered): string {
    const { seq, ...data } = event;
    return `id: ${seq}\nevent: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`;
  }

  /** Serves one SSE client. Optional `?userId=` filters to one user's events. */
  attach(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://mock.local');
    const userId = url.searchParams.get('userId');
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write(`retry: 2000\n: connected\n\n`);
    const lastId = Number(req.headers['last-event-id'] ?? NaN);
    if (Number.isFinite(lastId)) {
      for (const event of this.history) if (event.seq > lastId && (!userId || event.userId === userId)) res.write(this.frame(event));
    }
    const client = userId ? this.filtered(res, userId) : res;
    this.clients.add(client);
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const close = () => {
      clearInterval(heartbeat);
      this.clients.delete(client);
    };
    req.on('close', close);
    res.on('error', close);
  }

  private filtered(res: ServerResponse, userId: string): ServerResponse {
    const marker = `"userId":${JSON.stringify(userId)}`;
    return new Proxy(res, {
      get(target, property, receiver) {
        if (property === 'write') {
          return (chunk: string) => (chunk.includes('"userId"') && !chunk.includes(marker) ? true : target.write(chunk));
        }
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  }

  closeAll(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}
