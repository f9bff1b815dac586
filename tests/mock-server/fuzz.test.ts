import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMockApp } from '../../mock-server';
import type { MockRequest } from '../../mock-server';
import { operations } from '@contract-kit/operations';
import { mulberry32, Sampler, type Json, type Schema } from './schema-sampler';

/**
 * Property/fuzz test of the mock server: valid and invalid variants of every operation, generated from the
 * contract. Whatever comes in, nothing answers 5xx and every answer satisfies the contract (the dispatcher
 * checks responses; a violation would be a 500 naming the operation and field).
 */
const doc = JSON.parse(readFileSync(new URL('../../contracts/dist/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { parameters?: Schema[]; requestBody?: { content?: Record<string, { schema: Schema }> } }>>;
  components: { schemas: Record<string, Schema>; parameters?: Record<string, Schema> };
};

const PER_OPERATION = Math.ceil(5200 / operations.length);

function resolveParameter(parameter: Schema): Schema {
  const ref = parameter['$ref'];
  if (typeof ref === 'string') return doc.components.parameters?.[ref.replace('#/components/parameters/', '')] ?? parameter;
  return parameter;
}

describe('fuzz: every operation, valid and invalid inputs', () => {
  it(`answers ${PER_OPERATION * operations.length}+ generated requests without a 5xx or a contract violation`, async () => {
    const violations: string[] = [];
    const app = createMockApp({ log: (line) => violations.push(line), seed: 7 });
    const sampler = new Sampler(doc, mulberry32(20261121));
    const ids = () => Object.values(app.store.snapshot()).flatMap((records) => (records ?? []).map((r) => r.id));
    let cookie = '';
    const signIn = async () => {
      const response = await app.dispatcher.dispatch({
        method: 'POST',
        path: '/api/auth/login',
        query: new URLSearchParams(),
        headers: { 'content-type': 'application/json' },
        bodyText: JSON.stringify({ email: 'demo@example.com', password: 'Demo-Passw0rd!' }),
      });
      cookie = response.cookies?.[0]?.split(';')[0] ?? '';
    };
    await signIn();

    const failures: string[] = [];
    const validRejected: string[] = [];
    let sent = 0;
    const statusCounts: Record<string, number> = {};

    for (const operation of operations) {
      if (operation.operationId === 'streamSimulatorEvents') continue; // served by the transport, not the dispatcher
      const item = doc.paths[operation.path]?.[operation.method.toLowerCase()];
      const parameters = (item?.parameters ?? []).map(resolveParameter);
      const bodySchema = item?.requestBody?.content?.['application/json']?.schema;

      for (let i = 0; i < PER_OPERATION; i++) {
        if (i % 25 === 0) await signIn();
        const invalid = i % 2 === 1;
        const knownIds = ids();
        let path = operation.path;
        const query = new URLSearchParams();
        for (const parameter of parameters) {
          const name = parameter['name'] as string;
          const schema = (parameter['schema'] as Schema | undefined) ?? { type: 'string' };
          if (parameter['in'] === 'path') {
            const isPlainId = !sampler.resolve(schema)['format'];
            const value = isPlainId && sampler.random() < 0.6 && knownIds.length ? sampler.pick(knownIds) : String(sampler.sample(schema));
            path = path.replace(`{${name}}`, encodeURIComponent(invalid && sampler.random() < 0.2 ? '%%bad' : value));
          } else if (parameter['in'] === 'query' && (parameter['required'] || sampler.random() < 0.6)) {
            const value = invalid && sampler.random() < 0.5 ? sampler.pick(['-1', 'abc', '', '1e309', 'x'.repeat(300)]) : String(sampler.sample(schema) as Json);
            query.set(name, value);
          }
        }
        if (invalid && sampler.random() < 0.2) query.set('unknownParam', 'x');

        const headers: Record<string, string> = { 'content-type': 'application/json', cookie };
        // Required headers (the money movements' Idempotency-Key): sampled, sometimes left out of invalid requests.
        for (const parameter of parameters) {
          if (parameter['in'] !== 'header' || !parameter['required'] || (invalid && sampler.random() < 0.3)) continue;
          headers[(parameter['name'] as string).toLowerCase()] = String(sampler.sample((parameter['schema'] as Schema | undefined) ?? { type: 'string' }) as Json);
        }
        if (invalid && sampler.random() < 0.1) headers['x-correlation-id'] = 'not-a-uuid';
        if (sampler.random() < 0.05) headers['cookie'] = 'sid=forged';
        let bodyText: string | undefined;
        let label = invalid ? 'invalid' : 'valid';
        if (bodySchema) {
          const valid = sampler.sample(bodySchema);
          if (invalid) {
            const broken = sampler.breakBody(bodySchema, valid);
            bodyText = broken.body;
            label = `invalid: ${broken.label}`;
            if (broken.contentType) headers['content-type'] = broken.contentType;
          } else {
            bodyText = JSON.stringify(valid);
          }
        }

        const request: MockRequest = { method: operation.method, path, query, headers, bodyText };
        const response = await app.dispatcher.dispatch(request);
        app.services.faults.clear(); // a fuzzed fault must not leak into the next request
        sent++;
        statusCounts[String(response.status)] = (statusCounts[String(response.status)] ?? 0) + 1;
        if (response.status >= 500) {
          failures.push(
            `${operation.operationId} [${label}] ${operation.method} ${path}?${query} ${bodyText?.slice(0, 200) ?? ''} → ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`,
          );
        }
        const code = (response.body as { code?: string } | undefined)?.code;
        if (!invalid && response.status === 400 && code === 'ValidationError' && headers['cookie'] !== 'sid=forged') {
          validRejected.push(`${operation.operationId}: ${JSON.stringify(response.body).slice(0, 300)} for ${bodyText?.slice(0, 200) ?? ''} ?${query}`);
        }
      }
    }

    expect(sent).toBeGreaterThanOrEqual(5000);
    expect(failures, failures.slice(0, 10).join('\n')).toEqual([]);
    expect(
      violations.filter((line) => line.includes('Contract violation')),
      violations.slice(0, 5).join('\n'),
    ).toEqual([]);
    // Inputs generated from the contract must pass the generated validators (contract and zod agree).
    expect(validRejected, validRejected.slice(0, 10).join('\n')).toEqual([]);
    expect(Object.keys(statusCounts).length).toBeGreaterThan(3);
  }, 240_000);
});
