import { spawn, type ChildProcess } from 'node:child_process';

const root = new URL('../..', import.meta.url).pathname;

export interface RunningServer {
  base: string;
  child: ChildProcess;
  output: () => string;
}

/**
 * Starts `npm run mock` as a real process (the way developers run it) on a free port the system picks (so runs
 * sharing a machine never collide) and waits until it listens.
 */
export function startServer(args: string[]): Promise<RunningServer> {
  // node --import tsx (not the tsx wrapper): a signal must reach the server process itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/cli.ts', '--port', '0', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mock server did not start:\n${output}`)), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mock server exited with ${code}:\n${output}`));
    });
    const poll = setInterval(() => {
      const base = /listening on (http:\/\/[^\s]+)/.exec(output)?.[1];
      if (base) {
        clearInterval(poll);
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve({ base, child, output: () => output });
      }
    }, 50);
  });
}

export function stopServer(server: RunningServer, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill(signal);
  });
}
