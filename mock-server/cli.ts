import { parseArgs } from 'node:util';
import { createMockApp, DEFAULT_APP_ORIGIN } from './app';
import { CLOCK_RANGE, createClock, isClockInRange } from './core/clock';
import { createNodeServer, isLoopbackHost } from './transports/node';
import { DEFAULT_SEED, SEEDED_USERS } from './store/seed';
import { DEFAULT_SESSION_POLICY, describeDuration, parseDuration, SESSION_DURATION_RANGE } from './identity/sessions';

const HELP = `Usage: npm run mock -- [options]

Stateful mock backend speaking contracts/openapi.yaml.

Options:
  --port N          port to listen on (default 4010)
  --host H          address to bind (default 127.0.0.1); anything but loopback needs --allow-remote
  --allow-remote    allow binding beyond loopback: everyone who can reach the address reaches the outbox
                    (codes, reset links), /__db, every user's event stream and the simulator controls
  --app-origin URL  origin of the app that mailed links open (default ${DEFAULT_APP_ORIGIN}, or APP_ORIGIN); state
                    changes are accepted from it and from the origin a request was addressed to, no other
  --trust-proxy     a proxy in front appends the client's address to X-Forwarded-For (npm start, the dev server,
                    the preview): from a loopback peer, its right-most hop is the client (throttling, sign-in
                    places). Without it the client is always the socket's peer address
  --db FILE         where state is kept (default .mock/db.json)
  --seed N          faker seed for the initial data (default ${DEFAULT_SEED})
  --reset           start from the seed, discarding stored state
  --now ISO         start the clock at this instant (e.g. 2026-11-16T10:00:00Z) instead of the real time; it runs
                    on from there, and a reset (POST /api/simulator/reset) puts it back (tests pin their time so)
  --idle-timeout D  end a session after D without an action of its user (default ${describeDuration(DEFAULT_SESSION_POLICY.idleTimeoutMs)}):
                    a duration such as 90s, 10m, 1h30m; on the mock server's clock, which the simulator moves
  --session-lifetime D
                    end a session D after sign-in, whatever the activity (default ${describeDuration(DEFAULT_SESSION_POLICY.lifetimeMs)}), e.g. 24h
  --no-validate     do not check responses against the contract (checked by default)
  --quiet           log nothing but errors
  -h, --help        show this help
`;

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.MOCK_PORT ?? '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    'allow-remote': { type: 'boolean', default: false },
    'trust-proxy': { type: 'boolean', default: false },
    'app-origin': { type: 'string', default: process.env.APP_ORIGIN ?? DEFAULT_APP_ORIGIN },
    db: { type: 'string', default: '.mock/db.json' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    reset: { type: 'boolean', default: false },
    now: { type: 'string' },
    'idle-timeout': { type: 'string' },
    'session-lifetime': { type: 'string' },
    'no-validate': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});

if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}

