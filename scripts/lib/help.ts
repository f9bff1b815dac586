/** Prints `usage` and exits when the command line asks for help (`--help` or `-h`); the scripts' common first step. */
export function answerHelp(usage: string, argv: readonly string[] = process.argv.slice(2)): void {
  if (!argv.includes('--help') && !argv.includes('-h')) return;
  console.log(usage.trim());
  process.exit(0);
}
