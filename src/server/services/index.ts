// Services attached to the Fastify instance: plain functions over the database, no HTTP types.
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { createCatalogueService, type CatalogueService } from './catalogue.ts';
import { createInitService, type InitService } from './init.ts';
import { createLabelService, type LabelService } from './labels.ts';
import { createLicenceService, type LicenceService } from './licences.ts';
import { createMenuService, type MenuService } from './menus.ts';
import { createRealmService, type RealmService } from './realms.ts';

export type Services = {
  realms: RealmService;
  labels: LabelService;
  menus: MenuService;
  licences: LicenceService;
  catalogue: CatalogueService;
  init: InitService;
};

export type ServiceOptions = {
  /** The clock; tests pin it to check the live schedule at a given moment. */
  now?: () => Date;
};

export function createServices(db: Db, _config: Config, options: ServiceOptions = {}): Services {
  const now = options.now ?? (() => new Date());
  const labels = createLabelService(db);
  const menus = createMenuService(db);
  const licences = createLicenceService(db);
  const catalogue = createCatalogueService(db, labels, now);
  return {
    realms: createRealmService(db),
    labels,
    menus,
    licences,
    catalogue,
    init: createInitService({ labels, menus, catalogue, licences }),
  };
}
