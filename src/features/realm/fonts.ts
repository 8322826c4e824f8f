// Loads a realm language's three fonts with the FontFace API. Text paints at once in the
// fallback fonts (display swap) and re-renders when each font arrives; start-up never waits.
import type { RealmLanguage } from '../../contracts/realm.ts';

const loaded = new Set<string>();

export function fontFaces(language: RealmLanguage): { family: string; url: string }[] {
  return [
    { family: language.primaryFontFamily, url: language.primaryFontUrl },
    { family: language.secondaryFontFamily, url: language.secondaryFontUrl },
    { family: language.tertiaryFontFamily, url: language.tertiaryFontUrl },
  ].filter((f) => f.family && f.url);
}

export function loadRealmFonts(language: RealmLanguage): void {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !document.fonts) return;
  for (const { family, url } of fontFaces(language)) {
    const key = `${family}|${url}`;
    if (loaded.has(key)) continue;
    loaded.add(key);
    const face = new FontFace(family, `url("${url}")`, { display: 'swap' });
    document.fonts.add(face);
    face.load().catch(() => {
      // A missing font keeps the system fallback; nothing to show the viewer.
      loaded.delete(key);
    });
  }
}
