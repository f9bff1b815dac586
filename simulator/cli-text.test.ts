import { describe, expect, it } from 'vitest';
import { STEP_FIELDS } from './cli-args';
import { clockNotRestoredLine, clockRestoredLine, formatDuration, helpText } from './cli-text';
import { Step, STEP_KINDS } from './engine/steps';

/** The "Steps" part of the help: from its heading to the next blank line. */
function stepsSection(help: string): string {
  const start = help.indexOf('\nSteps');
  expect(start).toBeGreaterThan(-1);
  const end = help.indexOf('\n\n', start + 1);
  return help.slice(start, end === -1 ? undefined : end);
}

/** The help's usage lines of each step: a line that starts with the step's name, and the lines indented below it. */
function usageOf(help: string): Map<string, string> {
  const usage = new Map<string, string>();
  let current: string | undefined;
  for (const line of stepsSection(help).split('\n').slice(2)) {
    const named = /^ {2}(\S[^ ]*(?: \| \S+)*) {2,}(.*)$/.exec(line);
    if (named?.[1]) {
      for (const kind of named[1].split(' | ')) usage.set(kind, named[2] ?? '');
      current = named[1];
    } else if (current && /^ {3,}\S/.test(line)) {
      for (const kind of current.split(' | ')) usage.set(kind, `${usage.get(kind) ?? ''} ${line.trim()}`);
    } else current = undefined;
  }
  return usage;
}

describe('npm run simulate -- --help', () => {
  it('names every step of the registry, with its usage', () => {
    const kinds = Step.options.map((option) => option.shape.kind.value);
    expect([...STEP_KINDS].sort()).toEqual([...kinds].sort());
    const usage = usageOf(helpText());
    expect([...usage.keys()].sort()).toEqual([...kinds].sort());
  });

  it('gives each step only options it takes: its own fields and the run options', () => {
    const runOptions = ['user', 'card', 'base-url', 'seed', 'speed'];
    for (const [kind, line] of usageOf(helpText())) {
      const options = [...line.matchAll(/--([A-Za-z][\w.-]*)/g)].map((match) => match[1] ?? '');
      const known = new Set([...(STEP_FIELDS[kind as keyof typeof STEP_FIELDS] ?? []), ...runOptions]);
      expect(
        options.filter((option) => !known.has(option)),
        kind,
      ).toEqual([]);
    }
  });
});

describe('what a failed scenario did to the clock', () => {
  it('says the clock was set back, to when, and by how much', () => {
    expect(clockRestoredLine({ to: '2026-11-20T10:00:00.000Z', undoneMs: 18_900_000 })).toBe(
      "the clock was set back to 2026-11-20T10:00:00.000Z, undoing the 5 h 15 min the scenario's clock steps had moved it on (what its earlier steps did stays)",
    );
    expect(clockRestoredLine({ to: '2026-11-20T10:00:00.000Z', undoneMs: -7_200_000 })).toContain('undoing the 2 h the scenario’s'.replace('’', "'"));
  });

  it('says how far the clock stays moved when it could not be set back', () => {
    expect(clockNotRestoredLine({ movedMs: 86_400_000, reason: 'Cannot reach the mock server' })).toBe(
      "the clock stays moved on by 24 h, as the scenario's clock steps left it: setting it back failed (Cannot reach the mock server)",
    );
  });

  it.each([
    [45_000, '45 s'],
    [60_000, '1 min'],
    [3_600_000, '1 h'],
    [3_605_000, '1 h 0 min 5 s'],
    [18_900_000, '5 h 15 min'],
    [250, '250 ms'],
  ])('writes %i ms as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
