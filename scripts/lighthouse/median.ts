// Several runs of one page become one measurement: the median of each score and metric on its
// own (a run's slow LCP and another's slow TBT are both smoothed out), and one run whose report
// stands for them all.
import type { CategoryId, Measurement } from './types.ts';

/** The median of the numbers given (mean of the middle two for an even count); null if none. */
export function median(values: readonly (number | null | undefined)[]): number | null {
  const sorted = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? 0) + upper) / 2;
}

/** The per-value median of the runs; a key measured in any run appears in the result. */
export function medianOfRuns(runs: readonly Measurement[]): Measurement {
  const categories = new Set(runs.flatMap((r) => Object.keys(r.scores) as CategoryId[]));
  const metrics = new Set(runs.flatMap((r) => Object.keys(r.metrics)));
  const scores: Measurement['scores'] = {};
  for (const id of categories) scores[id] = median(runs.map((r) => r.scores[id]));
  const values: Measurement['metrics'] = {};
  for (const id of metrics) values[id] = median(runs.map((r) => r.metrics[id]));
  return { scores, metrics: values };
}

/**
 * The index of the run whose report is kept: the one closest to the median performance score
 * (the most variable number), else the first. Ties go to the earlier run.
 */
export function representativeRun(runs: readonly Measurement[]): number {
  const target = median(runs.map((r) => r.scores.performance));
  if (target === null) return 0;
  let best = 0;
  let bestDistance = Infinity;
  runs.forEach((run, index) => {
    const score = run.scores.performance;
    const distance = typeof score === 'number' ? Math.abs(score - target) : Infinity;
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}
