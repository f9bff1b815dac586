import { STEP_KINDS, type StepKind } from './engine/steps';
import { MERCHANT_CATEGORIES } from './engine/merchants';
import type { Issue } from './engine/validation';

/** Options of `npm run simulate`; everything not listed here is a step field (`--amount 12.50`). */
export interface CliOptions {
  target: string | undefined;
  help: boolean;
  list: boolean;
  check: boolean;
  json: boolean;
  quiet: boolean;
  baseUrl: string;
  user?: string;
  card?: string;
  seed?: number;
  speed?: number;
  count?: number;
  /** Step fields given as options, as a step object (dotted names nest: --merchant.city Oakland). */
  fields: Record<string, unknown>;
}

export const DEFAULT_BASE_URL = 'http://127.0.0.1:4010';

const FLAGS = new Set(['help', 'h', 'list', 'check', 'json', 'quiet']);
const OPTIONS = new Set(['base-url', 'user', 'card', 'seed', 'speed', 'count']);
/** Step fields that are numbers (the contract's integers and the fault rate). */
const NUMBER_FIELDS = new Set(['expiresInSeconds', 'advanceSeconds', 'latencyMs', 'jitterMs', 'times', 'rate', 'delayMs']);
const BOOLEAN_FIELDS = new Set(['drop']);
const JSON_FIELDS = new Set(['body']);

export class UsageError extends Error {
  constructor(
    message: string,
    readonly issues: Issue[] = [],
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

export const isStepKind = (value: string | undefined): value is StepKind => STEP_KINDS.includes(value as StepKind);

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1] as string] = value;
}

/** A step field's value from its command-line text: numbers, booleans, JSON, amount ranges and merchant picks. */
function fieldValue(kind: string | undefined, name: string, raw: string): unknown {
  const leaf = name.split('.').pop() ?? name;
  if (NUMBER_FIELDS.has(leaf) || (kind === 'fault' && leaf === 'status')) {
    const number = Number(raw);
    return raw.trim() !== '' && Number.isFinite(number) ? number : raw;
  }
  if (BOOLEAN_FIELDS.has(leaf)) return raw === '' || raw === 'true' ? true : raw === 'false' ? false : raw;
  if (JSON_FIELDS.has(leaf)) {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw;
    }
  }
  if ((leaf === 'amount' || leaf === 'transactionAmount') && /^\d+(\.\d+)?\.\.\d+(\.\d+)?$/.test(raw)) {
    const [min, max] = raw.split('..');
    return { min, max };
  }
  if (name === 'merchant' && (MERCHANT_CATEGORIES as readonly string[]).includes(raw)) return { category: raw };
  return raw;
}

/** Parses `npm run simulate -- <scenario|step> [options]`. */
export function parseCliArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = {}): CliOptions {
  const options: CliOptions = {
    target: undefined,
    help: false,
    list: false,
    check: false,
    json: false,
    quiet: false,
    baseUrl: env['SIMULATOR_BASE_URL'] || DEFAULT_BASE_URL,
    fields: {},
  };
  const rawFields: [string, string][] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] as string;
    if (arg === '-h') {
      options.help = true;
      continue;
    }
    if (!arg.startsWith('--')) {
      if (options.target !== undefined) throw new UsageError(`Unexpected argument "${arg}": give one scenario or step`);
      options.target = arg;
      continue;
    }
    const equals = arg.indexOf('=');
    const name = arg.slice(2, equals === -1 ? undefined : equals);
    if (!name) throw new UsageError('Empty option "--"');
    if (FLAGS.has(name)) {
      if (equals !== -1) throw new UsageError(`--${name} takes no value`);
      if (name === 'h' || name === 'help') options.help = true;
      else options[name as 'list' | 'check' | 'json' | 'quiet'] = true;
      continue;
    }
    let value: string;
    if (equals !== -1) value = arg.slice(equals + 1);
    else {
      const next = argv[index + 1];
      if (next === undefined || (next.startsWith('--') && next.length > 2)) {
        if (BOOLEAN_FIELDS.has(name)) {
          rawFields.push([name, 'true']);
          continue;
        }
        throw new UsageError(`--${name} needs a value`);
      }
      value = next;
      index++;
    }
    if (OPTIONS.has(name)) {
      switch (name) {
        case 'base-url':
          if (!/^https?:\/\/[^\s/]+/.test(value)) throw new UsageError(`--base-url must be an http(s) URL, got "${value}"`);
          options.baseUrl = value;
          break;
        case 'user':
          options.user = value;
          break;
        case 'card':
          options.card = value;
          break;
        case 'seed':
        case 'count': {
          const number = Number(value);
          if (!Number.isInteger(number) || number < (name === 'count' ? 1 : 0)) throw new UsageError(`--${name} must be a whole number${name === 'count' ? ' of at least 1' : ''}, got "${value}"`);
          options[name] = number;
          break;
        }
        case 'speed': {
          const number = Number(value);
          if (!Number.isFinite(number) || number < 0) throw new UsageError(`--speed must be a number ≥ 0 (1 as written, 0 without waiting), got "${value}"`);
          options.speed = number;
          break;
        }
      }
      continue;
    }
    rawFields.push([name, value]);
  }
  const kind = isStepKind(options.target) ? options.target : undefined;
  if (rawFields.length > 0 && !kind) {
    throw new UsageError(`Step fields (${rawFields.map(([name]) => `--${name}`).join(', ')}) need a step: ${STEP_KINDS.join(', ')}`);
  }
  for (const [name, raw] of rawFields) setPath(options.fields, name, fieldValue(kind, name, raw));
  return options;
}

/** Maps an issue of a one-step scenario (`steps.0.amount`) to the option that caused it (`--amount`). */
export function optionIssue(issue: Issue): Issue {
  const path = issue.path.replace(/^steps\.0\.?/, '');
  return { path: path ? `--${path}` : '', message: issue.message };
}
