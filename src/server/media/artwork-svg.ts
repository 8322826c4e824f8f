// Abstract artwork as SVG, drawn from a realm's palette and a seed: a tinted gradient ground,
// soft glows, one geometric motif and a focal accent. No text: the app sets titles as real
// text over or beside the image, so it stays translatable, accessible and sharp.
//
// The composition depends on the realm and the seed only; the kind changes the canvas and
// the scrim. A cover and a poster of the same item therefore look like the same artwork.
import type { ArtworkKind } from '../../contracts/paths.ts';
import { contrastRatio, darken, lighten, mix, readableTextColour, shiftHue } from '../../contracts/colour.ts';
import { randomFrom, type Random } from './random.ts';

export type Palette = { primary: string; secondary: string; tertiary: string; background: string };

/** Width over height per kind. */
export const ASPECT: Record<ArtworkKind, number> = {
  cover: 16 / 9,
  poster: 2 / 3,
  thumb: 16 / 9,
  hero: 16 / 9,
  'hero-portrait': 2 / 3,
};

type Layer = { defs: string[]; body: string[] };
type Canvas = Layer & { w: number; h: number; rng: Random; colours: string[]; ground: string; ink: string };

// Coordinates are written with one decimal: enough on a 1600-unit canvas, and stable text
// keeps the output byte-identical across runs.
const n = (value: number) => (Math.round(value * 10) / 10).toString();

function glows(c: Canvas): void {
  const size = Math.max(c.w, c.h);
  const count = c.rng.int(3, 4);
  for (let i = 0; i < count; i++) {
    const id = `g${i}`;
    const colour = c.rng.pick(c.colours);
    const opacity = c.rng.range(0.55, 0.9).toFixed(2);
    c.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/>` +
        `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    );
    const r = size * c.rng.range(0.3, 0.7);
    c.body.push(`<circle cx="${n(c.rng.range(0, c.w))}" cy="${n(c.rng.range(0, c.h))}" r="${n(r)}" fill="url(#${id})"/>`);
  }
}

