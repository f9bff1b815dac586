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

/** URLSearchParams → object; a repeated key becomes an array. */
export function queryToObject(query: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of query) {
    const existing = out[key];
    if (existing === undefined) out[key] = value;
    else out[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}
