import type { ZodError, ZodType } from 'zod';

export interface Issue {
  path: string;
  message: string;
}

/** Turns zod issues into `{path, message}` with a location prefix: body.amount, query.take, path.id. */
export function formatIssues(location: string, error: ZodError): Issue[] {
  const issues: Issue[] = [];
  for (const issue of error.issues) {
    const base = [location, ...issue.path.map(String)].join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) issues.push({ path: `${base}.${key}`, message: 'Unknown field' });
    } else {
      issues.push({ path: base, message: issue.message });
    }
  }
  return issues;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };

export function parseWith<T = unknown>(location: string, schema: ZodType | undefined, value: unknown): Parsed<T> {
  if (!schema) return { ok: true, value: value as T };
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data as T } : { ok: false, issues: formatIssues(location, result.error) };
}

/**
 * URLSearchParams → object; a repeated key becomes an array. The object has no prototype, so `?__proto__=…`,
 * `?constructor=…` or `?toString=…` are plain keys (reported as unknown parameters), never inherited members.
 */
export function queryToObject(query: URLSearchParams): Record<string, string | string[]> {
  const out = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of query) {
    const existing = out[key];
    if (existing === undefined) out[key] = value;
    else out[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}

/**
 * JSON.parse whose objects have no prototype: a `"__proto__"` key is an ordinary (unknown) field, and nothing a
 * handler does with the parsed value (spreading, Object.assign, lookups) can reach Object.prototype.
 */
export function parseJson(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const bare = Object.create(null) as Record<string, unknown>;
    for (const [name, member] of Object.entries(value)) Object.defineProperty(bare, name, { value: member, enumerable: true, writable: true, configurable: true });
    return bare;
  });
}
