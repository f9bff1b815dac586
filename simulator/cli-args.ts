import { parseArgs } from 'node:util';
import type * as z from 'zod';
import { ScenarioStep } from './engine/scenario';
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

/** Sets a dotted path (already checked against the allow-list) on plain objects. */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = Object.hasOwn(node, part) ? node[part] : undefined;
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1] as string] = value;
}

// ---------------------------------------------------------------------------------------------- the allow-list

/** The object schemas a field's schema may hold (through optional, nullable, default and union wrappers). */
function objectSchemas(schema: z.ZodType): { shape: Record<string, z.ZodType> }[] {
  const def = (schema as unknown as { _zod: { def: { type: string; innerType?: z.ZodType; options?: z.ZodType[]; shape?: Record<string, z.ZodType> } } })._zod.def;
  switch (def.type) {
    case 'object':
      return def.shape ? [{ shape: def.shape }] : [];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return def.innerType ? objectSchemas(def.innerType) : [];
    case 'union':
      return (def.options ?? []).flatMap(objectSchemas);
    default:
      return [];
  }
}

function fieldPaths(shape: Record<string, z.ZodType>, prefix = ''): string[] {
  const out: string[] = [];
  for (const [name, schema] of Object.entries(shape)) {
    if (!prefix && name === 'kind') continue;
    const path = prefix ? `${prefix}.${name}` : name;
    out.push(path, ...objectSchemas(schema).flatMap((object) => fieldPaths(object.shape, path)));
  }
  return [...new Set(out)];
}

/**
 * The fields each step takes on the command line: exactly the fields of its scenario step (the contract's request
 * fields plus the engine's targets, ranges and picks), dotted for nested ones (`merchant.city`). Nothing else is
 * accepted — no `__proto__`, `constructor` or typo reaches a step object.
 */
export const STEP_FIELDS: Readonly<Record<StepKind, readonly string[]>> = Object.fromEntries(
  ScenarioStep.options.map((option) => [option.shape.kind.value, fieldPaths(option.shape as unknown as Record<string, z.ZodType>)]),
) as unknown as Record<StepKind, readonly string[]>;

/** A field's schema under its optional, nullable and default wrappers: its own type (`boolean`, `string` …). */
function baseType(schema: z.ZodType): string {
  const def = (schema as unknown as { _zod: { def: { type: string; innerType?: z.ZodType } } })._zod.def;
  const wrapped = ['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional'].includes(def.type);
  return wrapped && def.innerType ? baseType(def.innerType) : def.type;
}

/**
 * Each step's fields whose value is a boolean (by its schema): given on the command line as `--online true|false`,
 * since a card-controls step needs its switches off as well as on. (`--drop`, a flag, is true when given.)
 */
const BOOLEAN_VALUES: Readonly<Record<StepKind, ReadonlySet<string>>> = Object.fromEntries(
  ScenarioStep.options.map((option) => {
    const shape = option.shape as unknown as Record<string, z.ZodType>;
    return [option.shape.kind.value, new Set(Object.keys(shape).filter((name) => name !== 'kind' && baseType(shape[name] as z.ZodType) === 'boolean'))];
  }),
) as unknown as Record<StepKind, ReadonlySet<string>>;

/** Run options (with a value) and flags of the command itself. */
const RUN_OPTIONS = ['base-url', 'user', 'card', 'seed', 'speed', 'count'] as const;
const FLAGS = ['help', 'list', 'check', 'json', 'quiet'] as const;
/** Step fields given as options that the run options take instead (`--user`, `--card` name the run's targets). */
const ALL_FIELDS = [...new Set(Object.values(STEP_FIELDS).flat())].filter((field) => !(RUN_OPTIONS as readonly string[]).includes(field));

type OptionConfig = { type: 'string' | 'boolean'; short?: string };
const OPTION_CONFIG: Record<string, OptionConfig> = Object.fromEntries([
  ...FLAGS.map((flag) => [flag, flag === 'help' ? { type: 'boolean', short: 'h' } : { type: 'boolean' }] as const),
  ...RUN_OPTIONS.map((option) => [option, { type: 'string' }] as const),
  ...ALL_FIELDS.map((field) => [field, { type: BOOLEAN_FIELDS.has(field.split('.').pop() ?? field) ? 'boolean' : 'string' }] as const),
]);

/** `--speed -1` as `--speed=-1`: parseArgs takes a value starting with a dash for an option; a number is a value. */
function joinNegativeValues(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] as string;
    const next = argv[index + 1];
    const name = arg.startsWith('--') && !arg.includes('=') ? arg.slice(2) : undefined;
    if (name && Object.hasOwn(OPTION_CONFIG, name) && OPTION_CONFIG[name]?.type === 'string' && next !== undefined && /^-\d/.test(next)) {
      out.push(`${arg}=${next}`);
      index++;
    } else out.push(arg);
  }
  return out;
}

