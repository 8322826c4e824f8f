// Realm lookup by name and by host. Settings change rarely, so lookups are cached briefly.
import { realmSettings, type RealmSettings } from '../../contracts/realm.ts';
import type { Db } from '../db/index.ts';

const TTL_MS = 30_000;

export type RealmService = {
  byName(name: string): Promise<RealmSettings | null>;
  byHost(host: string): Promise<RealmSettings | null>;
  list(): Promise<RealmSettings[]>;
  /** Drops cached settings, after a write. */
  invalidate(): void;
};

export function createRealmService(db: Db): RealmService {
  let cache: { at: number; realms: Map<string, { settings: RealmSettings; hosts: string[] }> } | null = null;

  async function all() {
    if (cache && Date.now() - cache.at < TTL_MS) return cache.realms;
    const rows = await db.selectFrom('realm').select(['name', 'settings', 'hosts']).orderBy('name').execute();
    const realms = new Map(rows.map((r) => [r.name, { settings: realmSettings.parse(r.settings), hosts: r.hosts }]));
    cache = { at: Date.now(), realms };
    return realms;
  }

  return {
    async byName(name) {
      return (await all()).get(name.toLowerCase())?.settings ?? null;
    },
    async byHost(host) {
      const hostname = stripPort(host).toLowerCase();
      const realms = await all();
      for (const { settings, hosts } of realms.values()) {
        if (hosts.includes(hostname) || settings.domains.includes(hostname)) return settings;
      }
      // {realm}.localhost and {realm}.any-domain: the first label names the realm.
      const first = hostname.split('.')[0];
      if (first && hostname.includes('.')) return realms.get(first)?.settings ?? null;
      return null;
    },
    async list() {
      return [...(await all()).values()].map((r) => r.settings);
    },
    invalidate() {
      cache = null;
    },
  };
}

export function stripPort(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}
