/**
 * Reading Lighthouse's Lantern simulation (scripts/bench-lcp.ts): the nodes of a metric's graph with their simulated
 * times, and the chain of dependencies that ends last — what a change must shorten to move the metric.
 */

/** The part of a Lantern graph node read here (network request or main-thread task). */
export interface LanternNode {
  type: string;
  getDependencies(): LanternNode[];
}
export interface NodeTiming {
  startTime: number;
  endTime: number;
}

/** The nodes by simulated start, then end. */
export function byStart<N>(timings: ReadonlyMap<N, NodeTiming>): { node: N; timing: NodeTiming }[] {
  return [...timings].map(([node, timing]) => ({ node, timing })).sort((a, b) => a.timing.startTime - b.timing.startTime || a.timing.endTime - b.timing.endTime);
}

/**
 * The critical chain, last node first: the node that ends last, then, step by step, the dependency (in the graph) that
 * ended last — the one each node waited for.
 */
export function criticalChain<N extends LanternNode>(timings: ReadonlyMap<N, NodeTiming>): { node: N; timing: NodeTiming }[] {
  const chain: { node: N; timing: NodeTiming }[] = [];
  let current: N | undefined;
  for (const [node, timing] of timings) if (!current || timing.endTime > (timings.get(current)?.endTime ?? -Infinity)) current = node;
  const seen = new Set<N>();
  while (current && !seen.has(current)) {
    seen.add(current);
    const timing = timings.get(current);
    if (!timing) break;
    chain.push({ node: current, timing });
    const waitedFor = (current.getDependencies() as N[]).filter((dependency) => timings.has(dependency));
    current = waitedFor.sort((a, b) => (timings.get(b)?.endTime ?? 0) - (timings.get(a)?.endTime ?? 0))[0];
  }
  return chain;
}

/** How many requests of the graph were in flight at once, at most, per origin (HTTP/1.1 gives an origin six connections). */
export function mostInFlight(requests: readonly { origin: string; timing: NodeTiming }[]): Map<string, number> {
  const most = new Map<string, number>();
  for (const { origin, timing } of requests) {
    // In flight the moment this one starts (itself included).
    const overlapping = requests.filter((other) => other.origin === origin && other.timing.startTime <= timing.startTime && other.timing.endTime > timing.startTime).length;
    most.set(origin, Math.max(most.get(origin) ?? 0, overlapping));
  }
  return most;
}
