// A stroked capital alphabet for icon and logo marks. The image renderer on a server may
// have no fonts at all, so the realm's initial is drawn from these paths instead of text.
// Each letter sits in a 100 x 140 box (cap height 140) and is meant to be stroked with
// round caps and joins; arcs use the SVG `A` command with sweep 1 meaning clockwise.

const letters: Record<string, string> = {
  A: 'M0 140L50 0L100 140M20 86H80',
  B: 'M0 140V0H55A35 35 0 0 1 55 70H0M55 70A35 35 0 0 1 55 140H0',
  C: 'M88.3 25A50 70 0 1 0 88.3 115',
  D: 'M0 0H40A60 70 0 0 1 40 140H0Z',
  E: 'M100 0H0V140H100M0 70H78',
  F: 'M100 0H0V140M0 70H78',
  G: 'M88.3 25A50 70 0 1 0 100 70H55',
  H: 'M0 0V140M100 0V140M0 70H100',
  I: 'M50 0V140M20 0H80M20 140H80',
  J: 'M100 0V95A45 45 0 0 1 10 95',
  K: 'M0 0V140M95 0L0 90M38 52L100 140',
  L: 'M0 0V140H95',
  M: 'M0 140V0L50 90L100 0V140',
  N: 'M0 140V0L100 140V0',
  O: 'M50 0A50 70 0 1 0 50 140A50 70 0 1 0 50 0Z',
  P: 'M0 140V0H55A37.5 37.5 0 0 1 55 75H0',
  Q: 'M50 0A50 70 0 1 0 50 140A50 70 0 1 0 50 0ZM60 100L100 145',
  R: 'M0 140V0H55A37.5 37.5 0 0 1 55 75H0M50 75L100 140',
  S: 'M89 17.5A45 35 0 1 0 50 70A47 35 0 1 1 9.3 122.5',
  T: 'M0 0H100M50 0V140',
  U: 'M0 0V90A50 50 0 0 0 100 90V0',
  V: 'M0 0L50 140L100 0',
  W: 'M0 0L25 140L50 50L75 140L100 0',
  X: 'M0 0L100 140M100 0L0 140',
  Y: 'M0 0L50 70L100 0M50 70V140',
  Z: 'M0 0H100L0 140H100',
};

/** Digits and the few marks a wordmark may need, in the same box and stroke. */
const wordmarkOnly: Record<string, string> = {
  '0': 'M50 0A50 70 0 1 0 50 140A50 70 0 1 0 50 0ZM85 25L15 115',
  '1': 'M20 30L60 0V140M20 140H100',
  '2': 'M5 35A45 35 0 1 1 88 55L0 140H100',
  '3': 'M5 0H95L45 60A42 40 0 1 1 5 125',
  '4': 'M75 140V0L0 100H100',
  '5': 'M95 0H12L5 68A48 38 0 1 1 5 130',
  '6': 'M85 5L22 70M5 95A45 45 0 1 0 95 95A45 45 0 1 0 5 95Z',
  '7': 'M0 0H100L35 140',
  '8': 'M50 0A40 33 0 1 0 50 66A40 33 0 1 0 50 0ZM50 66A47 37 0 1 0 50 140A47 37 0 1 0 50 66Z',
  '9': 'M15 135L78 70M95 45A45 45 0 1 0 5 45A45 45 0 1 0 95 45Z',
  '-': 'M15 75H85',
  '.': 'M50 132V140',
  "'": 'M50 0V35',
  '!': 'M50 0V95M50 132V140',
};

/** Where a glyph's strokes start and end across, for those narrower than the 100-unit box. */
const inkSpan: Record<string, [number, number]> = {
  I: [20, 80],
  J: [10, 100],
  '1': [20, 100],
  '-': [15, 85],
  '.': [50, 50],
  "'": [50, 50],
  '!': [50, 50],
};
/** Room between one glyph's ink and the next: the strokes' round caps take 20 of it. */
const SPACING = 40;
const SPACE = 70;

/** A diamond, for names with no Latin letter to show. */
const fallback = 'M50 0L100 70L50 140L0 70Z';

/** `text` in capitals with its accents folded (É → E): what the alphabet can draw. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();

/** The first Latin letter of `name` (accents folded: É → E), or null. */
export function initialOf(name: string): string | null {
  const folded = fold(name);
  const letter = /[A-Z]/.exec(folded)?.[0];
  return letter ?? null;
}

/** Path data for the initial of the first name that has one. */
export function glyphPath(...names: string[]): string {
  for (const name of names) {
    const letter = initialOf(name);
    if (letter) return letters[letter] ?? fallback;
  }
  return fallback;
}

/**
 * `text` as stroked capitals (accents folded), one path per character on a line from x = 0,
 * with the line's width in glyph units; null when it has a character the alphabet cannot draw.
 */
export function wordmarkPaths(text: string): { paths: string; width: number } | null {
  let x = 0;
  let paths = '';
  for (const char of fold(text.trim())) {
    if (char === ' ') {
      x += SPACE;
      continue;
    }
    const glyph = letters[char] ?? wordmarkOnly[char];
    if (!glyph) return null;
    const [from, to] = inkSpan[char] ?? [0, 100];
    paths += `<path transform="translate(${x - from} 0)" d="${glyph}"/>`;
    x += to - from + SPACING;
  }
  // The last glyph needs its ink, not the room after it.
  return paths ? { paths, width: x - SPACING } : null;
}
