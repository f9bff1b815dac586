import type * as z from 'zod';

/** The rule an input broke, so a UI can word it in its own language (`message` is the English wording). */
export type IssueRule = 'required' | 'type' | 'format' | 'tooSmall' | 'tooBig' | 'unknownField' | 'oneOf' | 'other';

/** One problem with an input: where (`body.merchant.country`, `steps.2.amount`) and why. */
export interface Issue {
  path: string;
  message: string;
  rule?: IssueRule;
  /** The rule's parameters: expected, format, bound, origin, inclusive, values. */
  params?: Record<string, string>;
}

/** Why each patterned string format of the contract is wrong, in words a tester can act on. */
const FORMAT_MESSAGES: Record<string, string> = {
  'positive-decimal': 'Must be a decimal number greater than 0, as a string (e.g. "12.50")',
  decimal: 'Must be a non-negative decimal number, as a string (e.g. "0.40")',
  'usd-amount': 'Must be a positive US-dollar amount with at most 2 decimals (e.g. "25.00")',
  'currency-symbol': 'Must be an upper-case currency symbol of 2 to 10 letters or digits (e.g. "USD")',
  'country-code': 'Must be an ISO 3166-1 alpha-2 country code in capitals (e.g. "US")',
  'billing-cycle': 'Must be a billing month YYYY-MM (e.g. "2026-10")',
  mcc: 'Must be a merchant category code of 4 digits (e.g. "5812")',
  email: 'Must be an e-mail address',
  datetime: 'Must be an ISO 8601 date-time with a time zone (e.g. "2026-11-21T10:15:30Z")',
  uuid: 'Must be a UUID',
};

const joinPath = (prefix: string, path: readonly PropertyKey[]) => [prefix, ...path.map(String)].filter((part) => part !== '').join('.');

function describeBound(issue: { origin?: string; minimum?: unknown; maximum?: unknown; inclusive?: boolean }, kind: 'min' | 'max'): string {
  const bound = String(kind === 'min' ? issue.minimum : issue.maximum);
  switch (issue.origin) {
    case 'string':
      if (kind === 'min') return bound === '1' ? 'Must not be empty' : `Must be at least ${bound} characters long`;
      return `Must be at most ${bound} characters long`;
    case 'array':
    case 'set':
      return kind === 'min' ? `Needs at least ${bound} item${bound === '1' ? '' : 's'}` : `Takes at most ${bound} items`;
    default: {
      const relation = kind === 'min' ? (issue.inclusive === false ? 'greater than' : 'at least') : issue.inclusive === false ? 'less than' : 'at most';
      return `Must be ${relation} ${bound}`;
    }
  }
}

function boundParams(issue: { origin?: string; minimum?: unknown; maximum?: unknown; inclusive?: boolean }, kind: 'min' | 'max'): Record<string, string> {
  return { origin: issue.origin ?? 'number', bound: String(kind === 'min' ? issue.minimum : issue.maximum), inclusive: issue.inclusive === false ? 'no' : 'yes' };
}

/** Turns zod's issues into `{path, message}` pairs: one per field, with the field's full path. */
export function issuesFromZod(error: z.ZodError, prefix = ''): Issue[] {
  const out: Issue[] = [];
  for (const issue of error.issues) {
    const path = joinPath(prefix, issue.path);
    switch (issue.code) {
      case 'invalid_type': {
        const received = /received (\w+)/.exec(issue.message)?.[1];
        if (received === 'undefined') out.push({ path, message: 'Required', rule: 'required' });
        else
          out.push({
            path,
            message: `Expected ${issue.expected === 'int' ? 'a whole number' : issue.expected}${received ? `, got ${received}` : ''}`,
            rule: 'type',
            params: { expected: String(issue.expected) },
          });
        break;
      }
      case 'invalid_format': {
        const custom = issue.format === 'regex' && !issue.message.startsWith('Invalid') ? issue.message : undefined;
        out.push({
          path,
          message: FORMAT_MESSAGES[issue.format] ?? custom ?? (issue.format === 'regex' && 'pattern' in issue ? `Must match ${String(issue.pattern)}` : `Invalid ${issue.format}`),
          rule: 'format',
          params: { format: custom ? 'decimal' : issue.format },
        });
        break;
      }
      case 'too_small':
        out.push({ path, message: describeBound(issue, 'min'), rule: 'tooSmall', params: boundParams(issue, 'min') });
        break;
      case 'too_big':
        out.push({ path, message: describeBound(issue, 'max'), rule: 'tooBig', params: boundParams(issue, 'max') });
        break;
      case 'unrecognized_keys':
        for (const key of issue.keys) out.push({ path: joinPath(path, [key]), message: 'Unknown field', rule: 'unknownField' });
        break;
      case 'invalid_value':
        out.push({
          path,
          message: `Must be one of: ${issue.values.map((value) => String(value)).join(', ')}`,
          rule: 'oneOf',
          params: { values: issue.values.map((value) => String(value)).join(', ') },
        });
        break;
      case 'invalid_union': {
        if ('discriminator' in issue && Array.isArray((issue as { options?: unknown[] }).options)) {
          const values = (issue as { options: unknown[] }).options.map(String).join(', ');
          out.push({ path, message: `Must be one of: ${values}`, rule: 'oneOf', params: { values } });
          break;
        }
        // The alternative the value was meant to be: the one whose shape matched (no problem at its root).
        const branches = (issue.errors ?? []).filter((branch) => branch.length > 0 && branch.every((inner) => inner.path.length > 0));
        const closest = branches.sort((a, b) => a.length - b.length)[0];
        if (closest) out.push(...issuesFromZod({ issues: closest } as unknown as z.ZodError, path));
        else out.push({ path, message: issue.message === 'Invalid input' ? 'Not one of the accepted forms' : issue.message, rule: 'other' });
        break;
      }
      default:
        out.push({ path, message: issue.message, rule: 'other' });
    }
  }
  return out;
}

/** `path: message; path: message` — one line for logs and error messages. */
export function formatIssues(issues: readonly Issue[]): string {
  return issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ');
}

/** Parses `value` with `schema`; the issues carry `prefix` (e.g. "body"). */
export function check<T>(schema: z.ZodType<T>, value: unknown, prefix = ''): { ok: true; value: T } | { ok: false; issues: Issue[] } {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, issues: issuesFromZod(result.error, prefix) };
}
