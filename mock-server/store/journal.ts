import { chmodSync, closeSync, existsSync, fdatasync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname } from 'node:path';
import { sealRecord, unsealRecord, type StoreKey } from './secrets';
import type { CommitSink, Mutation, Snapshot, Store } from './store';

/**
 * Durability: state lives in memory; every acknowledged write is on disk before the answer.
 *
 * - `FILE` holds the last snapshot `{version, seed, savedAt, data}`; `FILE.journal` holds one JSON line per
 *   request that wrote anything: `{"m":[mutations],"h":checksum}`, the checksum a SHA-256 prefix of the mutations'
 *   JSON. Appends are synchronous `write(2)`s; `durable()` resolves once an `fdatasync(2)` has covered them, and the
 *   dispatcher awaits it before answering. Requests that write while one runs share the next, so a power cut loses
 *   no acknowledged write and the throughput does not fall to one sync per request.
 * - Snapshots are atomic (write `FILE.tmp`, fsync, rename) and then truncate the journal. Replay applies
 *   puts and deletes, which are idempotent, so a crash between the rename and the truncation is harmless.
 * - A last line without its newline is a write cut short by a crash: its request was never answered (the answer
 *   waits for the newline to be on disk), so it is ignored, and said so. Any complete line whose JSON or checksum is
 *   wrong is damage, not a crash: the start is refused, naming the line and its byte offset — never a guess.
 * - A journal without its snapshot holds only the writes since that snapshot: restoring it over the seed would give
 *   balances without their history, so the start is refused too.
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

/** The checksum of a journal line: the first 16 hex digits of the SHA-256 of its mutations' JSON. */
const checksumOf = (mutationsJson: string) => createHash('sha256').update(mutationsJson).digest('hex').slice(0, 16);

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
  /** Appended since the last fsync. */
  private unsynced = false;
  /** The fsync the current turn's writes wait for. */
  private syncing: Promise<void> | null = null;

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
      if (!existsSync(this.options.file) && readFileSync(this.journalFile, 'utf8').trim() !== '') {
        throw new Error(
          `${this.options.file} is missing but its journal ${this.journalFile} is not: the journal holds only the writes since that snapshot, so restoring it alone would give balances without their history. Restore ${this.options.file}, or start with --reset to discard the state`,
        );
      }
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
      this.timer = setInterval(
        () => {
          if (this.dirty) this.compact();
        },
        this.options.snapshotIntervalMs ?? 5 * 60_000,
      );
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
    let offset = 0;
    for (let i = 0; i < lines.length; offset += Buffer.byteLength(lines[i] ?? '') + 1, i++) {
      const line = lines[i];
      if (!line) continue;
      // split() leaves what follows the last newline as the last element: a line cut short by a crash.
      const isComplete = i < lines.length - 1;
      const entry = this.parseLine(line);
      if (typeof entry === 'string') {
        if (!isComplete) {
          torn = true;
          this.options.log?.(`mock-server: ignored a torn last line in ${this.journalFile} (cut short by a crash before it was on disk; its request was never answered)`);
          break;
        }
        throw new Error(`${this.journalFile}: line ${i + 1} (byte ${offset}) is damaged (${entry}); refusing to guess. Restore the file, or start with --reset to discard the state`);
      }
      this.store.apply(entry.map((mutation) => (mutation.op === 'put' ? { ...mutation, v: unsealRecord(this.options.key, mutation.c, mutation.v) } : mutation)));
      applied++;
    }
    return { lines: applied, torn };
  }

  /** A journal line's mutations, or what is wrong with it. Lines of a version without checksums have no `h`. */
  private parseLine(line: string): Mutation[] | string {
    let entry: { m?: unknown; h?: unknown };
    try {
      entry = JSON.parse(line) as { m?: unknown; h?: unknown };
    } catch {
      return 'not JSON';
    }
    if (!Array.isArray(entry.m)) return 'no mutations';
    if (entry.h !== undefined && entry.h !== checksumOf(JSON.stringify(entry.m))) return 'its checksum does not match';
    return entry.m as Mutation[];
  }

  commit(mutations: readonly Mutation[]): void {
    if (this.fd === null) return;
    const sealed = mutations.map((mutation) => (mutation.op === 'put' ? { ...mutation, v: sealRecord(this.options.key, mutation.c, mutation.v) } : mutation));
    const json = JSON.stringify(sealed);
    const line = `{"m":${json},"h":"${checksumOf(json)}"}\n`;
    const buffer = Buffer.from(line, 'utf8');
    let offset = 0;
    while (offset < buffer.length) offset += writeSync(this.fd, buffer, offset);
    this.bytes += buffer.length;
    this.dirty = true;
    this.unsynced = true;
    if (this.bytes > (this.options.maxJournalBytes ?? 64 * 1024 * 1024)) this.compact();
  }

  /**
   * Resolves once everything appended so far is on disk: one fsync after the current turn of the event loop, shared
   * by every write of that turn.
   */
  durable(): Promise<void> {
    if (!this.unsynced) return Promise.resolve();
    this.syncing ??= new Promise<void>((resolve, reject) => {
      // After this turn's writes; fdatasync runs on libuv's pool, so the event loop goes on meanwhile and the writes of
      // requests that arrive during it wait for the next one.
      setImmediate(() => {
        this.syncing = null;
        this.unsynced = false;
        if (this.fd === null) return resolve();
        fdatasync(this.fd, (error) => (error ? reject(error) : resolve()));
      });
    });
    return this.syncing;
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
