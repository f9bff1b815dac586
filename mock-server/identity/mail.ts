import { randomUUID } from 'node:crypto';
import type { Clock } from '../core/clock';
import type { MailRecord } from '../store/schema';
import type { Store } from '../store/store';

/** "Sends" a mail: it lands in the outbox (GET /api/simulator/outbox). */
export function sendMail(store: Store, clock: Clock, mail: Omit<MailRecord, 'id' | 'createdAt'>): MailRecord {
  const record: MailRecord = { id: randomUUID(), createdAt: clock.now().toISOString(), ...mail };
  store.put('outbox', record);
  return record;
}
