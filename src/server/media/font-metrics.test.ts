import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { fallbackFor, fontMetrics } from './font-metrics.ts';
import { fontPath } from './font-files.ts';

const file = (name: string) => readFileSync(fontPath(name) ?? '');

describe('font metrics', () => {
  test("a WOFF2 file's em, lines, weight and mean letter widths are read from its tables", () => {
    const oswald = fontMetrics(file('oswald-latin-600-normal.woff2'));
    expect(oswald).toMatchObject({ unitsPerEm: 1000, ascent: 1193, descent: 289, lineGap: 0, weight: 600 });
    // A condensed face: its letters are far narrower than its capitals, and both narrower than an em.
    expect(oswald.lowerWidth).toBeGreaterThan(300);
    expect(oswald.lowerWidth).toBeLessThan(oswald.upperWidth);
    expect(oswald.upperWidth).toBeLessThan(1000);
    expect(fontMetrics(file('inter-latin-400-normal.woff2'))).toMatchObject({ unitsPerEm: 2048, weight: 400 });
  });

  test("the fallback is scaled to the font's width against Arial's, and keeps the font's own line metrics", () => {
    const condensed = fallbackFor(fontMetrics(file('roboto-condensed-latin-400-normal.woff2')), false);
    const inter = fallbackFor(fontMetrics(file('inter-latin-400-normal.woff2')), false);
    expect(condensed.sizeAdjust).toBeLessThan(0.9);
    expect(inter.sizeAdjust).toBeGreaterThan(1);
    expect(inter.local[0]).toBe('Arial');
    // The overrides are divided by size-adjust, which the browser applies to them too.
    expect(inter.ascent * inter.sizeAdjust).toBeCloseTo(1984 / 2048, 3);
    // A bold file stands in with Arial's bold, measured against it.
    expect(fallbackFor(fontMetrics(file('oswald-latin-600-normal.woff2')), false).local[0]).toBe('Arial Bold');
  });

  test("for devices without Arial's names (Android) a second stand-in is measured against Roboto", () => {
    const oswald = fontMetrics(file('oswald-latin-600-normal.woff2'));
    const inter = fontMetrics(file('inter-latin-400-normal.woff2'));
    expect(fallbackFor(inter, false, 'roboto').local).toEqual(['Roboto']);
    expect(fallbackFor(oswald, false, 'roboto').local).toEqual(['Roboto Bold']);
    // Roboto's capitals and bold are narrower than Arial's: scaled up more to match the same font.
    expect(fallbackFor(oswald, true, 'roboto').sizeAdjust).toBeGreaterThan(fallbackFor(oswald, true).sizeAdjust * 1.05);
    expect(fallbackFor(oswald, false, 'roboto').sizeAdjust).toBeGreaterThan(fallbackFor(oswald, false).sizeAdjust * 1.05);
    // Its letters are about Arial's width; the lines are the font's own either way.
    expect(fallbackFor(inter, false, 'roboto').sizeAdjust).toBeCloseTo(fallbackFor(inter, false).sizeAdjust, 1);
    const stand = fallbackFor(inter, false, 'roboto');
    expect(stand.ascent * stand.sizeAdjust).toBeCloseTo(1984 / 2048, 3);
  });

  test('capitals are measured apart: a face whose capitals are narrow for its letters gets a smaller scale for them', () => {
    const metrics = fontMetrics(file('oswald-latin-600-normal.woff2'));
    expect(fallbackFor(metrics, true).sizeAdjust).toBeLessThan(fallbackFor(metrics, false).sizeAdjust);
  });

  test('a file that is not a font, or is cut short, is refused with a reason', () => {
    expect(() => fontMetrics(Buffer.from('<!doctype html><html></html>'))).toThrow(/not a font file/);
    expect(() => fontMetrics(file('inter-latin-400-normal.woff2').subarray(0, 60))).toThrow();
  });
});
