// How scores, metrics and misses read in the terminal. Pure.
import type { CategoryId, Miss } from './types.ts';

export const CATEGORY_LABELS: Record<CategoryId, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'bp',
  seo: 'seo',
};

export const CATEGORY_NAMES: Record<CategoryId, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

/** Short names and units of the metrics operators are likely to put in the thresholds. */
const METRICS: Record<string, { label: string; unit: 'ms' | 'unitless' }> = {
  'largest-contentful-paint': { label: 'LCP', unit: 'ms' },
  'cumulative-layout-shift': { label: 'CLS', unit: 'unitless' },
  'total-blocking-time': { label: 'TBT', unit: 'ms' },
  'first-contentful-paint': { label: 'FCP', unit: 'ms' },
  'speed-index': { label: 'SI', unit: 'ms' },
  interactive: { label: 'TTI', unit: 'ms' },
  'max-potential-fid': { label: 'FID', unit: 'ms' },
};

export const metricLabel = (id: string): string => METRICS[id]?.label ?? id;

/** A median of whole scores can end in .5; show it rather than round 99.5 up to a failing "100". */
export function formatScore(value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

export function formatMetric(id: string, value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  const unit = METRICS[id]?.unit;
  if (unit === 'ms') return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`;
  return unit === 'unitless' ? value.toFixed(3) : String(Math.round(value * 1000) / 1000);
}

export function describeMiss(miss: Miss): string {
  switch (miss.kind) {
    case 'category':
      return miss.value === null ? `${miss.id}: no score` : `${miss.id} ${formatScore(miss.value)} < ${miss.limit}`;
    case 'metric':
      return miss.value === null
        ? `${metricLabel(miss.id)}: not measured`
        : `${metricLabel(miss.id)} ${formatMetric(miss.id, miss.value)} > ${formatMetric(miss.id, miss.limit)}`;
    case 'installability':
      return `not installable: ${miss.id}`;
  }
}
