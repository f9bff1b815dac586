import { describe, expect, it } from 'vitest';
import { STEP_FIELDS } from './cli-args';
import { helpText } from './cli-text';
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
      expect(options.filter((option) => !known.has(option)), kind).toEqual([]);
    }
  });
});
