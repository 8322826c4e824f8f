import { expect, test } from 'vitest';
import { contrastRatio, isDark, mix, readableOn, relativeLuminance, softenedText } from './contrast.ts';

test('luminance and contrast follow WCAG 2', () => {
  expect(relativeLuminance('#000000')).toBe(0);
  expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
  expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  // A well-known pair: #767676 on white is just above 4.5:1.
  expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThan(4.5);
  expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
});

test('readable text colour is white on dark and black on light backgrounds', () => {
  expect(readableOn('#000000')).toBe('#ffffff');
  expect(readableOn('#e10600')).toBe('#ffffff');
  expect(readableOn('#ffc72c')).toBe('#000000');
  expect(readableOn('#1e1e24')).toBe('#ffffff');
  expect(readableOn('#fafafa')).toBe('#000000');
  expect(isDark('#101820')).toBe(true);
  expect(isDark('#f5f0e6')).toBe(false);
});

test('mixing and softening keep the minimum contrast', () => {
  expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  for (const bg of ['#000000', '#101820', '#f5f0e6', '#3a3a3a']) {
    const text = readableOn(bg);
    expect(contrastRatio(softenedText(text, bg), bg)).toBeGreaterThanOrEqual(4.5);
  }
});
