import { describe, expect, it } from 'vitest';
import { referenceNote, formatTable, legend } from '../../scripts/lighthouse/table.ts';

describe('formatTable', () => {
  it('marks each value that falls short', () => {
    const table = formatTable(
      [
        {
          realm: 'arena',
          page: 'home',
          form: 'host',
          measured: { scores: { performance: 72, seo: 100 }, metrics: { 'largest-contentful-paint': 3370, 'total-blocking-time': 40 } },
          installability: ['no-manifest'],
          misses: [
            { kind: 'category', id: 'performance', value: 72, limit: 95 },
            { kind: 'metric', id: 'largest-contentful-paint', value: 3370, limit: 2000 },
            { kind: 'installability', id: 'no-manifest' },
          ],
        },
      ],
      { categories: ['performance', 'seo'], metrics: ['largest-contentful-paint', 'total-blocking-time'] },
    );
    const [header, , row] = table.split('\n');
    expect(header?.split(/\s+/)).toEqual(['realm', 'page', 'form', 'perf', 'seo', 'LCP', 'TBT', 'installable']);
    expect(row).toMatch(/^arena\s+home\s+host\s+72 ✗\s+100\s+3\.37 s ✗\s+40 ms\s+no ✗ no-manifest$/);
  });
});

describe('legend', () => {
  it('spells out the categories shown', () => {
    expect(legend({ categories: ['accessibility', 'seo'], metrics: [] })).toBe(
      'a11y accessibility · seo SEO · ✗ short of lighthouse.config.js',
    );
  });
});

describe('referenceNote', () => {
  it('says so when the stack alone meets every threshold', () => {
    expect(referenceNote({ misses: [] })).toBe('The stack alone meets every threshold on this machine.');
  });

  it('names what the stack alone misses, so the realms are read against it', () => {
    const note = referenceNote({ misses: [{ kind: 'metric', id: 'total-blocking-time', value: 159, limit: 100 }] });
    expect(note).toMatch(/^The stack alone misses TBT 159 ms > 100 ms on this machine/);
    expect(note).toContain('against this row');
  });
});
