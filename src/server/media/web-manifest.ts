// The web app manifest of one realm, from its settings. One build serves every realm, so the
// manifest (name, colours, icons, scope) is rendered per realm rather than baked at build time.
import { DEFAULT_LOCALE, toLanguageTag } from '../../contracts/locale.ts';
import { artworkPath } from '../../contracts/paths.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import { LAUNCH_QUERY } from '../../contracts/document.ts';

export type WebManifestIcon = { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' };

export type WebManifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'any';
  lang: string;
  dir: 'ltr';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: WebManifestIcon[];
  prefer_related_applications: false;
};

const SHORT_NAME_MAX = 12;

/** Up to 12 characters (launchers cut longer names): whole words where possible. */
export function shortName(title: string): string {
  const clean = title.trim().replace(/\s+/g, ' ');
  if ([...clean].length <= SHORT_NAME_MAX) return clean;
  let kept = '';
  for (const word of clean.split(' ')) {
    const next = kept ? `${kept} ${word}` : word;
    if ([...next].length > SHORT_NAME_MAX) break;
    kept = next;
  }
  return kept || [...clean].slice(0, SHORT_NAME_MAX).join('');
}

/**
 * `base` is where the app lives for this realm: "/" on the realm's own host, "/realm/{name}/"
 * on a shared host. It is the scope and the id, so the two ways in (and two realms on one
 * host) install as separate apps, each opening where it was installed from. The start URL is
 * the base with the launch marker, so a launch resumes the screen the viewer left.
 */
export function webManifest(realm: RealmSettings, base: string): WebManifest {
  const look = realm.settings;
  const icon = (size: 192 | 512, maskable: boolean): WebManifestIcon => ({
    src: artworkPath.icon(realm.realm, size, maskable),
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose: maskable ? 'maskable' : 'any',
  });
  return {
    id: base,
    name: realm.realmFullName,
    short_name: shortName(look.MAIN_TITLE),
    description: realm.customizations['description'] ?? `Live and on-demand video from ${realm.realmFullName}.`,
    start_url: `${base}?${LAUNCH_QUERY}`,
    scope: base,
    display: 'standalone',
    orientation: 'any',
    lang: toLanguageTag(realm.realmLanguages[0]?.language ?? DEFAULT_LOCALE),
    dir: 'ltr',
    // The background colour, not the primary: the installed window's title bar then runs
    // into the app's own top bar (drawn on the background) instead of a band of brand colour
    // above it, and it matches the theme-color meta tag the shell writes for the same realm.
    theme_color: look.backgroundColour,
    background_color: look.backgroundColour,
    categories: ['entertainment'],
    // Maskable at both sizes: launchers pick the nearest size, and a plain icon scaled into
    // their shape would be cut at the corners or sit in a white tile.
    icons: [icon(192, false), icon(512, false), icon(192, true), icon(512, true)],
    prefer_related_applications: false,
  };
}
