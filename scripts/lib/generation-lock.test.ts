import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireGenerationLock, STALE_MS } from './generation-lock.mjs';

// The generation lock as `npm run generate` holds it, in a process of its own that a test stops as a user, a CI
// timeout or a crash would: the next generation must never wait for a holder that is gone.

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const lockPathIn = () => {
  const dir = mkdtempSync(join(tmpdir(), 'generation-lock-'));
  dirs.push(dir);
  return join(dir, 'src/api/.generate.lock');
};

/** A process that takes the lock, says so, and holds it until it is stopped (like a generation running orval). */
function holder(lockPath: string): Promise<ChildProcess> {
  const script = `import { acquireGenerationLock } from ${JSON.stringify(new URL('./generation-lock.mjs', import.meta.url).href)};
await acquireGenerationLock(${JSON.stringify(lockPath)});
process.on('SIGTERM', () => process.exit(143));
console.log('held');
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve(child));
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

describe('the generation lock', () => {
  it('makes a second generation wait while the first runs', async () => {
    const lockPath = lockPathIn();
    await holder(lockPath);
    await expect(acquireGenerationLock(lockPath, { waitMs: 1_000 })).rejects.toThrow();
  });

  it('is released at once when its holder is stopped with SIGTERM', async () => {
    const lockPath = lockPathIn();
    const child = await holder(lockPath);
    child.kill('SIGTERM');
    await exited(child);
    expect(existsSync(lockPath)).toBe(false);
    const release = await acquireGenerationLock(lockPath, { waitMs: 1_000 });
    await release();
  });

  it('is taken over once its holder is killed outright (SIGKILL), within the stale time', async () => {
    const lockPath = lockPathIn();
    const child = await holder(lockPath);
    child.kill('SIGKILL');
    await exited(child);
    expect(existsSync(lockPath)).toBe(true);
    const started = performance.now();
    const release = await acquireGenerationLock(lockPath, { waitMs: STALE_MS * 2 });
    expect(performance.now() - started).toBeLessThan(STALE_MS + 3_000);
    await release();
  }, 30_000);
});
