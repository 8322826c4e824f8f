// Realm settings (SPEC §1, §3): the public directory, by name, and by host. No client headers:
// the app asks for these before it knows which realm's key to send.
import type { FastifyInstance } from 'fastify';
import type { RealmDirectoryEntry, RealmSettings } from '../../contracts/realm.ts';
import { HttpError } from '../errors.ts';
import { PUBLIC_SHORT, sendCacheableJson } from './http-cache.ts';
import { operation } from './operation.ts';

const unknownRealm = (what: string) => new HttpError(404, 'UNKNOWN_REALM', `Unknown realm ${what}`, { messageKey: 'unknownRealmTitle' });

/** One entry of the directory: enough for a realm picker, nothing more. */
function directoryEntry(realm: RealmSettings): RealmDirectoryEntry {
  return {
    realm: realm.realm,
    realmFullName: realm.realmFullName,
    preferredDomain: realm.preferredDomain,
    LOGO: realm.settings.LOGO,
    primaryColour: realm.settings.primaryColour,
    backgroundColour: realm.settings.backgroundColour,
  };
}

export default async function realmRoutes(app: FastifyInstance): Promise<void> {
  operation(app, 'realmDirectory', async ({ request, reply }) => {
    const realms = await app.services.realms.list();
    return sendCacheableJson(request, reply, realms.map(directoryEntry), { cacheControl: PUBLIC_SHORT });
  });

  operation(app, 'realmByName', async ({ request, reply, params }) => {
    const realm = await app.services.realms.byName(params.name);
    if (!realm) throw unknownRealm(`'${params.name}'`);
    return sendCacheableJson(request, reply, realm, { cacheControl: PUBLIC_SHORT });
  });

  operation(app, 'realmByHost', async ({ request, reply, query }) => {
    const realm = await app.services.realms.byHost(query.host);
    if (!realm) throw unknownRealm(`for host '${query.host}'`);
    return sendCacheableJson(request, reply, realm, { cacheControl: PUBLIC_SHORT });
  });
}
