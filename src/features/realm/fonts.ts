// Loads a realm language's three fonts with the FontFace API. Text paints at once in the
// fallback fonts (display swap) and re-renders when each font arrives; start-up never waits.
import type { FontFallback, FontFallbacks } from '../../contracts/font-fallback.ts';
import type { RealmLanguage } from '../../contracts/realm.ts';
import { fallbackFamily, robotoFallbackFamily, SLOT_WEIGHTS, slotFamily, type FontSlot } from './font-slots.ts';

const loaded = new Set<string>();
const SLOTS: readonly FontSlot[] = ['primary', 'secondary', 'tertiary'];

/** The language's font files, each under its slot's family (font-slots.ts). */
export function fontFaces(language: RealmLanguage): { slot: FontSlot; family: string; url: string }[] {
  return SLOTS.filter((slot) => language[`${slot}FontFamily`] && language[`${slot}FontUrl`]).map((slot) => ({
    slot,
    family: slotFamily(language, slot),
    url: language[`${slot}FontUrl`],
  }));
}

const cssString = (value: string) => value.replace(/["\\<>]/g, '');

const percent = (ratio: number) => `${Math.round(ratio * 100000) / 1000}%`;

/** A local face sized like the slot's font, declared under the slot's fallback family (theme.ts names it next). */
function fallbackRule(family: string, fallback: FontFallback): string {
  const src = fallback.local.map((name) => `local("${cssString(name)}")`).join(',');
  return `@font-face{font-family:"${cssString(family)}";src:${src};font-weight:${SLOT_WEIGHTS};size-adjust:${percent(fallback.sizeAdjust)};ascent-override:${percent(fallback.ascent)};descent-override:${percent(fallback.descent)};line-gap-override:${percent(fallback.lineGap)}}`;
}

/**
 * The same faces as <style> and preload links, for a server-rendered page: text is laid out in
 * the realm's fonts from the first paint when they arrive in time (preloaded, high in the
 * head), and swaps in when they do not. Until then it is set in a local face sized like each
 * font (`fallbacks`, by font URL; the primary slot's for capitals when `capitals`), so the swap
 * moves next to nothing. The browser's FontFace loading later adds nothing new.
 */
export function fontHeadTags(language: RealmLanguage, fallbacks: Readonly<Record<string, FontFallbacks>> = {}, capitals = false): string {
  const faces = fontFaces(language);
  const preloads = [...new Set(faces.map((f) => f.url))].map(
    (url) => `<link rel="preload" as="font" type="font/woff2" href="${cssString(url)}" crossorigin />`,
  );
  const rules = faces.flatMap((f) => {
    const own = `@font-face{font-family:"${cssString(f.family)}";src:url("${cssString(f.url)}") format("woff2");font-weight:${SLOT_WEIGHTS};font-display:swap}`;
    const stand = fallbacks[f.url];
    if (!stand) return [own];
    const upper = capitals && f.slot === 'primary';
    return [
      own,
      fallbackRule(fallbackFamily(language, f.slot), upper ? stand.upper : stand.lower),
      fallbackRule(robotoFallbackFamily(language, f.slot), upper ? stand.roboto.upper : stand.roboto.lower),
    ];
  });
  return `${preloads.join('')}<style data-realm-fonts>${rules.join('')}</style>`;
}

export function loadRealmFonts(language: RealmLanguage): void {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !document.fonts) return;
  for (const { family, url } of fontFaces(language)) {
    const key = `${family}|${url}`;
    if (loaded.has(key)) continue;
    loaded.add(key);
    const face = new FontFace(family, `url("${url}")`, { display: 'swap', weight: SLOT_WEIGHTS });
    document.fonts.add(face);
    face.load().catch(() => {
      // A missing font keeps the system fallback; nothing to show the viewer.
      loaded.delete(key);
    });
  }
}
