// Reads an image's `sizes` the way a browser would for the forms this app writes
// (`(max-width: Npx) value` entries, then a default; values in px or `calc()` over 100vw), so
// tests can check which slot width, and which artwork rung, a given screen gets.
import { ARTWORK_WIDTHS } from '../../contracts/paths.ts';

/** The slot width `sizes` gives on a screen `vw` CSS px wide. */
export function slotWidth(sizes: string, vw: number): number {
  for (const entry of sizes.split(/,\s*(?![^()]*\))/)) {
    const match = /^(?:\(max-width: ([\d.]+)px\)\s+)?(.+)$/.exec(entry.trim());
    if (!match) throw new Error(`unexpected sizes entry: ${entry}`);
    const [, max, value = ''] = match;
    if (max !== undefined && vw > Number(max)) continue;
    const px = /^(\d+)px$/.exec(value);
    if (px) return Number(px[1]);
    const vwOnly = /^(\d+)vw$/.exec(value);
    if (vwOnly) return (vw * Number(vwOnly[1])) / 100;
    const calc = /^calc\(\(?100vw - (\d+)px\)?(?: \/ (\d+))?\)$/.exec(value);
    if (calc) return (vw - Number(calc[1])) / Number(calc[2] ?? 1);
    throw new Error(`unexpected sizes value: ${value}`);
  }
  throw new Error(`no entry of "${sizes}" applies at ${vw}px`);
}

/** The smallest artwork rung with as many pixels as the slot at a device pixel ratio. */
export const rungFor = (slot: number, dpr: number) => ARTWORK_WIDTHS.find((w) => w >= slot * dpr);
