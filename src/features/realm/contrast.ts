// WCAG 2 contrast arithmetic for #rrggbb colours, so the theme can prove its text is readable
// on any realm background.
export const MIN_TEXT_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(c ?? 0)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Blends `from` towards `to` by `amount` (0 = from, 1 = to). */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return toHex(a.map((c, i) => c + ((b[i] ?? 0) - c) * amount));
}

/** Black or white, whichever reads better on `background`. */
export function readableOn(background: string): '#ffffff' | '#000000' {
  return contrastRatio('#ffffff', background) >= contrastRatio('#000000', background) ? '#ffffff' : '#000000';
}

export function isDark(background: string): boolean {
  return readableOn(background) === '#ffffff';
}

/**
 * A softer text colour for secondary text: `text` faded towards `background` as far as it can
 * go while still meeting the minimum contrast.
 */
export function softenedText(text: string, background: string, minimum = MIN_TEXT_CONTRAST): string {
  for (let amount = 0.4; amount > 0; amount -= 0.05) {
    const candidate = mix(text, background, amount);
    if (contrastRatio(candidate, background) >= minimum) return candidate;
  }
  return text;
}