/** parseArgs' errors in the words of this command. */
function usageErrorOf(error: unknown): UsageError {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string }).code;
  const option = /'(--?[^' ]+)/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return new UsageError(`Unknown option ${option ?? message}: not an option of the command nor a field of any step (--help lists them)`);
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    if (/does not take an argument/.test(message)) return new UsageError(`${option} takes no value`);
    return new UsageError(`${option} needs a value (write --name=value for a value that starts with a dash)`);
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return new UsageError(message);
  return new UsageError(message);
}

/** A step field's value from its command-line text: numbers, booleans, JSON, amount ranges and merchant picks. */
function fieldValue(kind: StepKind, name: string, raw: string): unknown {
  const leaf = name.split('.').pop() ?? name;
  if (BOOLEAN_VALUES[kind].has(name)) return raw === 'true' ? true : raw === 'false' ? false : raw;
  if (NUMBER_FIELDS.has(leaf) || (kind === 'fault' && leaf === 'status')) {
    const number = Number(raw);
    return raw.trim() !== '' && Number.isFinite(number) ? number : raw;
  }
  if (BOOLEAN_FIELDS.has(leaf)) return raw === '' || raw === 'true' ? true : raw === 'false' ? false : raw;
  // A fault's body is JSON (the answer to force); a push notification's body is its text.
  if (JSON_FIELDS.has(leaf) && kind === 'fault') {
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

/**
 * Parses `npm run simulate -- <scenario|step> [options]` with node:util parseArgs over an allow-list: the command's
 * own options and, for a step, only that step's fields (STEP_FIELDS).
 */
export function parseCliArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = {}): CliOptions {
  let parsed: { values: Record<string, string | boolean | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({ args: joinNegativeValues(argv), options: OPTION_CONFIG, strict: true, allowPositionals: true }) as typeof parsed;
  } catch (error) {
    throw usageErrorOf(error);
  }
  const { values, positionals } = parsed;
  const [target, extra] = positionals;
  if (extra !== undefined) throw new UsageError(`Unexpected argument "${extra}": give one scenario or step`);
  const value = (name: string) => (Object.hasOwn(values, name) ? values[name] : undefined);
  const text = (name: string) => {
    const given = value(name);
    return typeof given === 'string' ? given : undefined;
  };

  const options: CliOptions = {
    target,
    help: value('help') === true,
    list: value('list') === true,
    check: value('check') === true,
    json: value('json') === true,
    quiet: value('quiet') === true,
    baseUrl: env['SIMULATOR_BASE_URL'] || DEFAULT_BASE_URL,
    fields: {},
  };
  const baseUrl = text('base-url');
  if (baseUrl !== undefined) {
    if (!/^https?:\/\/[^\s/]+/.test(baseUrl)) throw new UsageError(`--base-url must be an http(s) URL, got "${baseUrl}"`);
    options.baseUrl = baseUrl;
  }
  const user = text('user');
  if (user !== undefined) options.user = user;
  const card = text('card');
  if (card !== undefined) options.card = card;
  for (const name of ['seed', 'count'] as const) {
    const raw = text(name);
    if (raw === undefined) continue;
    const number = Number(raw);
    if (raw.trim() === '' || !Number.isInteger(number) || number < (name === 'count' ? 1 : 0)) {
      throw new UsageError(`--${name} must be a whole number${name === 'count' ? ' of at least 1' : ''}, got "${raw}"`);
    }
    options[name] = number;
  }
  const speed = text('speed');
  if (speed !== undefined) {
    const number = Number(speed);
    if (speed.trim() === '' || !Number.isFinite(number) || number < 0) throw new UsageError(`--speed must be a number ≥ 0 (1 as written, 0 without waiting), got "${speed}"`);
    options.speed = number;
  }

  const given = ALL_FIELDS.filter((field) => value(field) !== undefined);
  const kind = isStepKind(target) ? target : undefined;
  if (given.length > 0 && !kind) throw new UsageError(`Step fields (${given.map((name) => `--${name}`).join(', ')}) need a step: ${STEP_KINDS.join(', ')}`);
  if (!kind) return options;
  const allowed = new Set(STEP_FIELDS[kind]);
  const foreign = given.filter((field) => !allowed.has(field));
  if (foreign.length > 0) {
    const fields = STEP_FIELDS[kind].filter((field) => !(RUN_OPTIONS as readonly string[]).includes(field));
    throw new UsageError(
      `${foreign.map((name) => `--${name}`).join(', ')} ${foreign.length === 1 ? 'is not a field' : 'are not fields'} of a ${kind} step (its fields: ${fields.map((name) => `--${name}`).join(', ')})`,
    );
  }
  for (const field of given) {
    const raw = value(field);
    setPath(options.fields, field, typeof raw === 'boolean' ? raw : fieldValue(kind, field, raw ?? ''));
  }
  return options;
}

/** Maps an issue of a one-step scenario (`steps.0.amount`) to the option that caused it (`--amount`). */
export function optionIssue(issue: Issue): Issue {
  const path = issue.path.replace(/^steps\.0\.?/, '');
  return { path: path ? `--${path}` : '', message: issue.message };
}
