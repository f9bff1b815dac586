/**
 * What the simulator's command line (simulator/cli.ts) prints besides its outcomes: the help, and what a failed
 * scenario did to the clock. Kept apart from the command so tests can read it without running one.
 */
import { CARD_CRYPTO_CURRENCIES } from '@contract-kit/rules/currencies';
import { DEFAULT_BASE_URL } from './cli-args';
import { MERCHANT_CATEGORIES } from './engine/merchants';
import { STEP_KINDS, type StepKind } from './engine/steps';
import { builtInScenarios } from './scenarios';

/**
 * How each step is given on the command line: its options, one line or more. Keyed by every kind of the engine's
 * step registry (a new step without its usage does not compile), and the help lists the registry's kinds, so the help
 * names every step `--list` names.
 */
const STEP_USAGE: Readonly<Record<StepKind, readonly string[]>> = {
  purchase: [
    '--amount 12.50 [--currency EUR] --merchant.name N --merchant.city C --merchant.country US',
    '[--fees.tx 0 --fees.fx 0.40 --fees.atm 2.50] [--status pending] [--mcc 5814]',
    '[--channel in_store|online|contactless|atm]',
    `--merchant random|${MERCHANT_CATEGORIES.join('|')}`,
    '  picks one (and its currency and amount)',
  ],
  refund: ['as purchase'],
  decline: ['as purchase, plus [--transactionType purchase|atm_withdrawal|…] [--status declined|rejected]'],
  atm: ['as purchase (channel atm)'],
  settle: ['--status cleared|declined|reversed [--transaction ID|latest]'],
  approval: ['--merchantName N --transactionAmount 129.99 --transactionCurrency USD [--expiresInSeconds 300]'],
  withdrawal: ['--status completed|failed [--reason TEXT] [--withdrawal ID|latest]'],
  deposit: ['--currency USDT --amount 250 --network ethereum|base|bsc|optimism|tron   (to --user)'],
  'card-deposit': [`--currency ${CARD_CRYPTO_CURRENCIES.join('|')} --amount 130 --network tron [--purpose funding|repayment]`],
  push: ['--title TEXT [--body TEXT] [--url /path]   (to the browsers where --user turned notifications on)'],
  kyc: ['--status approved|rejected|under_review|completed'],
  shipping: ['--physicalStatus pending_approval|approved|…|shipped|fulfilled|cancelled|…'],
  'card-controls': ['--online true|false --contactless true|false --atm true|false --foreignCurrency true|false', '[--dailyLimit 100.00] [--monthlyLimit 1000.00]   (a limit left out: none)'],
  statement: ['--cycle YYYY-MM|current|previous'],
  clock: ['--advanceSeconds 300 | --set 2026-12-01T00:00:00Z'],
  fault: ['--operationId getCards [--status 503] [--latencyMs 1500] [--jitterMs 500] [--times 2] [--rate 0.5] [--drop]'],
  'clear-faults': ['(no options)'],
};

const USAGE_COLUMN = 27;

/** The help's list of steps: every kind of the registry, in its order, with its usage. */
function stepsHelp(): string {
  return STEP_KINDS.flatMap((kind) => STEP_USAGE[kind].map((line, index) => `${index === 0 ? `  ${kind}`.padEnd(USAGE_COLUMN) : ' '.repeat(USAGE_COLUMN)}${line}`)).join('\n');
}

/** `npm run simulate -- --help`. */
export function helpText(): string {
  const scenarios = builtInScenarios()
    .map(({ id, scenario }) => `  ${id.padEnd(26)}${scenario.name}`)
    .join('\n');
  const steps = stepsHelp();
  return `Usage: npm run simulate -- <scenario|step> [options]

Drives the mock server like the outside world would (card network, blockchain, identity provider, courier,
calendar) through its development-only /api/simulator/* controls. Every step is checked against the contract
before it is sent; a wrong field is named with the reason.

Scenarios (simulator/scenarios/<name>.json, or a path to any scenario .json file):
${scenarios}

Steps (fields as options; dotted names nest):
${steps}
  Amounts may be ranges drawn with the seed: --amount 5..20

Options:
  --base-url URL       the mock server (default ${DEFAULT_BASE_URL}, or SIMULATOR_BASE_URL)
  --user EMAIL|ID      the user the steps act on (default: the scenario's)
  --card ID|SELECTOR   the card: an id, or debit, credit (first active), application, physical (default: the scenario's)
  --seed N             seed of merchant picks and amounts (default: the scenario's)
  --speed X            delay multiplier: 1 as written (default), 0.1 ten times faster, 0 no waiting
  --count N            bulk mode: inject N card transactions (batches of 1000) on --card, or on every active card
                       of --user
  --check              only check the scenario file (format and values), send nothing
  --list               list the scenarios and steps
  --json               print each outcome as a JSON line
  --quiet              print only failures and the summary
  -h, --help           this help

Examples:
  npm run simulate -- day-of-card-spending --speed 0
  npm run simulate -- purchase --user demo@example.com --card debit --merchant coffee
  npm run simulate -- approval --user demo@example.com --card debit --merchantName "Amazon Marketplace" --transactionAmount 129.99 --transactionCurrency USD
  npm run simulate -- withdrawal --user demo@example.com --status failed --reason "Blockchain network temporarily unavailable"
  npm run simulate -- --count 100000 --user demo@example.com
`;
}

/** A span of time as people read it: `5 h 15 min`, `45 s`, `1 h 0 min 5 s` (whole seconds, any sign dropped). */
export function formatDuration(ms: number): string {
  const seconds = Math.round(Math.abs(ms) / 1000);
  const [hours, minutes, rest] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const parts: string[] = [];
  if (hours) parts.push(`${hours} h`);
  if (minutes || (hours && rest)) parts.push(`${minutes} min`);
  if (rest) parts.push(`${rest} s`);
  return parts.length > 0 ? parts.join(' ') : `${Math.abs(ms)} ms`;
}

const direction = (ms: number) => (ms >= 0 ? 'on' : 'back');

/** After a failed scenario: its clock steps' moves were undone. */
export function clockRestoredLine({ to, undoneMs }: { to: string; undoneMs: number }): string {
  return `the clock was set back to ${to}, undoing the ${formatDuration(undoneMs)} the scenario's clock steps had moved it ${direction(undoneMs)} (what its earlier steps did stays)`;
}

/** After a failed scenario whose clock could not be set back: how far it stays moved, and why. */
export function clockNotRestoredLine({ movedMs, reason }: { movedMs: number; reason: string }): string {
  return `the clock stays moved ${direction(movedMs)} by ${formatDuration(movedMs)}, as the scenario's clock steps left it: setting it back failed (${reason})`;
}
