import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from './events';

describe('the event names', () => {
  it('are exactly the contract’s SimulatorEventType, in its order', () => {
    // contracts/schemas/simulator.yaml: SimulatorEventType's enum (a list of `- name` lines up to the next schema).
    const yaml = readFileSync(new URL('../../contracts/schemas/simulator.yaml', import.meta.url), 'utf8');
    const block = /^SimulatorEventType:\n([\s\S]*?)^\S/m.exec(yaml)?.[1] ?? '';
    const names = [...block.matchAll(/^ {4}- ([\w.-]+)$/gm)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(0);
    expect([...EVENT_TYPES]).toEqual(names);
  });
});
