// The interstitial (spec §2): a full-page promotion shown before a container's page. It is
// shown when the realm's interstitial settings are enabled and the route is the interstitial,
// playlist, season or series route, or the address says `showInterstitial=true`. The settings
// are realm customizations (decision 0028), strings like every customization:
//   interstitialStatus       ENABLED | DISABLED (absent: disabled)
//   interstitialImage        artwork seed of the image shown (absent: the item's own cover)
//   interstitialSkipSeconds  seconds before the viewer may skip (0–60, default 5)
//   interstitialSeconds      seconds before it continues by itself (skip time–120, default 10)
import type { RealmSettings } from '../contracts/realm.ts';
import type { RouteName } from './routes.ts';

export type InterstitialSettings = {
  enabled: boolean;
  /** Artwork seed of the image; null: the item's own cover. */
  image: string | null;
  skipSeconds: number;
  seconds: number;
};

export const INTERSTITIAL_ROUTES: readonly RouteName[] = ['interstitial', 'playlist', 'season', 'series'];

const DEFAULT_SKIP_SECONDS = 5;
const DEFAULT_SECONDS = 10;
const MAX_SKIP_SECONDS = 60;
const MAX_SECONDS = 120;
const SEED = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;

function seconds(value: string | undefined, fallback: number, min: number, max: number): number {
  const n = value !== undefined && /^\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : fallback;
  return Math.min(max, Math.max(min, n));
}

/** The realm's interstitial settings; malformed values fall back to the defaults, never fail. */
export function interstitialSettings(realm: Pick<RealmSettings, 'customizations'>): InterstitialSettings {
  const c = realm.customizations;
  const image = c['interstitialImage']?.trim() ?? '';
  const skipSeconds = seconds(c['interstitialSkipSeconds'], DEFAULT_SKIP_SECONDS, 0, MAX_SKIP_SECONDS);
  return {
    enabled: c['interstitialStatus'] === 'ENABLED',
    image: SEED.test(image) ? image : null,
    skipSeconds,
    seconds: seconds(c['interstitialSeconds'], Math.max(DEFAULT_SECONDS, skipSeconds), skipSeconds, MAX_SECONDS),
  };
}

export type InterstitialInput = {
  settings: InterstitialSettings;
  route: RouteName;
  /** `showInterstitial=true` in the address (appQuery). */
  showInterstitial: boolean;
};

/** Spec §2's condition, nothing else: enabled, and an interstitial route or the query flag. */
export function showsInterstitial({ settings, route, showInterstitial }: InterstitialInput): boolean {
  return settings.enabled && (INTERSTITIAL_ROUTES.includes(route) || showInterstitial);
}
