import { COLLECTIONS, type CollectionName, type Collections } from './schema';

/** One write: a put or a delete of one record. */
export type Mutation =
  | { op: 'put'; c: CollectionName; v: Collections[CollectionName] & { id: string } }
  | { op: 'del'; c: CollectionName; id: string };

export type Snapshot = { [K in CollectionName]: Collections[K][] };

/** Where committed mutations go (the journal); the in-memory store calls it before a request is answered. */
export interface CommitSink {
  commit(mutations: readonly Mutation[]): void;
}

/**
 * The in-memory store: a Map per collection. Writes are buffered per request and handed to the sink as
 * one unit by `flush()` (the dispatcher calls it before answering), so a request's writes are journaled
 * atomically and never after the answer.
 */
export class Store {
  private readonly maps = new Map<CollectionName, Map<string, { id: string }>>();
  private pending: Mutation[] = [];
  /** Previous values of this request's writes, newest last, so a failed request can be undone. */
  private undo: { c: CollectionName; id: string; prev: { id: string } | undefined }[] = [];
  private sink: CommitSink | null = null;
  /** Increments on every write; lets views (the /__db router) cache. */
  version = 0;

  constructor(snapshot?: Partial<Snapshot>) {
    for (const name of COLLECTIONS) this.maps.set(name, new Map());
    if (snapshot) this.load(snapshot);
  }

  setSink(sink: CommitSink | null): void {
    this.sink = sink;
  }

  load(snapshot: Partial<Snapshot>): void {
    for (const name of COLLECTIONS) {
      const map = this.map(name);
      map.clear();
      for (const record of (snapshot[name] ?? []) as { id: string }[]) map.set(record.id, record);
    }
    this.version++;
  }

  private map(name: CollectionName): Map<string, { id: string }> {
    const map = this.maps.get(name);
    if (!map) throw new Error(`store: unknown collection ${name}`);
    return map;
  }

  get<K extends CollectionName>(name: K, id: string): Collections[K] | undefined {
    return this.map(name).get(id) as Collections[K] | undefined;
  }

  list<K extends CollectionName>(name: K): Collections[K][] {
    return [...this.map(name).values()] as Collections[K][];
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

  put<K extends CollectionName>(name: K, record: Collections[K] & { id: string }): Collections[K] {
    const map = this.map(name);
    this.undo.push({ c: name, id: record.id, prev: map.get(record.id) });
    map.set(record.id, record);
    this.pending.push({ op: 'put', c: name, v: record } as Mutation);
    this.version++;
    return record;
  }

  delete(name: CollectionName, id: string): boolean {
    const map = this.map(name);
    const prev = map.get(id);
    const existed = map.delete(id);
    if (existed) {
      this.undo.push({ c: name, id, prev });
      this.pending.push({ op: 'del', c: name, id });
      this.version++;
    }
    return existed;
  }

  /** Applies journaled mutations without re-journaling them (start-up replay). */
  apply(mutations: readonly Mutation[]): void {
    for (const m of mutations) {
      if (m.op === 'put') this.map(m.c).set(m.v.id, m.v);
      else this.map(m.c).delete(m.id);
    }
    this.version++;
  }

  /** Hands this request's writes to the journal. Throws if the journal cannot take them. */
  flush(): void {
    if (this.pending.length === 0) {
      this.undo = [];
      return;
    }
    const batch = this.pending;
    this.pending = [];
    this.undo = [];
    this.sink?.commit(batch);
  }

  /** Undoes this request's unflushed writes (a handler threw, or the journal refused them). */
  rollback(): void {
    for (let i = this.undo.length - 1; i >= 0; i--) {
      const entry = this.undo[i] as { c: CollectionName; id: string; prev: { id: string } | undefined };
      if (entry.prev) this.map(entry.c).set(entry.id, entry.prev);
      else this.map(entry.c).delete(entry.id);
    }
    this.undo = [];
    this.pending = [];
    this.version++;
  }

  snapshot(): Snapshot {
    const out = {} as Record<CollectionName, unknown[]>;
    for (const name of COLLECTIONS) out[name] = [...this.map(name).values()];
    return out as Snapshot;
  }
}
