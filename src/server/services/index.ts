// Services attached to the Fastify instance: plain functions over the database, no HTTP types.
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { createAnalyticsService, type AnalyticsService } from './analytics.ts';
import { createAuthService, type AuthService } from './auth/index.ts';
import { createBrowseService, type BrowseService } from './browse.ts';
import { createCaptchaService, type CaptchaService } from './captcha/index.ts';
import { createCatalogueService, type CatalogueService } from './catalogue.ts';
import { createCommerceService, type CommerceService } from './commerce/index.ts';
import { createContentService, type ContentService } from './content.ts';
import { createInitService, type InitService } from './init.ts';
import { createLabelService, type LabelService } from './labels.ts';
import { createLicenceService, type LicenceService } from './licences.ts';
import { createMenuService, type MenuService } from './menus.ts';
import { createPlaybackService, type PlaybackService } from './playback/index.ts';
import { createPromoService, type PromoService } from './promo.ts';
import { createWatchService, type WatchService } from './watch.ts';
import { createRealmDataService, type RealmDataService } from './realm-data.ts';
import { createRealmService, type RealmService } from './realms.ts';
import { createSearchService, type SearchService } from './search.ts';
import { createFighterService, type FighterService } from './schedule/fighters.ts';
import { createListService, type ListService } from './schedule/lists.ts';
import { createScheduleService, type ScheduleService } from './schedule/schedule.ts';
import { createRealmVersions, type RealmVersions } from './versions.ts';

export type Services = {
  realms: RealmService;
  labels: LabelService;
  menus: MenuService;
  licences: LicenceService;
  catalogue: CatalogueService;
  /** Catalogue search and popular content (services/search.ts). */
  search: SearchService;
  /** One item with its type's parts, and the news list (services/content.ts). */
  content: ContentService;
  init: InitService;
  /** The realms' version counters as this instance last read them (what cached answers are checked against). */
  versions: RealmVersions;
  /** Writes to a realm's public data go through here, so caches drop what they made from it. */
  realmData: RealmDataService;
  /** Accounts and tokens (services/auth). */
  auth: AuthService;
  /** The built-in captcha: challenges and the sign-in failures that call for them (services/captcha). */
  captcha: CaptchaService;
  /** Who may watch what, stream leases and live playlists (services/playback). */
  playback: PlaybackService;
  /** The schedule, EPG and upcoming events over live events (services/schedule). */
  schedule: ScheduleService;
  /** The viewer's favourites and watchlists, per user and profile. */
  lists: ListService;
  /** Fighter rankings by category. */
  fighters: FighterService;
  /** Grid, releases and the browse index (services/browse.ts). */
  browse: BrowseService;
  /** Promo notifications and their dismissals (services/promo.ts). */
  promo: PromoService;
  /** Player item details, multi-view's live events, watch progress (services/watch.ts). */
  watch: WatchService;
  /** The analytics collector: batches stored once by their id (services/analytics.ts). */
  analytics: AnalyticsService;
  /** Baskets, payments, entitlements, subscriptions and payment records (services/commerce). */
  commerce: CommerceService;
};

export type ServiceOptions = {
  /** The clock; tests pin it to check the live schedule at a given moment. */
  now?: () => Date;
};

export function createServices(db: Db, config: Config, options: ServiceOptions = {}): Services {
  const now = options.now ?? (() => new Date());
  const versions = createRealmVersions(db, { checkMs: config.cacheCheckMs });
  const labels = createLabelService(db);
  const menus = createMenuService(db);
  const licences = createLicenceService(db);
  const catalogue = createCatalogueService(db, labels, now);
  const realms = createRealmService(db, versions);
  return {
    realms,
    labels,
    menus,
    licences,
    catalogue,
    search: createSearchService(db, now),
    content: createContentService(db, now),
    init: createInitService({ labels, menus, catalogue, licences }),
    versions,
    realmData: createRealmDataService(db, versions),
    auth: createAuthService(db, config, realms, now),
    captcha: createCaptchaService(db, { now, difficulty: config.captchaDifficulty }),
    playback: createPlaybackService(db, { mediaDir: config.mediaDir, now }),
    schedule: createScheduleService(db, now),
    lists: createListService(db, now),
    fighters: createFighterService(db),
    browse: createBrowseService(db, catalogue, now),
    promo: createPromoService(db),
    watch: createWatchService(db, now),
    analytics: createAnalyticsService(db),
    commerce: createCommerceService(db, licences, realms, now),
  };
}
