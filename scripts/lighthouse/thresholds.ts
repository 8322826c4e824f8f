// Judging a measurement against the thresholds of lighthouse.config.js. Pure, so the unit tests
// pin down what counts as a miss.
import type { Judged, Measurement, Miss, ThresholdOverride, Thresholds } from './types.ts';

/** The thresholds for one realm: the common ones with the realm's overrides on top. */
export function thresholdsFor(common: Thresholds, overrides: Readonly<Record<string, ThresholdOverride>>, realm: string): Thresholds {
  const own = Object.hasOwn(overrides, realm) ? overrides[realm] : undefined;
  return {
    categories: { ...common.categories, ...own?.categories },
    metrics: { ...common.metrics, ...own?.metrics },
  };
}

/**
 * Every value that falls short. Categories that did not run are not judged; with timings off,
 * neither the performance score nor the metrics are (they swing with the machine's load).
 * A judged value Lighthouse could not produce is a miss: an audit that errored proves nothing.
 */
export function evaluate(measured: Measurement, limits: Thresholds, judged: Judged, installabilityErrors: readonly string[] = []): Miss[] {
  const misses: Miss[] = [];
  for (const id of judged.categories) {
    if (id === 'performance' && !judged.timings) continue;
    const limit = limits.categories[id];
    if (limit === undefined) continue;
    const value = measured.scores[id] ?? null;
    if (value === null || value < limit) misses.push({ kind: 'category', id, value, limit });
  }
  if (judged.timings && judged.categories.includes('performance')) {
    for (const [id, limit] of Object.entries(limits.metrics)) {
      const value = measured.metrics[id] ?? null;
      if (value === null || value > limit) misses.push({ kind: 'metric', id, value, limit });
    }
  }
  for (const id of installabilityErrors) misses.push({ kind: 'installability', id });
  return misses;
}
