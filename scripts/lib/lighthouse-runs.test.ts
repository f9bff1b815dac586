import { describe, expect, it } from 'vitest';
import { median, summarise, type LighthouseRun } from './lighthouse-runs';

const run = (score: number, lcpMs: number, tbtMs: number): LighthouseRun => ({ score, fcpMs: 1600, lcpMs, tbtMs, cls: 0, siMs: 1600, benchmarkIndex: 2500 });

describe("the benches' Lighthouse medians", () => {
  it('takes the middle run, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });

  it("takes each metric's median on its own, not the metrics of the median run", () => {
    const summary = summarise([run(90, 2700, 100), run(95, 2600, 300), run(93, 2650, 200)]);
    expect(summary.median).toBe(93);
    expect(summary.medianMetrics).toMatchObject({ lcpMs: 2650, tbtMs: 200 });
    expect(summarise([run(90, 2700, 300), run(95, 2600, 100), run(93, 2500, 200)]).medianMetrics).toMatchObject({ lcpMs: 2600, tbtMs: 200 });
  });
});
