// Realm and init calls through the app's http client; answers are validated against the
// contract schemas of the operation registry.
import type { InitResponse } from '../../contracts/init.ts';
import type { InitQueryInput } from '../../contracts/viewport.ts';
import type { RealmDirectoryEntry, RealmSettings } from '../../contracts/realm.ts';
import type { Http } from '../../lib/http.ts';
import type { RealmLocation } from './resolve.ts';

export type InitQuery = InitQueryInput;

export type RealmApi = {
  realmByName(name: string): Promise<RealmSettings>;
  realmByHost(host: string): Promise<RealmSettings>;
  directory(): Promise<RealmDirectoryEntry[]>;
  init(query: InitQuery): Promise<InitResponse>;
};

/** The realm a page's address names: by its /realm/{name} prefix, else by the host. */
export function realmAt(api: RealmApi, where: RealmLocation): Promise<RealmSettings> {
  return where.kind === 'prefix' ? api.realmByName(where.name) : api.realmByHost(where.host);
}

export function realmApi(http: Http): RealmApi {
  return {
    realmByName: (name) => http.call('realmByName', { params: { name } }),
    realmByHost: (host) => http.call('realmByHost', { query: { host } }),
    directory: () => http.call('realmDirectory'),
    init: (query) => http.call('init', { query }),
  };
}
