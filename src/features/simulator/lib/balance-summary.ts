/** One balance of a `balance.changed` event: its currency and amount, as the payload carries them. */
export interface BalanceEntry {
  symbol: string;
  amount: string;
}

/** Balances shown beside an event at least (more when more of them changed). */
export const BALANCES_SHOWN = 4;

/**
 * The balances of a `balance.changed` event in the order worth a glance: those that changed first, then the others,
 * up to {@link BALANCES_SHOWN} in all (every changed one is shown). What changed is read against the user's previous
 * `balance.changed` event of the stream; for the first one, from the currencies that the events it came with name
 * (a deposit's, a withdrawal's). With neither, nothing is known to have changed: every balance shows.
 */
export function orderedBalances(current: readonly BalanceEntry[], previous: readonly BalanceEntry[] | undefined, named: readonly string[] = []): BalanceEntry[] {
  let changed: Set<string>;
  if (previous) {
    const before = new Map(previous.map((entry) => [entry.symbol, entry.amount]));
    changed = new Set(current.filter((entry) => before.get(entry.symbol) !== entry.amount).map((entry) => entry.symbol));
  } else {
    changed = new Set(named.filter((symbol) => current.some((entry) => entry.symbol === symbol)));
    if (changed.size === 0) return [...current];
  }
  const first = current.filter((entry) => changed.has(entry.symbol));
  const rest = current.filter((entry) => !changed.has(entry.symbol));
  return [...first, ...rest].slice(0, Math.max(BALANCES_SHOWN, first.length));
}
