// The init payload the app loads before it shows (SPEC §3 "Init response", §7 GET /v1/init/).
// No sign-in exists yet, so authentication is null and no user preferences are stored:
// preferences are the realm's defaults for the keys asked for.
import { PLAYER_EVENT_NAMES } from '../../contracts/analytics-constants.ts';
import type { InitQuery, InitResponse } from '../../contracts/init.ts';
import { preferenceKey } from '../../contracts/init.ts';
import { languagePart } from '../../contracts/locale.ts';
import type { MenuTargetPlatform } from '../../contracts/menu.ts';
import { artworkPath } from '../../contracts/paths.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import type { CatalogueService } from './catalogue.ts';
import { displayModes } from './display-modes.ts';
import type { LabelService } from './labels.ts';
import type { LicenceService } from './licences.ts';
import type { MenuService } from './menus.ts';

/**
 * Spec §7: rpp 6 or 12 rails per page, bpp 4 or 7 items per rail, bspp 10 or 20 section tiles
 * (mobile or not); the larger when not asked.
 */
export const INIT_DEFAULTS = { section: 'home', rpp: 12, bpp: 7, bspp: 20 } as const;

/** Events the app reports to analytics (SPEC §4 journeys and player events). */
export const ANALYTICS_EVENTS = [
  'Page Viewed',
  'Licence Selected',
  'Consent Terms Accepted',
  'Address Saved',
  'Payment Method Selected',
  'Journey Completed',
  'Playback Started',
  'Playback Ended',
  ...Object.values(PLAYER_EVENT_NAMES),
] as const;

export type InitService = {
  /** `locale` is the caller's language (Accept-Language); `lk` in the query wins over it. */
  /** `country`: the viewer's (null: unknown), which a realm hiding geo-blocked items needs. */
  build(realm: RealmSettings, query: InitQuery, context: { locale: string; country?: string | null }): Promise<InitResponse>;
};

type Deps = { labels: LabelService; menus: MenuService; catalogue: CatalogueService; licences: LicenceService };

function defaultPreferences(realm: RealmSettings, locale: string): Record<string, string> {
  return {
    subTitleLanguage: 'OFF',
    audioLanguage: realm.audioSubtitleLanguages[0] ?? (languagePart(locale) || 'en'),
    autoAdvance: 'true',
    pluginAccessTokens: '{}',
    // Autoplaying hero video is a sports habit; the film realm starts still.
    videoBackgroundAutoPlay: realm.hasLive ? 'true' : 'false',
  };
}

function lookAsStrings(realm: RealmSettings): Record<string, string> {
  return Object.fromEntries(Object.entries(realm.settings).map(([key, value]) => [key, String(value)]));
}

function iconStore(realm: RealmSettings): Record<string, string> {
  return {
    logo: artworkPath.logo(realm.realm),
    icon192: artworkPath.icon(realm.realm, 192),
    icon512: artworkPath.icon(realm.realm, 512),
    icon512Maskable: artworkPath.icon(realm.realm, 512, true),
  };
}

function platforms(query: InitQuery): MenuTargetPlatform[] {
  const wanted = [query.menuTargetPlatform, query.altMenuTargetPlatform, 'WEB' as const];
  return [...new Set(wanted.filter((p): p is MenuTargetPlatform => p !== undefined))];
}

export function createInitService(deps: Deps): InitService {
  return {
    async build(realm, query, context) {
      const labels = await deps.labels.forLocale(realm, query.lk ?? context.locale);
      const locale = labels.selected_locale;
      const modes = displayModes(realm, query, context.country ?? null);
      const [menu, content, licences, eventCount] = await Promise.all([
        deps.menus.forPlatform(realm, platforms(query), labels.translations),
        deps.catalogue.page(realm, {
          section: query.section ?? INIT_DEFAULTS.section,
          locale,
          rpp: query.rpp ?? INIT_DEFAULTS.rpp,
          bpp: query.bpp ?? INIT_DEFAULTS.bpp,
          bspp: query.bspp ?? INIT_DEFAULTS.bspp,
          hideBucketTypes: modes.hideBucketTypes,
          visibility: modes.visibility,
          translations: labels.translations,
        }),
        query.readLicences ? deps.licences.list(realm, locale) : null,
        query.countEvents === 'LIVE' ? deps.catalogue.liveNowCount(realm) : null,
      ]);
      const defaults = defaultPreferences(realm, locale);
      const keys = query.pk?.filter((k) => preferenceKey.safeParse(k).success);
      return {
        analyticsEvents: [...ANALYTICS_EVENTS],
        authentication: null,
        labels,
        preferences: keys ? Object.fromEntries(keys.map((k) => [k, defaults[k] ?? ''])) : null,
        settings: lookAsStrings(realm),
        licences,
        eventCount,
        menu,
        readAuthenticationProvidersResponse: realm.authenticationProviders.map((p) => ({ name: p.name })),
        content,
        iconStore: query.readIconStore ? iconStore(realm) : null,
      };
    },
  };
}
