/** Types of ./generation-lock.mjs (a plain module: `npm run generate` runs before anything is compiled). */
export declare const STALE_MS: number;
export declare function acquireGenerationLock(lockPath: string, options?: { waitMs?: number; onLost?: (error: Error) => void }): Promise<() => Promise<void>>;
