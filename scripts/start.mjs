#!/usr/bin/env node
// npm start: the mock server on 127.0.0.1:4010 and the app (Vite) on http://127.0.0.1:5173, together.
// Ctrl+C stops both; if either exits, the other is stopped too.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules/.bin', name);
const mockPort = process.env.MOCK_PORT ?? '4010';
const extra = process.argv.slice(2);

const children = [
  spawn(process.execPath, ['--import', 'tsx', 'mock-server/cli.ts', '--port', mockPort, ...extra], { cwd: root, stdio: 'inherit' }),
  spawn(bin('vite'), ['--host', '127.0.0.1', '--port', '5173', '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MOCK_URL: `http://127.0.0.1:${mockPort}` },
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
