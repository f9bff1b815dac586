/** Prints `usage` and exits when the command line asks for help (`--help` or `-h`); the scripts' common first step. */
export function answerHelp(usage: string, argv: readonly string[] = process.argv.slice(2)): void {
  if (!argv.includes('--help') && !argv.includes('-h')) return;
  console.log(usage.trim());
  process.exit(0);
}

/** The value after `--name` on the command line, or `fallback` when it is absent (the scripts' options). */
export function optionValue(name: string, fallback: string, argv: readonly string[] = process.argv.slice(2)): string {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? (argv[index + 1] ?? fallback) : fallback;
}

/** Bad input: one line, `tool: message` (and the usage, if given), then exit 2 before anything has started. */
export function refuse(tool: string, message: string, usage?: string): never {
  console.error(`${tool}: ${message}${usage ? `\n${usage}` : ''}`);
  process.exit(2);
}
