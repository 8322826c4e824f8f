// How a realm font measures, and the local face that stands in for it until it arrives. Text
// paints in a fallback while a font loads (display swap); when the font swaps in, lines that
// wrapped differently move what is below them (CLS). A fallback face scaled to the font's
// average letter width and given its ascent and descent (size-adjust, ascent-override, …)
// wraps and sits like the font, so the swap moves next to nothing.
import { fontTables, glyphIndexer, type FontTables } from './font-tables.ts';
import type { FontFallback } from '../../contracts/font-fallback.ts';

export type FontMetrics = {
  unitsPerEm: number;
  ascent: number;
  /** Below the baseline, as a positive number. */
  descent: number;
  lineGap: number;
  /** OS/2 usWeightClass: 400 regular, 700 bold. */
  weight: number;
  /** Mean advance of lower-case text (letters by their frequency in English, and spaces), in font units. */
  lowerWidth: number;
  /** The same for upper-case text, as headings set in capitals show it. */
  upperWidth: number;
};

// Letter frequencies of English text in per mille, space included: what a line of running
// text is made of, so the mean advance predicts where it wraps.
const FREQUENCY: Readonly<Record<string, number>> = {
  ' ': 183, e: 102, t: 75, a: 65, o: 62, n: 57, i: 57, s: 53, r: 50, h: 49, l: 33, d: 33, u: 23, c: 22, m: 20,
  f: 18, w: 17, g: 16, p: 15, y: 14, b: 13, v: 8, k: 6, x: 1, j: 1, q: 1, z: 1,
};

function meanAdvance(tables: FontTables, upper: boolean): number | null {
  const cmap = tables.get('cmap');
  const hmtx = tables.get('hmtx');
  const hhea = tables.get('hhea');
  if (!cmap || !hmtx || !hhea) return null;
  const glyphOf = glyphIndexer(cmap);
  const metricsCount = hhea.readUInt16BE(34);
  let total = 0;
  let weights = 0;
  for (const [char, weight] of Object.entries(FREQUENCY)) {
    const glyph = glyphOf((upper ? char.toUpperCase() : char).charCodeAt(0));
    if (glyph === 0) return null;
    // Glyphs past the long metrics share the last advance (monospaced tails).
    total += hmtx.readUInt16BE(Math.min(glyph, metricsCount - 1) * 4) * weight;
    weights += weight;
  }
  return total / weights;
}

export function fontMetrics(bytes: Buffer): FontMetrics {
  const tables = fontTables(bytes);
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  const os2 = tables.get('OS/2');
  if (!head || !hhea || !os2) throw new Error('the font lacks head, hhea or OS/2');
  // Chromium (Skia) places lines by the typographic metrics when the font asks for them
  // (fsSelection bit 7, USE_TYPO_METRICS), else by hhea's.
  const typo = (os2.readUInt16BE(62) & 0x80) !== 0;
  const average = os2.readInt16BE(2);
  return {
    unitsPerEm: head.readUInt16BE(18),
    ascent: typo ? os2.readInt16BE(68) : hhea.readInt16BE(4),
    descent: Math.abs(typo ? os2.readInt16BE(70) : hhea.readInt16BE(6)),
    lineGap: typo ? os2.readInt16BE(72) : hhea.readInt16BE(8),
    weight: os2.readUInt16BE(4),
    lowerWidth: meanAdvance(tables, false) ?? average,
    upperWidth: meanAdvance(tables, true) ?? average,
  };
}

// Arial, which Liberation Sans and Arimo match metric for metric: the face most systems have
// (Liberation Sans on Linux). Full names only, which Chromium matches on every platform: each
// name a device lacks is one more font lookup during the first layout. The means were measured
// with fontMetrics from LiberationSans-Regular.ttf and LiberationSans-Bold.ttf (Debian
// fonts-liberation 1.07).
const ARIAL = {
  regular: { unitsPerEm: 2048, lowerWidth: 900.44, upperWidth: 1216.14, local: ['Arial', 'Liberation Sans', 'Arimo'] },
  bold: {
    unitsPerEm: 2048,
    lowerWidth: 973.76,
    upperWidth: 1229.51,
    local: ['Arial Bold', 'Liberation Sans Bold', 'Arimo Bold'],
  },
} as const;

// Roboto, Android's own face: Android has none of Arial's names, so there the first stand-in is
// skipped and text would be laid out in Roboto unscaled. Its letters are about as wide as
// Arial's, but its capitals 8 % narrower and its bold 6 %. Measured with fontMetrics from
// Roboto-Regular.ttf and Roboto-Bold.ttf (Debian fonts-roboto-unhinted 2:0~20170802-3); the names
// are the files' full names.
const ROBOTO = {
  regular: { unitsPerEm: 2048, lowerWidth: 903.19, upperWidth: 1123.67, local: ['Roboto'] },
  bold: { unitsPerEm: 2048, lowerWidth: 915.91, upperWidth: 1136.55, local: ['Roboto Bold'] },
} as const;

const FACES = { arial: ARIAL, roboto: ROBOTO } as const;
export type StandInFace = keyof typeof FACES;

const round = (value: number) => Math.round(value * 10000) / 10000;

/**
 * The local face standing in for a font measured as `metrics`, for text set in capitals when
 * `upper`: Arial (or its twins) by default, or Roboto.
 */
export function fallbackFor(metrics: FontMetrics, upper: boolean, face: StandInFace = 'arial'): FontFallback {
  const local = metrics.weight >= 600 ? FACES[face].bold : FACES[face].regular;
  const width = upper ? metrics.upperWidth : metrics.lowerWidth;
  const localWidth = upper ? local.upperWidth : local.lowerWidth;
  const sizeAdjust = width / metrics.unitsPerEm / (localWidth / local.unitsPerEm);
  // The overrides are scaled by size-adjust as well: divided here so the lines keep the font's own.
  const per = (units: number) => round(units / metrics.unitsPerEm / sizeAdjust);
  return {
    local: [...local.local],
    sizeAdjust: round(sizeAdjust),
    ascent: per(metrics.ascent),
    descent: per(metrics.descent),
    lineGap: per(metrics.lineGap),
  };
}
