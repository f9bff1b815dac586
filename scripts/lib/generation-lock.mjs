// The lock that lets one `npm run generate` at a time write the generated folders (parallel test runs, `npm start`
// beside `npm test`). It knows its holder by a heartbeat: the holder refreshes it every 2 s, and a lock whose holder was
// killed outright (SIGKILL, a crash) goes stale after 10 s and is taken over. A holder stopped by a signal it can
// handle, or that exits, releases it at once (proper-lockfile's exit hook).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import lockfile from 'proper-lockfile';

export const STALE_MS = 10_000;
const HEARTBEAT_MS = 2_000;

/**
 * Takes the lock at `lockPath` (a directory), waiting up to `waitMs` for a live holder. `onLost` runs if the lock is
 * taken away meanwhile (its heartbeat could not run for longer than STALE_MS). Resolves to a function that releases it.
 */
export async function acquireGenerationLock(lockPath, { waitMs = 120_000, onLost } = {}) {
  mkdirSync(dirname(lockPath), { recursive: true });
  return lockfile.lock(dirname(lockPath), {
    lockfilePath: lockPath,
    stale: STALE_MS,
    update: HEARTBEAT_MS,
    retries: { retries: Math.ceil(waitMs / 100), factor: 1, minTimeout: 100, maxTimeout: 100 },
    onCompromised: (error) => (onLost ? onLost(error) : Promise.reject(error)),
  });
}
