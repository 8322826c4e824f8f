import { describe, expect, it } from 'vitest';
import { realms as shippedOverrides, thresholds as shipped } from '../../lighthouse.config.js';
import { evaluate, thresholdsFor } from '../../scripts/lighthouse/thresholds.ts';
import { CATEGORIES, type Judged, type Measurement, type Thresholds } from '../../scripts/lighthouse/types.ts';

const LIMITS: Thresholds = {
  categories: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  metrics: { 'largest-contentful-paint': 2000, 'cumulative-layout-shift': 0.01, 'total-blocking-time': 100 },
};
const ALL: Judged = { categories: CATEGORIES, timings: true };

function measured(overrides: { scores?: Measurement['scores']; metrics?: Measurement['metrics'] } = {}): Measurement {
  return {
    scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, ...overrides.scores },
    metrics: { 'largest-contentful-paint': 2000, 'cumulative-layout-shift': 0.01, 'total-blocking-time': 100, ...overrides.metrics },
  };
}

describe('the shipped thresholds', () => {
  it('are the product targets, with no realm exempt', () => {
    expect(shipped).toEqual(LIMITS);
    expect(shippedOverrides).toEqual({});
  });
});

describe('evaluate', () => {
  it('passes a page exactly at every threshold', () => {
    expect(evaluate(measured(), LIMITS, ALL)).toEqual([]);
  });

  it.each(CATEGORIES)('fails when %s scores below its threshold', (id) => {
    const limit = LIMITS.categories[id] ?? 0;
    expect(evaluate(measured({ scores: { [id]: limit - 1 } }), LIMITS, ALL)).toEqual([{ kind: 'category', id, value: limit - 1, limit }]);
  });

  it.each([
    ['largest-contentful-paint', 2001],
    ['cumulative-layout-shift', 0.011],
    ['total-blocking-time', 150],
  ])('fails when %s is above its threshold', (id, value) => {
    expect(evaluate(measured({ metrics: { [id]: value } }), LIMITS, ALL)).toEqual([
      { kind: 'metric', id, value, limit: LIMITS.metrics[id] },
    ]);
  });

  it('counts a value Lighthouse could not produce as a miss', () => {
    const misses = evaluate(measured({ scores: { seo: null }, metrics: { 'total-blocking-time': null } }), LIMITS, ALL);
    expect(misses).toEqual([
      { kind: 'category', id: 'seo', value: null, limit: 100 },
      { kind: 'metric', id: 'total-blocking-time', value: null, limit: 100 },
    ]);
  });

  it('fails on every installability error', () => {
    expect(evaluate(measured(), LIMITS, ALL, ['no-manifest', 'manifest-missing-suitable-icon'])).toEqual([
      { kind: 'installability', id: 'no-manifest' },
      { kind: 'installability', id: 'manifest-missing-suitable-icon' },
    ]);
  });

  it('without timings judges neither the performance score nor the metrics', () => {
    const slow = measured({ scores: { performance: 40 }, metrics: { 'largest-contentful-paint': 9000 } });
    expect(evaluate(slow, LIMITS, { categories: CATEGORIES, timings: false })).toEqual([]);
    expect(evaluate(measured({ scores: { accessibility: 90 } }), LIMITS, { categories: CATEGORIES, timings: false })).toHaveLength(1);
  });

  it('judges only the categories that ran, and metrics only with performance', () => {
    const onlyA11y: Judged = { categories: ['accessibility'], timings: true };
    const page: Measurement = { scores: { accessibility: 100 }, metrics: {} };
    expect(evaluate(page, LIMITS, onlyA11y)).toEqual([]);
  });
});

describe('thresholdsFor', () => {
  const overrides = { cinema: { categories: { performance: 80 }, metrics: { 'largest-contentful-paint': 3000 } } };

  it('merges a realm override over the common thresholds', () => {
    const cinema = thresholdsFor(LIMITS, overrides, 'cinema');
    expect(cinema.categories).toEqual({ ...LIMITS.categories, performance: 80 });
    expect(cinema.metrics).toEqual({ ...LIMITS.metrics, 'largest-contentful-paint': 3000 });
    const page = measured({ scores: { performance: 85 }, metrics: { 'largest-contentful-paint': 2500 } });
    expect(evaluate(page, cinema, ALL)).toEqual([]);
  });

  it('leaves other realms on the common thresholds', () => {
    expect(thresholdsFor(LIMITS, overrides, 'arena')).toEqual(LIMITS);
    // An inherited property name is not a realm.
    expect(thresholdsFor(LIMITS, overrides, 'constructor')).toEqual(LIMITS);
  });

  it('lets a realm add a metric of its own', () => {
    const club = thresholdsFor(LIMITS, { club: { metrics: { 'first-contentful-paint': 1800 } } }, 'club');
    const page = measured({ metrics: { 'first-contentful-paint': 1900 } });
    expect(evaluate(page, club, ALL)).toEqual([{ kind: 'metric', id: 'first-contentful-paint', value: 1900, limit: 1800 }]);
  });
});
