/** One Lighthouse navigation as the benches make it (mobile, simulated throttling, performance only), and medians. */
import lighthouse from 'lighthouse';

export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  /** Lighthouse's host CPU benchmark for the run (lower = a busier or slower machine). */
  benchmarkIndex: number;
}

/** One navigation of `url` in the Chromium on `port` (chrome-launcher's), with extra request headers (a session cookie). */
export async function lighthouseRun(port: number, url: string, extraHeaders?: Record<string, string>): Promise<LighthouseRun> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: extraHeaders ?? null });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`lighthouse returned no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
    siMs: numeric('speed-index'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The median score and the median of each metric over some runs (each metric's median on its own). */
export function summarise(runs: LighthouseRun[]) {
  return {
    median: median(runs.map((run) => run.score)),
    medianMetrics: {
      fcpMs: median(runs.map((r) => r.fcpMs)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
      siMs: median(runs.map((r) => r.siMs)),
      benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    },
    runs,
  };
}
