import { describe, expect, it } from 'vitest';
import { median, medianOfRuns, representativeRun } from '../../scripts/lighthouse/median.ts';
import type { Measurement } from '../../scripts/lighthouse/types.ts';

const run = (performance: number | null, lcp: number | null, accessibility = 100): Measurement => ({
  scores: { performance, accessibility },
  metrics: { 'largest-contentful-paint': lcp },
});

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([70, 90, 80])).toBe(80);
  });
  it('takes the mean of the middle two of an even count', () => {
    expect(median([99, 100])).toBe(99.5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('ignores missing values and has none for no values', () => {
    expect(median([null, 5, undefined])).toBe(5);
    expect(median([null])).toBeNull();
    expect(median([])).toBeNull();
  });
});

describe('medianOfRuns', () => {
  it('takes the median of each score and metric on its own', () => {
    const runs = [run(60, 3000), run(80, 2000), run(70, 4000)];
    expect(medianOfRuns(runs)).toEqual({
      scores: { performance: 70, accessibility: 100 },
      metrics: { 'largest-contentful-paint': 3000 },
    });
  });
  it('skips runs that lack a value, and keeps null where no run has one', () => {
    expect(medianOfRuns([run(null, 2000), run(90, null), run(null, 3000)])).toEqual({
      scores: { performance: 90, accessibility: 100 },
      metrics: { 'largest-contentful-paint': 2500 },
    });
    expect(medianOfRuns([run(null, null)]).scores.performance).toBeNull();
  });
  it('of one run is that run', () => {
    expect(medianOfRuns([run(75, 2100)])).toEqual(run(75, 2100));
  });
});

describe('representativeRun', () => {
  it('keeps the run closest to the median performance score', () => {
    expect(representativeRun([run(60, 0), run(90, 0), run(72, 0)])).toBe(2);
  });
  it('prefers the earlier run on a tie and the first when performance did not run', () => {
    expect(representativeRun([run(70, 0), run(80, 0)])).toBe(0);
    expect(representativeRun([run(null, 0), run(null, 0)])).toBe(0);
  });
});
