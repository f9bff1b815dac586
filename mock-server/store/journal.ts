import { chmodSync, closeSync, existsSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { sealRecord, unsealRecord, type StoreKey } from './secrets';
import type { CommitSink, Mutation, Snapshot, Store } from './store';

/**
 * Durability: state lives in memory; every acknowledged write is in the journal before the answer.
 *
 * - `FILE` holds the last snapshot `{version, seed, savedAt, data}`; `FILE.journal` holds one JSON line per
 *   request that wrote anything: `{"m":[mutations]}`. Appends are synchronous `write(2)`s, so a SIGKILL
 *   right after an answer cannot lose the write (it is in the kernel's page cache).
 * - Snapshots are atomic (write `FILE.tmp`, fsync, rename) and then truncate the journal. Replay applies
 *   puts and deletes, which are idempotent, so a crash between the rename and the truncation is harmless.
 * - A torn last line (a crash mid-append) is ignored on start-up; a bad line before the end is reported.
 * - Write cost does not depend on the size of the data: one small append per request.
 * - Both files are the owner's only (0600), and the secret fields of their records are sealed with the store key
 *   (store/secrets.ts): what is on disk holds no readable PAN or MFA secret.
 */
export interface JournalOptions {
  file: string;
  /** Compact when the journal grows beyond this many bytes (default 64 MiB). */
  maxJournalBytes?: number;
  /** Compact at least this often while there are writes (default 5 minutes; 0 = never on a timer). */
  snapshotIntervalMs?: number;
  log?: (line: string) => void;
  /** The key that seals the records' secret fields on disk (store/secrets.ts). */
  key: StoreKey;
}

/** Owner read and write only: the files hold the whole store. */
const FILE_MODE = 0o600;

export interface OpenResult {
  /** 'seed' when no state was stored (or --reset); 'restored' otherwise. */
  source: 'seed' | 'restored';
  seed: number;
  replayedLines: number;
  ignoredTornLine: boolean;
}

interface SnapshotFile {
  version: 1;
  seed: number;
  savedAt: string;
  data: Snapshot;
}

export class Journal implements CommitSink {
  private fd: number | null = null;
  private bytes = 0;
  private timer: NodeJS.Timeout | null = null;
  private dirty = false;
  private readonly journalFile: string;
  private seed = 0;

  constructor(
    private readonly store: Store,
    private readonly options: JournalOptions,
  ) {
    this.journalFile = `${options.file}.journal`;
  }

  /** Loads snapshot + journal into the store, or the seed when there is nothing (or `reset`). */
  open(seed: number, buildSeed: (seed: number) => Snapshot, reset: boolean): OpenResult {
    mkdirSync(dirname(this.options.file), { recursive: true });
    let result: OpenResult;
    if (reset || (!existsSync(this.options.file) && !existsSync(this.journalFile))) {
      this.store.load(buildSeed(seed));
      this.seed = seed;
      this.writeSnapshot(true);
      result = { source: 'seed', seed, replayedLines: 0, ignoredTornLine: false };
    } else {
      let snapshotSeed = seed;
      if (existsSync(this.options.file)) {
        const parsed = JSON.parse(readFileSync(this.options.file, 'utf8')) as SnapshotFile;
        if (parsed.version !== 1) throw new Error(`${this.options.file}: unknown snapshot version ${String(parsed.version)} (start with --reset)`);
        this.store.load(this.unsealSnapshot(parsed.data));
        snapshotSeed = parsed.seed;
      } else {
        this.store.load(buildSeed(seed));
      }
      this.seed = snapshotSeed;
      const { lines, torn } = this.replay();
      result = { source: 'restored', seed: snapshotSeed, replayedLines: lines, ignoredTornLine: torn };
      // Start each run from a compact state: fold the journal into a fresh snapshot.
      this.writeSnapshot(true);
    }
    this.fd = openSync(this.journalFile, 'a', FILE_MODE);
    // Files written by an older version, or copied in, become the owner's only too.
    chmodSync(this.journalFile, FILE_MODE);
    chmodSync(this.options.file, FILE_MODE);
    if (this.options.snapshotIntervalMs !== 0) {
      this.timer = setInterval(() => {
        if (this.dirty) this.compact();
      }, this.options.snapshotIntervalMs ?? 5 * 60_000);
      this.timer.unref();
    }
    return result;
  }

  private replay(): { lines: number; torn: boolean } {
    if (!existsSync(this.journalFile)) return { lines: 0, torn: false };
    const text = readFileSync(this.journalFile, 'utf8');
    const lines = text.split('\n');
    let applied = 0;
    let torn = false;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      if (!line) continue;
      let entry: { m: Mutation[] };
      try {
        entry = JSON.parse(line) as { m: Mutation[] };
      } catch {
        const isLast = lines.slice(i + 1).every((rest) => rest === '');
        if (isLast) {
          torn = true;
          this.options.log?.(`mock-server: ignored a torn last line in ${this.journalFile} (a write that was never acknowledged)`);
          break;
        }
        throw new Error(`${this.journalFile}: line ${i + 1} is corrupt and is not the last line; refusing to guess (start with --reset to discard the state)`);
      }
      this.store.apply(entry.m.map((mutation) => (mutation.op === 'put' ? { ...mutation, v: unsealRecord(this.options.key, mutation.c, mutation.v) } : mutation)));
      applied++;
    }
    return { lines: applied, torn };
  }

  commit(mutations: readonly Mutation[]): void {
    if (this.fd === null) return;
    const sealed = mutations.map((mutation) => (mutation.op === 'put' ? { ...mutation, v: sealRecord(this.options.key, mutation.c, mutation.v) } : mutation));
    const line = `${JSON.stringify({ m: sealed })}\n`;
    const buffer = Buffer.from(line, 'utf8');
    let offset = 0;
    while (offset < buffer.length) offset += writeSync(this.fd, buffer, offset);
    this.bytes += buffer.length;
    this.dirty = true;
    if (this.bytes > (this.options.maxJournalBytes ?? 64 * 1024 * 1024)) this.compact();
  }

  /** Writes a snapshot atomically and empties the journal. */
  compact(): void {
    this.writeSnapshot(false);
  }

  private writeSnapshot(truncateByPath: boolean): void {
    const file: SnapshotFile = { version: 1, seed: this.seed, savedAt: new Date().toISOString(), data: this.sealSnapshot(this.store.snapshot()) };
    const tmp = `${this.options.file}.tmp`;
    const fd = openSync(tmp, 'w', FILE_MODE);
    try {
      writeSync(fd, JSON.stringify(file));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, this.options.file);
    if (this.fd !== null) ftruncateSync(this.fd, 0);
    else if (truncateByPath) writeFileSync(this.journalFile, '', { mode: FILE_MODE });
    this.bytes = 0;
    this.dirty = false;
  }

  private sealSnapshot(data: Snapshot): Snapshot {
    return Object.fromEntries(Object.entries(data).map(([collection, records]) => [collection, records?.map((record) => sealRecord(this.options.key, collection, record))])) as Snapshot;
  }

  private unsealSnapshot(data: Snapshot): Snapshot {
    return Object.fromEntries(Object.entries(data).map(([collection, records]) => [collection, records?.map((record) => unsealRecord(this.options.key, collection, record))])) as Snapshot;
  }

  /** After a reset: the new seed becomes the base of the snapshot. */
  resetTo(seed: number): void {
    this.seed = seed;
    this.writeSnapshot(false);
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.fd !== null) {
      if (this.dirty) this.writeSnapshot(false);
      closeSync(this.fd);
      this.fd = null;
    }
  }
}
