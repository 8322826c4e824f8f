// API paths, shared by the app, the service worker and the server. All live under /api.
export const API_PREFIX = '/api';

export const apiPath = {
  /** Public directory of realms (name, full name, logo, colours) for the realm picker. */
  realms: () => `${API_PREFIX}/realms`,
  realmByName: (name: string) => `${API_PREFIX}/realm/${encodeURIComponent(name)}`,
  /** Query: host (with or without port). */
  realmByHost: () => `${API_PREFIX}/realm`,
  init: () => `${API_PREFIX}/v1/init/`,
  labels: (locale: string) => `${API_PREFIX}/v1/labels/${encodeURIComponent(locale)}`,
  /** Query: deviceType WEB (default) or MOBILE_WEB. */
  menu: () => `${API_PREFIX}/v1/menu`,
  fonts: (file: string) => `${API_PREFIX}/fonts/${file}`,
  media: (asset: string, file: string) => `${API_PREFIX}/media/${asset}/${file}`,
} as const;

/** Artwork shapes: cover 16:9, poster 2:3, thumb 16:9 small, hero 16:9 wide, heroPortrait 2:3. */
export const artworkKind = ['cover', 'poster', 'thumb', 'hero', 'hero-portrait'] as const;
export type ArtworkKind = (typeof artworkKind)[number];

/** Widths the server renders; a requested `w` is rounded up to the next rung. */
export const ARTWORK_WIDTHS = [160, 240, 320, 480, 640, 800, 960, 1280, 1600, 1920, 2560] as const;

export const artworkPath = {
  /** Raster artwork; the app appends `?w={px}`. */
  image: (realm: string, kind: ArtworkKind, seed: string) => `${API_PREFIX}/artwork/${realm}/${kind}/${encodeURIComponent(seed)}.webp`,
  /** The realm's wordmark logo (SVG, realm colours). */
  logo: (realm: string) => `${API_PREFIX}/artwork/${realm}/logo.svg`,
  /** Square app icon (PNG) for the manifest; size 192 or 512, maskable adds safe padding. */
  icon: (realm: string, size: 192 | 512, maskable = false) =>
    `${API_PREFIX}/artwork/${realm}/icon-${size}${maskable ? '-maskable' : ''}.png`,
} as const;

/** Per-realm web app manifest: by host (scope /) or by path prefix (scope /realm/{name}/). */
export const manifestPath = {
  byHost: () => '/manifest.webmanifest',
  byPrefix: (realm: string) => `/realm/${realm}/manifest.webmanifest`,
} as const;