const motifs: Record<string, (c: Canvas) => void> = {
  rings(c) {
    const cx = c.rng.range(0.2, 0.8) * c.w;
    const cy = c.rng.range(0.2, 0.8) * c.h;
    const unit = Math.min(c.w, c.h) * c.rng.range(0.08, 0.14);
    const count = c.rng.int(4, 7);
    for (let i = 1; i <= count; i++) {
      const colour = i % 2 ? c.ink : c.rng.pick(c.colours);
      const width = unit * c.rng.range(0.08, 0.35);
      const opacity = c.rng.range(0.15, 0.45).toFixed(2);
      c.body.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(unit * i)}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-opacity="${opacity}"/>`);
    }
  },
  bands(c) {
    const angle = c.rng.range(-60, 60);
    const count = c.rng.int(3, 5);
    const span = Math.hypot(c.w, c.h);
    const parts: string[] = [];
    let offset = -span / 2 + c.rng.range(0, span * 0.3);
    for (let i = 0; i < count; i++) {
      const width = span * c.rng.range(0.04, 0.14);
      const opacity = c.rng.range(0.25, 0.6).toFixed(2);
      parts.push(`<rect x="${n(offset)}" y="${n(-span)}" width="${n(width)}" height="${n(span * 2)}" fill="${c.rng.pick(c.colours)}" fill-opacity="${opacity}"/>`);
      offset += width + span * c.rng.range(0.03, 0.18);
    }
    c.body.push(`<g transform="translate(${n(c.w / 2)} ${n(c.h / 2)}) rotate(${n(angle)})">${parts.join('')}</g>`);
  },
  shards(c) {
    const count = c.rng.int(4, 7);
    for (let i = 0; i < count; i++) {
      const cx = c.rng.range(-0.1, 1.1) * c.w;
      const cy = c.rng.range(-0.1, 1.1) * c.h;
      const r = Math.min(c.w, c.h) * c.rng.range(0.2, 0.6);
      const start = c.rng.range(0, Math.PI * 2);
      const points = [0, 1, 2].map((k) => {
        const a = start + (k * Math.PI * 2) / 3 + c.rng.range(-0.5, 0.5);
        return `${n(cx + Math.cos(a) * r)},${n(cy + Math.sin(a) * r)}`;
      });
      const opacity = c.rng.range(0.25, 0.65).toFixed(2);
      c.body.push(`<polygon points="${points.join(' ')}" fill="${c.rng.pick(c.colours)}" fill-opacity="${opacity}"/>`);
    }
  },
  halftone(c) {
    // A dot field whose dots swell towards one corner.
    const step = Math.min(c.w, c.h) / c.rng.int(9, 14);
    const fx = c.rng.pick([0, 1]) * c.w;
    const fy = c.rng.pick([0, 1]) * c.h;
    const reach = Math.hypot(c.w, c.h);
    const colour = c.rng.chance(0.5) ? c.ink : c.rng.pick(c.colours);
    const dots: string[] = [];
    for (let y = step / 2; y < c.h; y += step) {
      for (let x = step / 2; x < c.w; x += step) {
        const r = (step / 2.4) * Math.max(0, 1 - Math.hypot(x - fx, y - fy) / (reach * 0.75));
        if (r > step * 0.04) dots.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}"/>`);
      }
    }
    c.body.push(`<g fill="${colour}" fill-opacity="${c.rng.range(0.2, 0.4).toFixed(2)}">${dots.join('')}</g>`);
  },
  waves(c) {
    const count = c.rng.int(3, 6);
    const base = c.rng.range(0.3, 0.7) * c.h;
    const amplitude = c.h * c.rng.range(0.08, 0.2);
    const gap = c.h * c.rng.range(0.04, 0.09);
    const phase = c.rng.range(0, 1);
    for (let i = 0; i < count; i++) {
      const y = base + (i - count / 2) * gap;
      const up = amplitude * (phase < 0.5 ? 1 : -1);
      const d = `M${n(-c.w * 0.1)} ${n(y)} C${n(c.w * 0.25)} ${n(y - up)} ${n(c.w * 0.5)} ${n(y + up)} ${n(c.w * 0.75)} ${n(y)} S${n(c.w * 1.1)} ${n(y - up)} ${n(c.w * 1.2)} ${n(y)}`;
      const width = Math.min(c.w, c.h) * c.rng.range(0.006, 0.03);
      c.body.push(`<path d="${d}" fill="none" stroke="${c.rng.pick([c.ink, ...c.colours])}" stroke-width="${n(width)}" stroke-opacity="${c.rng.range(0.3, 0.7).toFixed(2)}" stroke-linecap="round"/>`);
    }
  },
  blocks(c) {
    const count = c.rng.int(3, 5);
    for (let i = 0; i < count; i++) {
      const w = Math.min(c.w, c.h) * c.rng.range(0.25, 0.7);
      const h = w * c.rng.range(0.4, 1.2);
      const x = c.rng.range(-0.1, 0.9) * c.w;
      const y = c.rng.range(-0.1, 0.9) * c.h;
      const rotate = c.rng.range(-35, 35);
      const opacity = c.rng.range(0.25, 0.6).toFixed(2);
      c.body.push(
        `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.08)}" fill="${c.rng.pick(c.colours)}" fill-opacity="${opacity}" transform="rotate(${n(rotate)} ${n(x + w / 2)} ${n(y + h / 2)})"/>`,
      );
    }
  },
};

function accent(c: Canvas): void {
  const r = Math.min(c.w, c.h) * c.rng.range(0.06, 0.16);
  const cx = c.rng.range(0.15, 0.85) * c.w;
  const cy = c.rng.range(0.15, 0.85) * c.h;
  // The focal point must stand out: one of the two colours that contrast most with the ground.
  const standouts = [...c.colours].sort((a, b) => contrastRatio(b, c.ground) - contrastRatio(a, c.ground)).slice(0, 2);
  const colour = c.rng.pick(standouts);
  if (c.rng.chance(0.5)) {
    c.body.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${colour}"/>`);
  } else {
    c.body.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${colour}" stroke-width="${n(r * 0.3)}"/>`);
  }
}

