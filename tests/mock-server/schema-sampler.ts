/**
 * Generates values from the contract's JSON schemas (the bundled openapi.json), valid by construction,
 * plus invalid variants — the fuzz test's source of requests. Deterministic with a seed.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = Record<string, unknown>;

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const HEX = '0123456789abcdef';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export class Sampler {
  constructor(
    private readonly doc: { components?: { schemas?: Record<string, Schema> } },
    readonly random: () => number,
  ) {}

  int(min: number, max: number): number {
    return Math.floor(this.random() * (max - min + 1)) + min;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)] as T;
  }

  chars(alphabet: string, length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(this.random() * alphabet.length)];
    return out;
  }

  resolve(schema: Schema): Schema {
    let current = schema;
    for (let i = 0; i < 20 && typeof current['$ref'] === 'string'; i++) {
      const name = (current['$ref'] as string).replace('#/components/schemas/', '');
      const target = this.doc.components?.schemas?.[name];
      if (!target) throw new Error(`sampler: unresolved ${String(current['$ref'])}`);
      const { $ref: _ref, ...rest } = current;
      current = { ...target, ...rest };
    }
    return current;
  }

  private string(schema: Schema): string {
    const format = schema['format'] as string | undefined;
    const amount = () => `${this.int(1, 900)}.${String(this.int(0, 99)).padStart(2, '0')}`;
    switch (format) {
      case 'email':
        return `${this.chars('abcdefghij', 6)}@example.com`;
      case 'uuid':
        return `${this.chars(HEX, 8)}-${this.chars(HEX, 4)}-4${this.chars(HEX, 3)}-a${this.chars(HEX, 3)}-${this.chars(HEX, 12)}`;
      case 'date-time':
        return new Date(Date.UTC(2026, this.int(0, 10), this.int(1, 28), this.int(0, 23))).toISOString();
      case 'date':
        return `2026-${String(this.int(1, 12)).padStart(2, '0')}-${String(this.int(1, 28)).padStart(2, '0')}`;
      case 'uri':
        return `https://example.com/${this.chars('abcdef', 5)}`;
      case 'decimal':
      case 'positive-decimal':
      case 'usd-amount':
        return this.random() < 0.2 ? `0.${this.int(1, 9)}` : amount();
      case 'fraction':
        return this.pick(['0', '0.015', '0.02']);
      case 'currency-symbol':
        return this.pick(['USDT', 'USDC', 'LOOK', 'ETH', 'BTC', 'USD']);
      case 'evm-address':
        return `0x${this.chars(HEX, 40)}`;
      case 'tron-address':
        return `T${this.chars(BASE58, 33)}`;
      case 'six-digit-code':
        return this.chars('0123456789', 6);
      case 'verification-code':
        return this.chars('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 6);
      case 'referral-code':
        return this.chars('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', this.int(6, 8));
      case 'recovery-code':
        return this.chars('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 10);
      case 'last-four':
      case 'mcc':
        return this.chars('0123456789', 4);
      case 'pan':
        return this.chars('0123456789', 16);
      case 'cvv':
        return this.chars('0123456789', 3);
      case 'card-expiry':
        return `${String(this.int(1, 12)).padStart(2, '0')}/${this.int(27, 31)}`;
      case 'billing-cycle':
        return `2026-${String(this.int(1, 12)).padStart(2, '0')}`;
      case 'totp-secret':
        return this.chars(B32, 32);
      case 'country-code':
        return this.pick(['US', 'GB', 'SG', 'HK', 'TW', 'CN', 'DE']);
      case 'dial-code':
        return this.pick(['+1', '+44', '+65', '+852']);
      case 'phone-number':
        return this.chars('0123456789', this.int(4, 15));
      case 'app-path':
        return this.pick(['/', '/?tab=cards', `/?card=${this.chars(HEX, 8)}&dialog=statements`]);
      default: {
        const min = (schema['minLength'] as number | undefined) ?? 1;
        const max = Math.max(min, Math.min((schema['maxLength'] as number | undefined) ?? 16, min + 16));
        return this.chars(ALNUM, this.int(min, max));
      }
    }
  }

  sample(input: Schema, depth = 0): Json {
    const schema = this.resolve(input);
    if ('const' in schema) return schema['const'] as Json;
    if (Array.isArray(schema['enum'])) return this.pick(schema['enum'] as Json[]);
    for (const key of ['oneOf', 'anyOf'] as const) {
      const branches = schema[key] as Schema[] | undefined;
      if (branches?.length)
        return this.sample(this.pick(branches.filter((b) => this.resolve(b)['type'] !== 'null').length ? branches.filter((b) => this.resolve(b)['type'] !== 'null') : branches), depth + 1);
    }
    if (Array.isArray(schema['allOf'])) {
      const merged: Schema = { type: 'object', properties: {}, required: [] };
      for (const part of schema['allOf'] as Schema[]) {
        const resolved = this.resolve(part);
        Object.assign(merged['properties'] as Schema, resolved['properties'] ?? {});
        (merged['required'] as string[]).push(...((resolved['required'] as string[] | undefined) ?? []));
      }
      return this.sample(merged, depth + 1);
    }
    let type = schema['type'];
    if (Array.isArray(type)) type = type.find((t) => t !== 'null') ?? 'null';
    switch (type) {
      case 'string':
        return this.string(schema);
      case 'integer':
      case 'number': {
        const exclusive = schema['exclusiveMinimum'] as number | undefined;
        const min = exclusive !== undefined ? exclusive + 1 : ((schema['minimum'] as number | undefined) ?? 0);
        const max = Math.max(min, Math.min((schema['maximum'] as number | undefined) ?? min + 50, min + 50));
        const value = this.int(min, max);
        return type === 'number' && max <= 1 ? Math.round(this.random() * 100) / 100 : value;
      }
      case 'boolean':
        return this.random() < 0.5;
      case 'array': {
        const items = (schema['items'] as Schema | undefined) ?? { type: 'string' };
        const min = (schema['minItems'] as number | undefined) ?? 0;
        const max = Math.min((schema['maxItems'] as number | undefined) ?? 3, min + 3);
        return depth > 4 ? [] : Array.from({ length: this.int(min, Math.max(min, max)) }, () => this.sample(items, depth + 1));
      }
      case 'null':
        return null;
      case 'object':
      default: {
        const out: Record<string, Json> = {};
        const properties = (schema['properties'] as Record<string, Schema> | undefined) ?? {};
        const required = new Set((schema['required'] as string[] | undefined) ?? []);
        for (const [name, property] of Object.entries(properties)) {
          if (required.has(name) || (depth < 3 && this.random() < 0.5)) out[name] = this.sample(property, depth + 1);
        }
        return out;
      }
    }
  }

  /** An invalid variant of a valid object body, with a label saying what was broken. */
  breakBody(schema: Schema, valid: Json): { label: string; body: string | undefined; contentType?: string } {
    const resolved = this.resolve(schema);
    const required = (resolved['required'] as string[] | undefined) ?? [];
    const object = valid && typeof valid === 'object' && !Array.isArray(valid) ? { ...valid } : {};
    const keys = Object.keys(object);
    const options: (() => { label: string; body: string | undefined; contentType?: string })[] = [
      () => ({ label: 'malformed JSON', body: `${JSON.stringify(object).slice(0, -1)}` }),
      () => ({ label: 'wrong content type', body: 'a=1', contentType: 'application/x-www-form-urlencoded' }),
      () => ({ label: 'array instead of object', body: '[]' }),
      () => ({ label: 'unknown field', body: JSON.stringify({ ...object, unexpectedField: 'x' }) }),
      () => ({ label: 'null body', body: 'null' }),
      () => ({ label: 'huge string', body: JSON.stringify(Object.fromEntries(keys.map((k) => [k, 'x'.repeat(5000)]))) }),
      () => {
        const key = required.length ? this.pick(required) : undefined;
        if (!key) return { label: 'number instead of object', body: '42' };
        const { [key]: _dropped, ...rest } = object;
        return { label: `missing ${key}`, body: JSON.stringify(rest) };
      },
      () => {
        const key = keys.length ? this.pick(keys) : undefined;
        if (!key) return { label: 'string body', body: '"hello"' };
        const value = object[key];
        return { label: `wrong type for ${key}`, body: JSON.stringify({ ...object, [key]: typeof value === 'string' ? 12345 : 'not-the-right-type' }) };
      },
      () => {
        const key = keys.length ? this.pick(keys) : undefined;
        return { label: `negative/garbage ${key ?? ''}`, body: JSON.stringify(key ? { ...object, [key]: '-1e999' } : { amount: '-5' }) };
      },
    ];
    return this.pick(options)();
  }
}
