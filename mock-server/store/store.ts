import type { AnyRecord, CollectionName, Collections } from './schema';

/** One write: a put or a delete of one record. Both are idempotent, so replaying a journal twice is safe. */
export type Mutation = { op: 'put'; c: string; v: AnyRecord } | { op: 'del'; c: string; id: string };

export type Snapshot = Partial<{ [K in CollectionName]: Collections[K][] }> & Record<string, AnyRecord[] | undefined>;

/** Where committed mutations go (the journal); the dispatcher hands them over before a request is answered. */
export interface CommitSink {
  commit(mutations: readonly Mutation[]): void;
  /** Resolves once the committed writes are on disk (the journal's grouped fsync). */
  durable?(): Promise<void>;
}

/**
 * The in-memory store: a Map per collection (created on first use). Writes are buffered per request and
 * handed to the sink as one unit by `flush()` — the dispatcher calls it before answering — so a request's
 * writes are journaled atomically and never after the answer. `rollback()` undoes a failed request.
 * Handlers must not `await` between their first write and their answer.
 */
export class Store {
  private readonly maps = new Map<string, Map<string, AnyRecord>>();
  private pending: Mutation[] = [];
  private undo: { c: string; id: string; prev: AnyRecord | undefined }[] = [];
  private sink: CommitSink | null = null;
  /** Increments on every write; lets views (the /__db router) cache. */
  version = 0;

  constructor(snapshot?: Snapshot) {
    if (snapshot) this.load(snapshot);
  }

  setSink(sink: CommitSink | null): void {
    this.sink = sink;
  }

  /** Replaces everything (seed, snapshot, reset). Not journaled: the caller snapshots afterwards. */
  load(snapshot: Snapshot): void {
    this.maps.clear();
    for (const [name, records] of Object.entries(snapshot)) {
      const map = this.map(name);
      for (const record of records ?? []) map.set(record.id, record);
    }
    this.pending = [];
    this.undo = [];
    this.version++;
  }

  private map(name: string): Map<string, AnyRecord> {
    let map = this.maps.get(name);
    if (!map) this.maps.set(name, (map = new Map()));
    return map;
  }

  get<K extends CollectionName>(name: K, id: string): Collections[K] | undefined {
    return this.map(name).get(id) as Collections[K] | undefined;
  }

  list<K extends CollectionName>(name: K): Collections[K][] {
    return [...this.map(name).values()] as Collections[K][];
  }

  /** Iterates without copying (large collections). */
  values<K extends CollectionName>(name: K): IterableIterator<Collections[K]> {
    return this.map(name).values() as IterableIterator<Collections[K]>;
  }

  find<K extends CollectionName>(name: K, predicate: (record: Collections[K]) => boolean): Collections[K] | undefined {
    for (const record of this.map(name).values()) if (predicate(record as Collections[K])) return record as Collections[K];
    return undefined;
  }

  filter<K extends CollectionName>(name: K, predicate: (record: Collections[K]) => boolean): Collections[K][] {
    const out: Collections[K][] = [];
    for (const record of this.map(name).values()) if (predicate(record as Collections[K])) out.push(record as Collections[K]);
    return out;
  }

  count(name: CollectionName): number {
    return this.map(name).size;
  }

  put<K extends CollectionName>(name: K, record: Collections[K] & AnyRecord): Collections[K] {
    const map = this.map(name);
    this.undo.push({ c: name, id: record.id, prev: map.get(record.id) });
    map.set(record.id, record);
    this.pending.push({ op: 'put', c: name, v: record });
    this.version++;
    return record;
  }

  delete(name: CollectionName, id: string): boolean {
    const map = this.map(name);
    const prev = map.get(id);
    if (!prev) return false;
    map.delete(id);
    this.undo.push({ c: name, id, prev });
    this.pending.push({ op: 'del', c: name, id });
    this.version++;
    return true;
  }

  /** Applies journaled mutations without re-journaling them (start-up replay). */
  apply(mutations: readonly Mutation[]): void {
    for (const m of mutations) {
      if (m.op === 'put') this.map(m.c).set(m.v.id, m.v);
      else this.map(m.c).delete(m.id);
    }
    this.version++;
  }

  /** Hands this request's writes to the journal. Throws (and keeps them pending) if the journal refuses. */
  flush(): void {
    if (this.pending.length === 0) {
      this.undo = [];
      return;
    }
    this.sink?.commit(this.pending);
    this.pending = [];
    this.undo = [];
  }

  /** Resolves once the flushed writes are on disk: what the dispatcher waits for before it answers. */
  durable(): Promise<void> {
    return this.sink?.durable?.() ?? Promise.resolve();
  }

  /** A mark of the unflushed writes so far: `rollbackTo(mark)` undoes only what came after it. */
  savepoint(): number {
    return this.undo.length;
  }

  /** Undoes the unflushed writes made after `savepoint` (a sweep that failed), keeping the ones before it. */
  rollbackTo(savepoint: number): void {
    for (let i = this.undo.length - 1; i >= savepoint; i--) {
      const entry = this.undo[i];
      if (!entry) continue;
      if (entry.prev) this.map(entry.c).set(entry.id, entry.prev);
      else this.map(entry.c).delete(entry.id);
    }
    this.undo.length = Math.min(this.undo.length, savepoint);
    this.pending.length = Math.min(this.pending.length, savepoint);
    this.version++;
  }

  /** Undoes this request's unflushed writes (a handler threw, or the journal refused them). */
  rollback(): void {
    for (let i = this.undo.length - 1; i >= 0; i--) {
      const entry = this.undo[i];
      if (!entry) continue;
      if (entry.prev) this.map(entry.c).set(entry.id, entry.prev);
      else this.map(entry.c).delete(entry.id);
    }
    this.undo = [];
    this.pending = [];
    this.version++;
  }

  snapshot(): Snapshot {
    const out: Snapshot = {};
    for (const [name, map] of this.maps) out[name] = [...map.values()];
    return out;
  }
}
