// Realm font files: a fixed whitelist of Latin WOFF2 files from the @fontsource packages,
// served by the font operation (routes/fonts.ts) and measured for their fallback faces
// (font-metrics.ts).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FontFallbacks } from '../../contracts/font-fallback.ts';
import { OPERATIONS } from '../../contracts/operations.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import { fallbackFor, fontMetrics, type StandInFace } from './font-metrics.ts';

const FONT_FILE = /^(inter|oswald|playfair-display|nunito|roboto-condensed)-latin-(400|600|700)-normal\.woff2$/;
// The font operation's own path (contracts/operations.ts), with the file name left to fill.
const FONT_URL_PREFIX = OPERATIONS.font.path.replace(':file', '');

// The package resolver finds the files wherever npm put them (hoisted or nested), and the
// packages' export maps only expose their files/ folder, so nothing else is reachable.
const resolver = createRequire(import.meta.url);

/** The file a whitelisted font name is served from; null for any other name. */
export function fontPath(file: string): string | null {
  const match = FONT_FILE.exec(file);
  if (!match) return null;
  try {
    return resolver.resolve(`@fontsource/${match[1] ?? ''}/files/${file}`);
  } catch {
    return null;
  }
}

// A font file's bytes never change under its name: each is measured once per process.
const measured = new Map<string, Promise<FontFallbacks | null>>();

function fallbacksOf(url: string): Promise<FontFallbacks | null> {
  let known = measured.get(url);
  if (!known) {
    const path = url.startsWith(FONT_URL_PREFIX) ? fontPath(url.slice(FONT_URL_PREFIX.length)) : null;
    // A file that cannot be read or measured gets no fallback face; the page still renders.
    known = path
      ? readFile(path)
          .then((bytes) => {
            const metrics = fontMetrics(bytes);
            const drawnWith = (face: StandInFace) => ({ lower: fallbackFor(metrics, false, face), upper: fallbackFor(metrics, true, face) });
            return { ...drawnWith('arial'), roboto: drawnWith('roboto') };
          })
          .catch(() => null)
      : Promise.resolve(null);
    measured.set(url, known);
  }
  return known;
}

const byRealm = new WeakMap<RealmSettings, Promise<Record<string, FontFallbacks>>>();

/**
 * Fallback faces for the realm's fonts that this server serves, by font URL. A font from
 * anywhere else has none: it swaps in over the system's font as before.
 */
export function realmFontFallbacks(realm: RealmSettings): Promise<Record<string, FontFallbacks>> {
  // Worked out once per loaded realm (a changed realm is a new object), not on every render.
  let known = byRealm.get(realm);
  if (!known) {
    const urls = new Set(realm.realmLanguages.flatMap((l) => [l.primaryFontUrl, l.secondaryFontUrl, l.tertiaryFontUrl]).filter(Boolean));
    known = Promise.all([...urls].map(async (url) => [url, await fallbacksOf(url)] as const)).then((entries) =>
      Object.fromEntries(entries.filter((entry): entry is readonly [string, FontFallbacks] => entry[1] !== null)),
    );
    byRealm.set(realm, known);
  }
  return known;
}
