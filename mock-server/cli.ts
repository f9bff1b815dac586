import { parseArgs } from 'node:util';
import { createMockApp } from './app';
import { createNodeServer } from './transports/node';
import { DEFAULT_SEED, SEEDED_USERS } from './store/seed';

const HELP = `Usage: npm run mock -- [options]

Stateful mock backend speaking contracts/openapi.yaml.

Options:
  --port N          port to listen on (default 4010)
  --host H          address to bind (default 127.0.0.1)
  --db FILE         where state is kept (default .mock/db.json)
  --seed N          faker seed for the initial data (default ${DEFAULT_SEED})
  --reset           start from the seed, discarding stored state
  --no-validate     do not check responses against the contract (checked by default)
  --quiet           log nothing but errors
  -h, --help        show this help
`;

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.MOCK_PORT ?? '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    db: { type: 'string', default: '.mock/db.json' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    reset: { type: 'boolean', default: false },
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

const log = (line: string) => console.error(line);
let app: ReturnType<typeof createMockApp>;
try {
  app = createMockApp({ seed, validateResponses: !values['no-validate'], log, db: { file: values.db, reset: values.reset } });
} catch (error) {
  console.error(`mock-server: cannot open ${values.db}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const server = createNodeServer(app, { host: values.host, port, log });
const address = await server.listen();
const base = `http://${address.address}:${address.port}`;
const origin = app.opened?.source === 'restored' ? `restored ${values.db} (+${app.opened.replayedLines} journal entries)` : `seed ${app.services.seed()}`;
// Always one line (scripts wait for it); the rest only without --quiet.
console.log(`mock-server: listening on ${base} — ${origin}`);
if (!values.quiet) {
  console.log(`  API ${base}/api · reference ${base}/docs · raw store ${base}/__db · events ${base}/api/simulator/events`);
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
