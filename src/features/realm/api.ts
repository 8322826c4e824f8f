// Realm and init calls, validated against the contract schemas at the boundary. The schemas
// (and zod) load on first use, in parallel with the request, to keep the first chunk small.
import type { InitResponse } from '../../contracts/init.ts';
import { apiPath } from '../../contracts/paths.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import type { Http, QueryValue } from '../../lib/http.ts';
import type { RealmDirectoryEntry } from './schemas.ts';

export type { RealmDirectoryEntry } from './schemas.ts';

const schemas = () => import('./schemas.ts');

export type RealmApi = {
  realmByName(name: string): Promise<RealmSettings>;
  realmByHost(host: string): Promise<RealmSettings>;
  directory(): Promise<RealmDirectoryEntry[]>;
  init(query: Record<string, QueryValue>): Promise<InitResponse>;
};

export function realmApi(http: Http): RealmApi {
  return {
    realmByName: (name) => http.getJson(apiPath.realmByName(name), () => schemas().then((s) => s.realmSettings)),
    realmByHost: (host) => http.getJson(apiPath.realmByHost(), () => schemas().then((s) => s.realmSettings), { searchParams: { host } }),
    directory: () => http.getJson(apiPath.realms(), () => schemas().then((s) => s.realmDirectory)),
    init: (query) => http.getJson(apiPath.init(), () => schemas().then((s) => s.initResponse), { searchParams: query }),
  };
}
