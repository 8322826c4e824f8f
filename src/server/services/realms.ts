// Realm lookup by name and by host. Every request looks its realm up, so all realms are held in
// memory and loaded again only when the realms' version counters change (services/versions.ts).
import { realmSettings, type RealmSettings } from '../../contracts/realm.ts';
import type { Db } from '../db/index.ts';
import type { RealmVersions } from './versions.ts';

export type RealmService = {
  /** The same object for a realm until its data changes, so callers may compare by identity. */
  byName(name: string): Promise<RealmSettings | null>;
  /** byName without waiting: the realm (or null) when the loaded realms are current, undefined when that needs a query. */
  peekByName(name: string): RealmSettings | null | undefined;
  byHost(host: string): Promise<RealmSettings | null>;
  list(): Promise<RealmSettings[]>;
  /** Whether `realm` is the object loaded for the counters' `generation` (no waiting, no query). */
  isCurrent(realm: RealmSettings, generation: number): boolean;
  /** Drops the loaded realms, for writes made without a version bump (tests that insert rows). */
  invalidate(): void;
};

type Loaded = Map<string, { settings: RealmSettings; hosts: string[] }>;

export function createRealmService(db: Db, versions: RealmVersions): RealmService {
  let cache: { generation: number; realms: Loaded } | null = null;
  // Requests arriving while the realms load share one load.
  let loading: { generation: number; promise: Promise<Loaded> } | null = null;

  async function load(generation: number): Promise<Loaded> {
    const rows = await db.selectFrom('realm').select(['name', 'settings', 'hosts']).orderBy('name').execute();
    const realms: Loaded = new Map(rows.map((r) => [r.name, { settings: realmSettings.parse(r.settings), hosts: r.hosts }]));
    // Loaded after the snapshot of `generation` was read, so at least that new.
    if (!cache || cache.generation <= generation) cache = { generation, realms };
    return realms;
  }

  async function all(): Promise<Loaded> {
    const { generation } = await versions.current();
    if (cache?.generation === generation) return cache.realms;
    if (loading?.generation !== generation) {
      const promise = load(generation).finally(() => {
        if (loading?.promise === promise) loading = null;
      });
      loading = { generation, promise };
    }
    return loading.promise;
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
    peekByName(name) {
      const snapshot = versions.peek();
      if (!snapshot || cache?.generation !== snapshot.generation) return undefined;
      return cache.realms.get(name.toLowerCase())?.settings ?? null;
    },
    isCurrent(realm, generation) {
      return cache?.generation === generation && cache.realms.get(realm.realm)?.settings === realm;
    },
    invalidate() {
      cache = null;
      loading = null;
      versions.expire();
    },
  };
}

export function stripPort(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}
