import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DomainSeed } from '../store/seed';
import type { HandlerMap } from './dispatch';
import type { MockEvent } from './events';
import type { MockServices } from './types';

/**
 * One business area of the mock server: its handlers (by operationId), its seed data, its due-time work
 * and any non-API pages it serves. `mock-server/domains.ts` lists them all.
 */
export interface Domain {
  name: string;
  handlers: HandlerMap;
  seed?: DomainSeed;
  /**
   * Due-time work (expiries, automatic status moves), run after every clock change and once a second by
   * the node server. Writes go through `services.store` and are journaled by the caller; events through `emit`.
   */
  sweep?: (services: MockServices, emit: (event: Omit<MockEvent, 'at'> & { at?: string }) => void) => void;
  /** Non-API pages (e.g. the on-ramp widget, identity verification); return true when answered. */
  page?: (req: IncomingMessage, res: ServerResponse, url: URL, services: MockServices) => boolean | Promise<boolean>;
}
