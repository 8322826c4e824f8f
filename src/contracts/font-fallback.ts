// A local face that stands in for a realm font while it loads, sized to wrap and sit like it
// (server/media/font-metrics.ts measures; features/realm/fonts.ts declares it). Ratios of the
// font size, as CSS's size-adjust and *-override descriptors take them.
export type FontFallback = {
  /** local() names to try, in order. */
  local: string[];
  sizeAdjust: number;
  ascent: number;
  descent: number;
  lineGap: number;
};

/** A font's stand-ins drawn with one local face: for running text, and for text set in capitals (a realm's UPPERCASE headings). */
export type FontStandIns = { lower: FontFallback; upper: FontFallback };

/**
 * A font's stand-ins: drawn with Arial (or its metric twins), which most systems have, and, for
 * devices without any of them (Android), drawn with Roboto.
 */
export type FontFallbacks = FontStandIns & { roboto: FontStandIns };
