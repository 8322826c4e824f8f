import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { lostPoints, narrowedConfig, UNTIMED } from '../../scripts/lighthouse/audit.ts';
import { mobile } from '../../lighthouse.config.js';

type Lhr = Pick<Result, 'categories' | 'audits'>;

const lhr = (audits: Record<string, { score: number | null; title?: string; items?: object[] }>, weights: Record<string, number>): Lhr =>
  ({
    categories: {
      'best-practices': {
        id: 'best-practices',
        title: 'Best practices',
        score: 0.96,
        auditRefs: Object.entries(weights).map(([id, weight]) => ({ id, weight })),
      },
      performance: { id: 'performance', title: 'Performance', score: 0.5, auditRefs: [{ id: 'lcp', weight: 25 }] },
    },
    audits: {
      lcp: { id: 'lcp', title: 'LCP', score: 0.1 },
      ...Object.fromEntries(
        Object.entries(audits).map(([id, a]) => [
          id,
          { id, title: a.title ?? id, score: a.score, details: a.items ? { type: 'table', items: a.items } : undefined },
        ]),
      ),
    },
  }) as unknown as Lhr;

describe('lostPoints', () => {
  it('names each weighted audit that failed with what it found, and nothing for performance', () => {
    const result = lhr(
      {
        'errors-in-console': { score: 0, items: [{ source: 'network', description: 'Failed to load resource: 503', url: '/api/x' }] },
        'image-aspect-ratio': { score: 0, title: 'Displays images with correct aspect ratio' },
        'is-on-https': { score: 1 },
        unweighted: { score: 0 },
        'not-applicable': { score: null },
      },
      { 'errors-in-console': 1, 'image-aspect-ratio': 1, 'is-on-https': 1, unweighted: 0, 'not-applicable': 1 },
    );
    expect(lostPoints(result, ['performance', 'best-practices'])).toEqual([
      'errors-in-console: network Failed to load resource: 503 /api/x',
      'image-aspect-ratio (Displays images with correct aspect ratio)',
    ]);
  });
  it('is empty when every audit passed', () => {
    expect(lostPoints(lhr({ 'is-on-https': { score: 1 } }, { 'is-on-https': 1 }), ['best-practices'])).toEqual([]);
  });
});

describe('narrowedConfig', () => {
  it('runs only the categories asked for, keeping the operator settings', () => {
    const settings = narrowedConfig(mobile, ['accessibility', 'seo']).settings;
    expect(settings?.onlyCategories).toEqual(['accessibility', 'seo']);
    expect(settings?.formFactor).toBe('mobile');
    expect(settings?.clearStorageTypes).toEqual(mobile.settings?.clearStorageTypes);
  });

  it('shortens the waits only when nothing is timed: with performance, Lighthouse keeps its own', () => {
    expect(narrowedConfig(mobile, ['accessibility', 'best-practices', 'seo']).settings).toMatchObject(UNTIMED);
    const timed = narrowedConfig(mobile, ['performance', 'accessibility']).settings ?? {};
    for (const key of Object.keys(UNTIMED)) expect(timed, key).not.toHaveProperty(key);
  });
});
