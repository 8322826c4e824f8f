// A realm's wordmark logo and app icons, drawn from its settings. The icon's mark is the
// realm's initial as stroked paths (glyphs.ts), so rasterising needs no installed fonts.
import type { RealmSettings } from '../../contracts/realm.ts';
import { lighten, mix, readableTextColour } from '../../contracts/colour.ts';
import { glyphPath, wordmarkPaths } from './glyphs.ts';

export const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The square mark: a rounded tile in the realm's gradient with its initial, in 0..100 units. */
function mark(realm: RealmSettings, options: { fullBleed: boolean; glyphScale: number; idPrefix: string }): { defs: string; body: string } {
  const look = realm.settings;
  const from = look.primaryColour;
  const to = mix(look.primaryColour, look.secondaryColour, 0.65);
  const ink = readableTextColour(mix(from, to, 0.5));
  const id = options.idPrefix;
  const defs =
    `<linearGradient id="${id}bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="${id}glow" cx="0.25" cy="0.2" r="0.7"><stop offset="0" stop-color="${lighten(from, 0.35)}" stop-opacity="0.55"/>` +
    `<stop offset="1" stop-color="${from}" stop-opacity="0"/></radialGradient>`;
  const radius = options.fullBleed ? 0 : 22;
  // Letter and a short bar in the tertiary colour below it, in glyph units: strokes reach 10
  // units past the 100 x 140 box, so the drawing spans -10..110 across and -10..172 down.
  const scale = options.glyphScale;
  const x = 50 - 50 * scale;
  const y = 50 - 81 * scale;
  const body =
    `<rect width="100" height="100" rx="${radius}" fill="url(#${id}bg)"/>` +
    `<rect width="100" height="100" rx="${radius}" fill="url(#${id}glow)"/>` +
    `<g transform="translate(${x.toFixed(2)} ${y.toFixed(2)}) scale(${scale})">` +
    `<path d="${glyphPath(look.MAIN_TITLE, realm.realmFullName, realm.realm)}" fill="none" stroke="${ink}" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="25" y="162" width="50" height="10" rx="5" fill="${look.tertiaryColour}"/></g>`;
  return { defs, body };
}

/**
 * Square icon SVG at `size` pixels. The maskable variant fills the square edge to edge (the
 * platform cuts its own shape) and keeps the letter well inside the central 80% circle.
 */
export function iconSvg(realm: RealmSettings, size: number, maskable: boolean): string {
  const { defs, body } = mark(realm, { fullBleed: maskable, glyphScale: maskable ? 0.3 : 0.36, idPrefix: 'i' });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><defs>${defs}</defs>${body}</svg>`;
}

/** The wordmark's capitals: their height in the 64 px logo, and the glyph box's (glyphs.ts). */
const CAP_HEIGHT = 24;
const GLYPH_HEIGHT = 140;

/**
 * The wordmark: the mark followed by MAIN_TITLE. A title the stroked alphabet can draw is drawn
 * as paths in capitals: SVG text makes the browser lay out an image's text with its own font
 * matching, on the main thread (10 to 18 ms on a first visit, with the page still loading).
 * Any other title is text in the realm's first font, with `textLength` pinning its width so
 * the layout holds whichever font the browser falls back to.
 */
export function logoSvg(realm: RealmSettings): string {
  const look = realm.settings;
  const height = 64;
  const gap = 14;
  const ink = readableTextColour(look.backgroundColour);
  const { defs, body } = mark(realm, { fullBleed: false, glyphScale: 0.36, idPrefix: 'l' });
  const drawn = wordmarkPaths(look.MAIN_TITLE);
  const title = drawn ? wordmarkTitle(drawn, height + gap, height, ink) : textTitle(realm, height + gap, height, ink);
  const width = height + gap + title.width + 4;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="logo-title">` +
    `<title id="logo-title">${escapeXml(look.MAIN_TITLE)}</title>` +
    `<defs>${defs}</defs>` +
    `<g transform="scale(${height / 100})">${body}</g>` +
    title.markup +
    `</svg>`
  );
}

type Title = { markup: string; width: number };

function wordmarkTitle(drawn: { paths: string; width: number }, x: number, height: number, ink: string): Title {
  const scale = CAP_HEIGHT / GLYPH_HEIGHT;
  const y = (height - CAP_HEIGHT) / 2;
  // Round caps reach half a stroke (10 units) past each glyph's box.
  const markup =
    `<g transform="translate(${(x + 10 * scale).toFixed(2)} ${y.toFixed(2)}) scale(${scale.toFixed(4)})" fill="none" stroke="${ink}" ` +
    `stroke-width="20" stroke-linecap="round" stroke-linejoin="round">${drawn.paths}</g>`;
  return { markup, width: Math.ceil((drawn.width + 20) * scale) };
}

function textTitle(realm: RealmSettings, x: number, height: number, ink: string): Title {
  const look = realm.settings;
  const title = look.textTransformation === 'UPPERCASE' ? look.MAIN_TITLE.toUpperCase() : look.MAIN_TITLE;
  const font = realm.realmLanguages[0]?.primaryFontFamily ?? 'sans-serif';
  const fontSize = 36;
  const perChar = look.textTransformation === 'UPPERCASE' ? 0.68 : 0.58;
  const width = Math.max(fontSize, Math.round([...title].length * fontSize * perChar));
  const family = `${escapeXml(font)}, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif`;
  const markup =
    `<text x="${x}" y="${Math.round(height / 2 + fontSize * 0.36)}" font-family="${family}" font-size="${fontSize}" font-weight="700" ` +
    `fill="${ink}" textLength="${width}" lengthAdjust="spacingAndGlyphs">${escapeXml(title)}</text>`;
  return { markup, width };
}
