#!/usr/bin/env node
// npm start: the mock server on 127.0.0.1:4010 and the app (Vite) on http://127.0.0.1:5173, together.
// The app starts once the mock server answers, so a page opened at once never meets a proxy error.
// Ctrl+C stops both; if either exits, the other is stopped too.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules/.bin', name);
const mockPort = process.env.MOCK_PORT ?? '4010';
const extra = process.argv.slice(2);

const children = [];
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
function run(command, args, options) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
  children.push(child);
  child.on('exit', (code) => stop(code ?? 1));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** Resolves once something listens on the mock server's port (checked every 200 ms, for up to 60 s). */
function mockServerListening() {
  const deadline = Date.now() + 60_000;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(Number(mockPort), '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (stopping) return;
        if (Date.now() > deadline) reject(new Error(`the mock server did not listen on 127.0.0.1:${mockPort} within 60 s`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

// --trust-proxy: the app's requests reach the mock server through Vite's proxy, which appends the browser's address
// to X-Forwarded-For (vite.config.ts); the mock server takes that right-most hop as the client.
run(process.execPath, ['--import', 'tsx', 'mock-server/cli.ts', '--port', mockPort, '--trust-proxy', ...extra]);
mockServerListening().then(
  () => {
    if (stopping) return;
    run(bin('vite'), ['--host', '127.0.0.1', '--port', '5173', '--strictPort'], { env: { ...process.env, MOCK_URL: `http://127.0.0.1:${mockPort}` } });
  },
  (error) => {
    console.error(`npm start: ${error.message}`);
    stop(1);
  },
);
