// Services attached to the Fastify instance: plain functions over the database, no HTTP types.
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { createAuthService, type AuthService } from './auth/index.ts';
import { createCaptchaService, type CaptchaService } from './captcha/index.ts';
import { createCatalogueService, type CatalogueService } from './catalogue.ts';
import { createInitService, type InitService } from './init.ts';
import { createLabelService, type LabelService } from './labels.ts';
import { createLicenceService, type LicenceService } from './licences.ts';
import { createMenuService, type MenuService } from './menus.ts';
import { createPlaybackService, type PlaybackService } from './playback/index.ts';
import { createRealmDataService, type RealmDataService } from './realm-data.ts';
import { createRealmService, type RealmService } from './realms.ts';
import { createSearchService, type SearchService } from './search.ts';
import { createRealmVersions, type RealmVersions } from './versions.ts';

export type Services = {
  realms: RealmService;
  labels: LabelService;
  menus: MenuService;
  licences: LicenceService;
  catalogue: CatalogueService;
  /** Catalogue search and popular content (services/search.ts). */
  search: SearchService;
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
    init: createInitService({ labels, menus, catalogue, licences }),
    versions,
    realmData: createRealmDataService(db, versions),
    auth: createAuthService(db, config, realms, now),
    captcha: createCaptchaService(db, { now, difficulty: config.captchaDifficulty }),
    playback: createPlaybackService(db, { mediaDir: config.mediaDir, now }),
  };
}
