// Rasterises generated artwork and icons with sharp, through the shared render cache.
// Cache keys and ETags come from the inputs (renderer version, realm colours, kind, seed,
// width), so a conditional request is answered without rendering at all.
import sharp from 'sharp';
import { ARTWORK_WIDTHS, type ArtworkKind } from '../../contracts/paths.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import { etagOf } from '../lib/etag.ts';
import { ASPECT, artworkLayers, type ArtworkLayers, type Palette } from './artwork-svg.ts';
import { iconSvg } from './brand-svg.ts';
import { createRenderCache, defaultRenderConcurrency } from './render-cache.ts';

// Part of every cache key and ETag: bump it when the drawing changes, so the server's cache
// and conditional requests move to the new images. (Copies browsers hold as `immutable` stay
// until they are evicted; artwork is decoration, so that is acceptable.)
const RENDERER_VERSION = '1';

/** Width used when the app asks without `?w=`: what the kind is usually shown at. */
export const DEFAULT_WIDTH: Record<ArtworkKind, number> = {
  cover: 480,
  poster: 320,
  thumb: 320,
  hero: 1280,
  'hero-portrait': 800,
};

/** The smallest rung at or above `requested`; the top rung for anything larger. */
export function snapWidth(requested: number): number {
  const rung = ARTWORK_WIDTHS.find((width) => width >= requested);
  return rung ?? Math.max(...ARTWORK_WIDTHS);
}

export function artworkSize(kind: ArtworkKind, width: number): { width: number; height: number } {
  return { width, height: Math.round(width / ASPECT[kind]) };
}

// libvips' own operation cache would keep recent pipelines and their pixels (up to 50 MB and
// 100 operations by default) for inputs that never repeat: every render here starts from a new
// SVG. Finished images are cached below, as WebP, where they are worth keeping.
sharp.cache(false);
// One libvips thread per render; renders run side by side in the thread pool instead
// (defaultRenderConcurrency). More threads per image mostly add per-thread malloc arenas
// (glibc), which is where resident memory grew and never came back.
sharp.concurrency(1);

const cache = createRenderCache({ maxBytes: 64 * 1024 * 1024, concurrency: defaultRenderConcurrency() });

export const renderStats = () => cache.stats();
/** Empties the render cache, so tests and benchmarks can measure or compare cold renders. */
export const clearRenderCache = () => cache.clear();

function paletteOf(realm: RealmSettings): Palette {
  const look = realm.settings;
  return { primary: look.primaryColour, secondary: look.secondaryColour, tertiary: look.tertiaryColour, background: look.backgroundColour };
}

/** The smooth layer is drawn at a quarter of the width and enlarged (see artworkLayers). */
const SOFT_SCALE = 4;

async function rasterise(layers: ArtworkLayers, width: number, height: number): Promise<Buffer> {
  const small = await sharp(Buffer.from(layers.soft(Math.max(16, Math.round(width / SOFT_SCALE)), Math.max(16, Math.round(height / SOFT_SCALE)))))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Enlarge the pixels, not the vector (given an SVG and a bigger size, sharp re-renders it,
  // the very cost avoided here); bilinear is plenty for light with no edges. Enlarging, the
  // shapes and the encoding are one pipeline: the full-size pixels (11 MB at 2560 wide) stay
  // inside libvips instead of becoming a Buffer that lives until the next garbage collection.
  return sharp(small.data, { raw: small.info })
    .resize({ width, height, fit: 'fill', kernel: 'linear' })
    .composite([{ input: Buffer.from(layers.shapes(width, height)) }])
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
}

export type Rendered = { etag: string; body: () => Promise<Buffer> };

export function artworkImage(realm: RealmSettings, kind: ArtworkKind, seed: string, width: number): Rendered {
  const palette = paletteOf(realm);
  const { height } = artworkSize(kind, width);
  const key = ['art', RENDERER_VERSION, realm.realm, Object.values(palette).join(''), kind, seed, width].join('|');
  return {
    etag: etagOf(key),
    body: () =>
      cache.get(key, () => rasterise(artworkLayers(realm.realm, palette, kind, seed), width, height)),
  };
}

export function iconImage(realm: RealmSettings, size: number, maskable: boolean): Rendered {
  const palette = paletteOf(realm);
  // The mark shows the title's initial, so the title is part of what the icon depends on.
  const key = ['icon', RENDERER_VERSION, realm.realm, Object.values(palette).join(''), realm.settings.MAIN_TITLE, size, maskable].join('|');
  return {
    etag: etagOf(key),
    body: () =>
      cache.get(key, () =>
        // A palette PNG (quantised, dithered; 8-bit alpha): a third of the full-colour file
        // with no visible difference on a tile of one gradient and a mark. Browsers fetch the
        // manifest's icon while the first page loads, so its bytes share the link with the
        // page's largest image.
        sharp(Buffer.from(iconSvg(realm, size, maskable)))
          .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
          .toBuffer(),
      ),
  };
}