const port = Number(values.port);
const seed = Number(values.seed);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`mock-server: --port must be an integer between 0 and 65535, got "${values.port}"`);
  process.exit(2);
}
if (!Number.isSafeInteger(seed)) {
  console.error(`mock-server: --seed must be an integer, got "${values.seed}"`);
  process.exit(2);
}
let appOrigin: string;
try {
  const url = new URL(values['app-origin']);
  const isOrigin = (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!isOrigin) throw new Error('not an origin');
  appOrigin = url.origin;
} catch {
  console.error(`mock-server: --app-origin must be an http(s) origin such as ${DEFAULT_APP_ORIGIN} (no path), got "${values['app-origin']}"`);
  process.exit(2);
}
let start: Date | undefined;
if (values.now !== undefined) {
  const at = Date.parse(values.now);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(values.now) || !isClockInRange(at)) {
    console.error(`mock-server: --now must be an ISO 8601 date-time ${CLOCK_RANGE.label}, e.g. 2026-11-16T10:00:00Z; got "${values.now}"`);
    process.exit(2);
  }
  start = new Date(at);
}
/** A duration flag in milliseconds (its default when absent); exits with the reason when it is not one. */
function durationFlag(name: 'idle-timeout' | 'session-lifetime', fallback: number): number {
  const text = values[name];
  if (text === undefined) return fallback;
  const ms = parseDuration(text);
  if (ms === null || ms < SESSION_DURATION_RANGE.minMs || ms > SESSION_DURATION_RANGE.maxMs) {
    console.error(`mock-server: --${name} must be a duration ${SESSION_DURATION_RANGE.label} such as 10m, 24h or 1h30m; got "${text}"`);
    process.exit(2);
  }
  return ms;
}
const idleTimeoutMs = durationFlag('idle-timeout', DEFAULT_SESSION_POLICY.idleTimeoutMs);
const lifetimeMs = durationFlag('session-lifetime', DEFAULT_SESSION_POLICY.lifetimeMs);
if (idleTimeoutMs > lifetimeMs) {
  console.error(`mock-server: --idle-timeout (${describeDuration(idleTimeoutMs)}) cannot be longer than --session-lifetime (${describeDuration(lifetimeMs)})`);
  process.exit(2);
}
const isRemote = !isLoopbackHost(values.host);
if (isRemote && !values['allow-remote']) {
  console.error(
    `mock-server: --host ${values.host} would expose the mock server beyond this machine. It has no real security: the outbox ` +
      "(verification codes, password reset links), /__db, every user's event stream and the simulator controls answer anyone. " +
      'Add --allow-remote if that is what you want (on a trusted network only).',
  );
  process.exit(2);
}

const log = (line: string) => console.error(line);
let app: ReturnType<typeof createMockApp>;
try {
  app = createMockApp({
    seed,
    clock: createClock({ start }),
    validateResponses: !values['no-validate'],
    log,
    appOrigin,
    sessions: { idleTimeoutMs, lifetimeMs },
    db: { file: values.db, reset: values.reset },
  });
} catch (error) {
  console.error(`mock-server: cannot open ${values.db}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
if (isRemote) {
  // Never silenced by --quiet.
  console.error(
    [
      `mock-server: WARNING — binding ${values.host}, beyond loopback (--allow-remote). Anyone who can reach this port can:`,
      '  - read every mail "sent": verification codes and password reset links (GET /api/simulator/outbox) — i.e. take over any account;',
      '  - read the raw store at /__db (users, balances, cards without their credentials) and the API reference at /docs;',
      "  - follow every user's live events (GET /api/simulator/events);",
      '  - drive the simulator: reset the data, move the clock, inject faults, card transactions and deposits (/api/simulator/*).',
      '  Use it on a trusted network only; never with real data.',
    ].join('\n'),
  );
}
const server = createNodeServer(app, { host: values.host, port, log, allowRemote: values['allow-remote'], trustProxy: values['trust-proxy'] });
const address = await server.listen();
const base = `http://${address.address}:${address.port}`;
const origin = `${app.opened?.source === 'restored' ? `restored ${values.db} (+${app.opened.replayedLines} journal entries)` : `seed ${app.services.seed()}`}${start ? `, clock from ${start.toISOString()}` : ''}`;
// Always one line (scripts wait for it); the rest only without --quiet.
console.log(`mock-server: listening on ${base} — ${origin}`);
if (!values.quiet) {
  console.log(`  API ${base}/api · reference ${base}/docs · raw store ${base}/__db · events ${base}/api/simulator/events`);
  console.log(`  mailed links open ${appOrigin}`);
  console.log(
    values['trust-proxy']
      ? '  clients: the right-most X-Forwarded-For hop of the proxy in front (--trust-proxy)'
      : "  clients: the socket's peer address (X-Forwarded-For is ignored without --trust-proxy)",
  );
  console.log(`  sessions end after ${describeDuration(idleTimeoutMs)} without activity, ${describeDuration(lifetimeMs)} after sign-in`);
  console.log(`  users: ${SEEDED_USERS.map((u) => `${u.email} / ${u.password}`).join(', ')}`);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void server.close().then(() => {
      app.close();
      process.exit(0);
    });
  });
}