/** Darkens the edges a little, so cards sit quietly in a rail. Part of the smooth layer. */
function vignette(c: Canvas, background: string): void {
  c.defs.push(
    `<radialGradient id="vignette" r="0.75"><stop offset="0.6" stop-color="${background}" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="${background}" stop-opacity="0.45"/></radialGradient>`,
  );
  c.body.push(`<rect width="${n(c.w)}" height="${n(c.h)}" fill="url(#vignette)"/>`);
}

/** Darkens where the app puts text over heroes: the bottom, and the left of the wide hero. */
function scrim(c: Canvas, kind: ArtworkKind, background: string): void {
  if (kind === 'hero' || kind === 'hero-portrait') {
    c.defs.push(
      `<linearGradient id="fade" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${background}" stop-opacity="0.9"/>` +
        `<stop offset="0.55" stop-color="${background}" stop-opacity="0"/></linearGradient>`,
    );
    c.body.push(`<rect width="${n(c.w)}" height="${n(c.h)}" fill="url(#fade)"/>`);
  }
  if (kind === 'hero') {
    c.defs.push(
      `<linearGradient id="side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${background}" stop-opacity="0.75"/>` +
        `<stop offset="0.5" stop-color="${background}" stop-opacity="0"/></linearGradient>`,
    );
    c.body.push(`<rect width="${n(c.w)}" height="${n(c.h)}" fill="url(#side)"/>`);
  }
}

export type ArtworkLayers = {
  /** Ground gradient, glows and vignette: smooth and opaque, fine to draw small and enlarge. */
  soft: (width: number, height: number) => string;
  /** Motif, accent and text scrims: crisp edges, transparent elsewhere, drawn at full size. */
  shapes: (width: number, height: number) => string;
};

/**
 * One artwork as two SVG layers. Radial gradients cost the rasteriser dearly per pixel, so
 * the smooth layer is meant to be drawn at a fraction of the size and enlarged, which looks
 * the same for soft light and takes a fraction of the time; only the shapes need full size.
 */
export function artworkLayers(realm: string, palette: Palette, kind: ArtworkKind, seed: string): ArtworkLayers {
  const rng = randomFrom('artwork', realm, seed);
  const landscape = ASPECT[kind] >= 1;
  const w = landscape ? 1600 : 1000;
  const h = landscape ? 900 : 1500;
  // Each item leans a little off the realm's hues so a rail of cards is varied but on brand.
  const drift = rng.range(-24, 24);
  const colours = [palette.primary, palette.secondary, palette.tertiary, shiftHue(palette.primary, drift), lighten(palette.secondary, 0.25)];
  const vivid = rng.chance(0.3);
  const [from, to]: [string, string] = vivid
    ? [darken(palette.primary, 0.15), darken(shiftHue(palette.secondary, drift), 0.3)]
    : [mix(palette.background, palette.primary, 0.3), darken(mix(palette.background, palette.secondary, 0.2), 0.2)];
  const angle = rng.range(0, 360);
  const middle = mix(from, to, 0.5);
  const soft: Canvas = { w, h, rng, colours, ground: middle, ink: readableTextColour(middle), defs: [], body: [] };

  soft.defs.push(
    `<linearGradient id="ground" gradientTransform="rotate(${n(angle)} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
  );
  soft.body.push(`<rect width="${w}" height="${h}" fill="url(#ground)"/>`);
  glows(soft);
  vignette(soft, palette.background);
  const shapes: Canvas = { ...soft, defs: [], body: [] };
  const motif = motifs[rng.pick(Object.keys(motifs))];
  motif?.(shapes);
  accent(shapes);
  scrim(shapes, kind, palette.background);

  const svg = (layer: Layer) => (width: number, height: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${w} ${h}" preserveAspectRatio="none">` +
    `<defs>${layer.defs.join('')}</defs>${layer.body.join('')}</svg>`;
  return { soft: svg(soft), shapes: svg(shapes) };
}
