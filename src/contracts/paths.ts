// Path builders for the API and the realm's static documents, all on top of the operation
// registry (operations.ts), so no path string is written twice.
import { operationPath } from './operations.ts';

export const API_PREFIX = '/api';

export const apiPath = {
  /** Public directory of realms (name, full name, logo, colours) for the realm picker. */
  realms: () => operationPath('realmDirectory', {}),
  realmByName: (name: string) => operationPath('realmByName', { name }),
  /** Query: host (with or without port). */
  realmByHost: () => operationPath('realmByHost', {}),
  init: () => operationPath('init', {}),
  labels: (locale: string) => operationPath('labels', { locale }),
  /** Query: deviceType WEB (default) or MOBILE_WEB. */
  menu: () => operationPath('menu', {}),
  section: (name: string) => operationPath('section', { name }),
  fonts: (file: string) => operationPath('font', { file }),
  media: (asset: string, file: string) => operationPath('media', { asset, '*': file }),
  openapi: () => operationPath('openapi', {}),
} as const;

/** Artwork shapes: cover 16:9, poster 2:3, thumb 16:9 small, hero 16:9 wide, heroPortrait 2:3. */
export const artworkKind = ['cover', 'poster', 'thumb', 'hero', 'hero-portrait'] as const;
export type ArtworkKind = (typeof artworkKind)[number];

/** Media file types the server serves (by extension); anything else under media/ stays private. */
export const mediaExtension = ['m3u8', 'mpd', 'm4s', 'mp4', 'm4a', 'm4v', 'vtt'] as const;
export type MediaExtension = (typeof mediaExtension)[number];

/** The served media type a file name ends in, or null. */
export function mediaExtensionOf(file: string): MediaExtension | null {
  const dot = file.lastIndexOf('.');
  const ext = dot === -1 ? '' : file.slice(dot + 1).toLowerCase();
  return mediaExtension.find((known) => known === ext) ?? null;
}

/** Widths the server renders; a requested `w` is rounded up to the next rung. */
export const ARTWORK_WIDTHS = [160, 240, 320, 480, 640, 800, 960, 1280, 1600, 1920, 2560] as const;

export const artworkPath = {
  /** Raster artwork; the app appends `?w={px}`. */
  image: (realm: string, kind: ArtworkKind, seed: string) => operationPath('artworkImage', { realm, kind, file: `${seed}.webp` }),
  /** The realm's wordmark logo (SVG, realm colours). */
  logo: (realm: string) => operationPath('artworkLogo', { realm }),
  /** Square app icon (PNG) for the manifest; size 192 or 512, maskable adds safe padding. */
  icon: (realm: string, size: 192 | 512, maskable = false) =>
    operationPath('artworkIcon', { realm, file: `icon-${size}${maskable ? '-maskable' : ''}.png` }),
} as const;

/** Per-realm web app manifest: by host (scope /) or by path prefix (scope /realm/{name}/). */
export const manifestPath = {
  byHost: () => operationPath('manifestByHost', {}),
  byPrefix: (realm: string) => operationPath('manifestByPrefix', { name: realm }),
} as const;
