// Services attached to the Fastify instance: plain functions over the database, no HTTP types.
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { createRealmService, type RealmService } from './realms.ts';

export type Services = {
  realms: RealmService;
};

export function createServices(db: Db, _config: Config): Services {
  return {
    realms: createRealmService(db),
  };
}
