// Colour arithmetic on #rrggbb strings, shared by the app theme and the server's generated
// artwork so both choose the same readable text for the same realm colour. No zod here: the
// app's first chunk imports this.

export type Rgb = { r: number; g: number; b: number };

export const WHITE = '#ffffff';
export const BLACK = '#000000';

/** WCAG 2 level AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** WCAG 2.1 (1.4.11) for the parts of a control that show its state, such as a filled icon. */
export const MIN_UI_CONTRAST = 3;

/** #rrggbb or #rgb, any case. Anything else throws: a NaN colour would otherwise draw silently wrong. */
export function parseHex(hex: string): Rgb {
  const digits = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())?.[1];
  if (!digits) throw new RangeError(`Not a hex colour: '${hex}'`);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const value = Number.parseInt(full, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

/** Lower-case #rrggbb; channels are rounded and clamped to 0..255. */
export function toHex({ r, g, b }: Rgb): string {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/**
 * WCAG 2 relative luminance, 0 (black) to 1 (white). WCAG 2.0 gives the linear threshold as
 * 0.03928 and later texts 0.04045; no 8-bit channel falls between the two, so both agree here.
 */
export function relativeLuminance(hex: string): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const { r, g, b } = parseHex(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio, 1 (same luminance) to 21 (black on white); symmetric. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The one rule for text on a coloured background, everywhere (theme, buttons, logos, art):
 * whichever of pure white and pure black has the higher WCAG contrast ratio with it, white on
 * a tie. Pure black, not a near-black: near the middle greys a #111111 loses enough contrast to
 * fall under 4.5:1 where black still passes.
 */
export function readableTextColour(background: string): typeof WHITE | typeof BLACK {
  return contrastRatio(WHITE, background) >= contrastRatio(BLACK, background) ? WHITE : BLACK;
}

/** A background that takes white text (so a "dark" theme). */
export function isDark(background: string): boolean {
  return readableTextColour(background) === WHITE;
}

/** Linear blend in sRGB: amount 0 gives `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex({ r: a.r + (b.r - a.r) * amount, g: a.g + (b.g - a.g) * amount, b: a.b + (b.b - a.b) * amount });
}

export const lighten = (hex: string, amount: number): string => mix(hex, WHITE, amount);
export const darken = (hex: string, amount: number): string => mix(hex, BLACK, amount);

/**
 * A softer colour for secondary text: `text` faded towards `background` as far as it can go
 * (at most 40%) while still meeting `minimum`; `text` itself when no fade does.
 */
export function softenedText(text: string, background: string, minimum = MIN_TEXT_CONTRAST): string {
  for (let step = 8; step > 0; step--) {
    const candidate = mix(text, background, step * 0.05);
    if (contrastRatio(candidate, background) >= minimum) return candidate;
  }
  return text;
}

/**
 * A brand colour as text on `background`: the colour itself when it reads (`minimum`, WCAG AA
 * for body text by default), else blended towards the readable text colour, in 5% steps, until
 * it does. Outlined and text buttons draw their label in the brand colour; a red that is fine
 * as a fill (4.2:1 on black) is too dim as 14 px text.
 */
export function readableAccent(colour: string, background: string, minimum = MIN_TEXT_CONTRAST): string {
  const towards = readableTextColour(background);
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(colour, towards, step * 0.05);
    if (contrastRatio(candidate, background) >= minimum) return candidate;
  }
  return towards;
}

/** Rotates the hue by `degrees` keeping HSL lightness and saturation; greys come back unchanged. */
export function shiftHue(hex: string, degrees: number): string {
  const { r, g, b } = parseHex(hex);
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const d = max - min;
  if (d === 0) return toHex({ r, g, b });
  const l = (max + min) / 2;
  const s = d / (1 - Math.abs(2 * l - 1));
  const h0 = max === rn ? ((gn - bn) / d) % 6 : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  const h = (((h0 * 60 + degrees) % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const sectors: [number, number, number][] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ];
  const [r1, g1, b1] = sectors[Math.floor(h / 60)] ?? [c, x, 0];
  return toHex({ r: (r1 + m) * 255, g: (g1 + m) * 255, b: (b1 + m) * 255 });
}
