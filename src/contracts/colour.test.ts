import { describe, expect, test } from 'vitest';
import {
  BLACK,
  MIN_TEXT_CONTRAST,
  WHITE,
  contrastRatio,
  darken,
  isDark,
  lighten,
  mix,
  parseHex,
  readableAccent,
  readableTextColour,
  relativeLuminance,
  shiftHue,
  softenedText,
  toHex,
} from './colour.ts';

const grey = (v: number) => toHex({ r: v, g: v, b: v });
const greys = Array.from({ length: 256 }, (_, v) => grey(v));
// Every colour on a 0, 51, …, 255 grid in each channel (the 216 "web-safe" colours), plus greys.
const steps = [0, 51, 102, 153, 204, 255];
const samples = [...steps.flatMap((r) => steps.flatMap((g) => steps.map((b) => toHex({ r, g, b })))), ...greys];

describe('hex parsing', () => {
  test('reads #rrggbb and #rgb in any case', () => {
    expect(parseHex('#e10600')).toEqual({ r: 225, g: 6, b: 0 });
    expect(parseHex('#E10600')).toEqual(parseHex('#e10600'));
    expect(parseHex('#fc0')).toEqual(parseHex('#ffcc00'));
  });

  test.each(['', 'red', '#12345', '#1234567', '#ggg000'])('rejects %j', (bad) => {
    expect(() => parseHex(bad)).toThrow(RangeError);
  });

  test('toHex rounds, clamps and writes lower case', () => {
    expect(toHex({ r: 300, g: -4, b: 170.6 })).toBe('#ff00ab');
    expect(toHex(parseHex('#ABCDEF'))).toBe('#abcdef');
  });
});

describe('WCAG 2 luminance and contrast', () => {
  test('luminance runs from 0 for black to 1 for white, weighted 0.2126 / 0.7152 / 0.0722', () => {
    expect(relativeLuminance(BLACK)).toBe(0);
    expect(relativeLuminance(WHITE)).toBeCloseTo(1, 10);
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 10);
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 10);
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 10);
  });

  test('white on black is 21:1 either way round, and a colour on itself is 1:1', () => {
    expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21, 10);
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 10);
    expect(contrastRatio('#3a7bd5', '#3a7bd5')).toBe(1);
  });

  test('the well-known greys either side of 4.5:1 on white', () => {
    expect(contrastRatio('#777777', WHITE)).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', WHITE)).toBeCloseTo(4.54, 2);
  });
});

describe('readable text colour', () => {
  test('is whichever of white and black contrasts more, so it always reaches AA', () => {
    for (const background of samples) {
      const text = readableTextColour(background);
      const other = text === WHITE ? BLACK : WHITE;
      expect(contrastRatio(text, background), background).toBeGreaterThanOrEqual(contrastRatio(other, background));
      // The worst background for the better of the two is the mid-grey where they tie, at √21 ≈ 4.58:1.
      expect(contrastRatio(text, background), background).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(isDark(background), background).toBe(text === WHITE);
    }
  });

  test('along the greys it turns from white to black once, between #757575 and #767676', () => {
    const flips = greys.filter((g, i) => i > 0 && readableTextColour(g) !== readableTextColour(greys[i - 1] ?? g));
    expect(flips).toEqual(['#767676']);
    expect(readableTextColour('#757575')).toBe(WHITE);
    expect(readableTextColour('#767676')).toBe(BLACK);
  });

  test('the rule compares against pure black: a near-black would flip the boundary the wrong way', () => {
    // On #767676 white beats #111111 but black beats white; the readable colour is black.
    expect(contrastRatio(WHITE, '#767676')).toBeGreaterThan(contrastRatio('#111111', '#767676'));
    expect(readableTextColour('#767676')).toBe(BLACK);
  });
});

describe('mixing', () => {
  test('amount 0 and 1 give the ends, 0.5 the midpoint', () => {
    expect(mix('#e10600', '#1e1e24', 0)).toBe('#e10600');
    expect(mix('#e10600', '#1e1e24', 1)).toBe('#1e1e24');
    expect(mix(BLACK, WHITE, 0.5)).toBe('#808080');
  });

  test('lighten and darken mix towards white and black', () => {
    expect(lighten('#336699', 1)).toBe(WHITE);
    expect(darken('#336699', 1)).toBe(BLACK);
    expect(relativeLuminance(lighten('#336699', 0.3))).toBeGreaterThan(relativeLuminance('#336699'));
    expect(relativeLuminance(darken('#336699', 0.3))).toBeLessThan(relativeLuminance('#336699'));
  });

  test.each(greys.filter((_, i) => i % 15 === 0))('softened text on %s still meets the minimum', (background) => {
    const text = readableTextColour(background);
    const soft = softenedText(text, background);
    expect(contrastRatio(soft, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(soft, background)).toBeLessThanOrEqual(contrastRatio(text, background));
  });

  test('softening fades when there is room and gives the text back when there is none', () => {
    expect(softenedText(WHITE, BLACK)).not.toBe(WHITE);
    expect(softenedText(WHITE, BLACK, 21)).toBe(WHITE);
  });
});

describe('hue rotation', () => {
  test('turns the primaries into each other and comes full circle', () => {
    expect(shiftHue('#ff0000', 120)).toBe('#00ff00');
    expect(shiftHue('#ff0000', -120)).toBe('#0000ff');
    expect(shiftHue('#ff0000', 480)).toBe('#00ff00');
    expect(shiftHue('#e10600', 360)).toBe('#e10600');
  });

  test('leaves greys alone', () => {
    expect(shiftHue('#777777', 90)).toBe('#777777');
  });
});

describe('brand colours as text', () => {
  test('a brand red too dim on black is lightened until it reads at 4.5:1, and only as far as that', () => {
    expect(contrastRatio('#e10600', '#000000')).toBeLessThan(4.5);
    const accent = readableAccent('#e10600', '#000000');
    expect(contrastRatio(accent, '#000000')).toBeGreaterThanOrEqual(4.5);
    // Only as far as needed: still a red, not white.
    expect(parseHex(accent).r).toBeGreaterThan(parseHex(accent).g + 100);
  });
  test('a colour that already reads is kept', () => {
    expect(readableAccent('#ffcc00', '#000000')).toBe('#ffcc00');
    expect(readableAccent('#0050a0', '#ffffff')).toBe('#0050a0');
  });
});
