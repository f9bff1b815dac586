/**
 * npm run simulate -- <scenario|step> [options]   (the transaction simulator's command line; --help)
 *
 * Drives the mock server through /api/simulator/* with the engine (simulator/engine): built-in or file
 * scenarios, single steps from options, and a bulk mode (--count N) for volume tests.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { injectBulk } from './engine/bulk';
import { SimulatorClient } from './engine/client';
import { describeError, isSimulatorError, SimulatorError } from './engine/errors';
import { parseScenario, parseScenarioText, runScenario, type RunEvent, type Scenario } from './engine/scenario';
import { describeStep, STEP_KINDS, type StepOutcome } from './engine/steps';
import { formatIssues } from './engine/validation';
import { isStepKind, optionIssue, parseCliArgs, UsageError, type CliOptions } from './cli-args';
import { clockNotRestoredLine, clockRestoredLine, helpText } from './cli-text';
import { builtInScenario, builtInScenarios } from './scenarios';

const out = (line = '') => process.stdout.write(`${line}\n`);
const err = (line: string) => process.stderr.write(`${line}\n`);

function loadScenario(target: string): Scenario {
  const builtIn = builtInScenario(target.replace(/\.json$/, ''));
  if (builtIn && !target.includes('/')) return builtIn;
  const path = resolve(target);
  if (!existsSync(path)) throw new UsageError(`Unknown scenario or step "${target}": not a built-in scenario (--list), a step (${STEP_KINDS.join(', ')}) or a file`);
  return parseScenarioText(readFileSync(path, 'utf8'), target);
}

function outcomeLine(outcome: StepOutcome): string {
  const description = describeStep(outcome.step);
  const id = outcome.entityId && !description.includes(outcome.entityId) ? outcome.entityId : undefined;
  const result = [outcome.status, id && `(${id})`].filter(Boolean).join(' ');
  const body = outcome.response as { declineReason?: string } | undefined;
  return `${description}${result ? ` → ${result}` : ''}${body?.declineReason ? ` — ${body.declineReason}` : ''}`;
}

function reportError(error: unknown, fromOptions: boolean): number {
  if (error instanceof UsageError) {
    err(`simulate: ${error.message}`);
    for (const issue of error.issues) err(`  ${issue.path ? `${issue.path}: ` : ''}${issue.message}`);
    err('Run npm run simulate -- --help for the usage.');
    return 2;
  }
  if (isSimulatorError(error)) {
    const issues = fromOptions ? error.issues.map(optionIssue) : error.issues;
    if (error.kind === 'invalid') {
      err(`simulate: invalid — nothing was sent:`);
      for (const issue of issues) err(`  ${issue.path ? `${issue.path}: ` : ''}${issue.message}`);
      return 2;
    }
    err(`simulate: ${error.message}`);
    if (error.kind === 'http' && issues.length > 0) err(`  ${formatIssues(issues)}`);
    return error.kind === 'aborted' ? 130 : 1;
  }
  err(`simulate: ${describeError(error)}`);
  return 1;
}

async function runBulk(options: CliOptions, client: SimulatorClient, signal: AbortSignal): Promise<number> {
  let cardIds: string[];
  if (options.card && !['debit', 'credit'].includes(options.card)) cardIds = options.card.split(',').filter(Boolean);
  else {
    if (!options.user) throw new UsageError('--count needs --card ID (comma-separated for several) or --user EMAIL (all their active cards)');
    const user = (await client.users(options.user.includes('@') ? options.user : undefined, signal)).data.find(
      (candidate) => candidate.email === options.user?.toLowerCase() || candidate.id === options.user,
    );
    if (!user) throw new SimulatorError('target', `No user ${options.user}`);
    cardIds = user.cards.filter((card) => card.status === 'active' && (!options.card || card.model === options.card)).map((card) => card.id);
    if (cardIds.length === 0) throw new SimulatorError('target', `${user.email} has no active ${options.card ?? ''} card`.replace('  ', ' '));
  }
  const count = options.count ?? 0;
  if (!options.quiet) out(`Injecting ${count.toLocaleString('en-US')} card transactions on ${cardIds.length} card(s) through ${client.baseUrl} …`);
  let last = 0;
  const result = await injectBulk({
    client,
    cardIds,
    count,
    seed: options.seed,
    signal,
    onProgress: ({ sent, total, elapsedMs }) => {
      if (options.quiet) return;
      const line = `  ${sent.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}  ${((sent / total) * 100).toFixed(0)}%  ${(elapsedMs / 1000).toFixed(1)} s`;
      if (process.stdout.isTTY) process.stdout.write(`\r${line}`);
      else if (elapsedMs - last >= 1000 || sent === total) out(line);
      last = elapsedMs;
    },
  });
  if (process.stdout.isTTY && !options.quiet) out();
  if (options.json) out(JSON.stringify(result));
  out(
    `Done: ${result.count.toLocaleString('en-US')} card transactions in ${(result.elapsedMs / 1000).toFixed(2)} s (${result.ratePerSecond.toLocaleString('en-US')}/s) — ` +
      Object.entries(result.statuses)
        .filter(([, value]) => value > 0)
        .map(([status, value]) => `${value.toLocaleString('en-US')} ${status}`)
        .join(', '),
  );
  return 0;
}

async function main(argv: string[]): Promise<number> {
  let options: CliOptions;
  try {
    options = parseCliArgs(argv, process.env);
  } catch (error) {
    return reportError(error, false);
  }
  if (options.help || (!options.target && !options.list && options.count === undefined)) {
    out(helpText());
    return 0;
  }
  if (options.list) {
    out('Scenarios:');
    for (const { id, scenario } of builtInScenarios()) out(`  ${id.padEnd(26)}${scenario.name} (${scenario.steps.length} steps)`);
    out(`Steps: ${STEP_KINDS.join(', ')}`);
    return 0;
  }

  const controller = new AbortController();
  const onSignal = () => controller.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const client = new SimulatorClient({ baseUrl: options.baseUrl });
  const isStep = isStepKind(options.target);
  try {
    if (options.count !== undefined) {
      if (options.target && options.target !== 'purchase') throw new UsageError('--count injects card transactions: give no scenario or step (or "purchase")');
      return await runBulk(options, client, controller.signal);
    }
    const target = options.target as string;
    const scenario = isStep ? parseScenario({ name: `${target} (command line)`, steps: [{ kind: target, ...options.fields }] }, 'Step') : loadScenario(target);
    if (options.check) {
      out(`${isStep ? 'Step' : target}: valid (${scenario.steps.length} step${scenario.steps.length === 1 ? '' : 's'})`);
      return 0;
    }
    const total = scenario.steps.length;
    const onEvent = (event: RunEvent) => {
      if (options.json && event.type === 'step')
        out(JSON.stringify({ index: event.index, kind: event.outcome.step.kind, status: event.outcome.status, id: event.outcome.entityId, response: event.outcome.response }));
      // A failure and what it did to the clock are printed even with --quiet.
      if (options.quiet && event.type !== 'failed' && event.type !== 'clock-restored' && event.type !== 'clock-not-restored') return;
      switch (event.type) {
        case 'start':
          if (!isStep) out(`${event.scenario.name} — ${total} step${total === 1 ? '' : 's'}, seed ${event.seed}, ${client.baseUrl}`);
          break;
        case 'wait':
          if (event.ms >= 1000) out(`  … ${(event.ms / 1000).toFixed(1)} s`);
          break;
        case 'step':
          out(`  [${event.index + 1}/${total}] ✓ ${outcomeLine(event.outcome)}`);
          break;
        case 'failed':
          err(`  [${event.index + 1}/${total}] ✗ ${event.step ? describeStep(event.step) : `step ${event.index + 1}`}`);
          break;
        case 'clock-restored':
          err(`  ${clockRestoredLine(event)}`);
          break;
        case 'clock-not-restored':
          err(`  ${clockNotRestoredLine({ movedMs: event.movedMs, reason: describeError(event.error) })}`);
          break;
        case 'stopped':
          out(`  stopped before step ${event.index + 1}`);
          break;
        case 'done':
          if (!isStep) out(`Done in ${(event.elapsedMs / 1000).toFixed(1)} s.`);
          break;
      }
    };
    // A scenario that fails half way sets back the clock its clock steps moved, and says so.
    const result = await runScenario(scenario, {
      client,
      user: options.user,
      card: options.card,
      seed: options.seed,
      speed: options.speed,
      signal: controller.signal,
      onEvent,
      restoreClockOnFailure: true,
    });
    if (result.error) return reportError(result.error, isStep);
    return result.stoppedAt === undefined ? 0 : 130;
  } catch (error) {
    return reportError(error, isStep);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    err(`simulate: ${describeError(error)}`);
    process.exit(1);
  },
);
