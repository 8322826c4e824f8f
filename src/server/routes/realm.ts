// Realm settings (SPEC §1, §3): the public directory, by name, and by host. No client headers:
// the app asks for these before it knows which realm's key to send.
import type { FastifyInstance } from 'fastify';
import type { RealmDirectoryEntry, RealmSettings } from '../../contracts/realm.ts';
import { HttpError } from '../errors.ts';
import { PUBLIC_SHORT } from './http-cache.ts';
import { operation } from './operation.ts';
import { PUBLIC_ANSWER_ROUTE, sendPublicJson } from './public-cache.ts';

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
  // Made of every realm: kept until any realm's counter changes.
  operation(app, 'realmDirectory', PUBLIC_ANSWER_ROUTE, async ({ request, reply }) =>
    sendPublicJson(request, reply, { operation: 'realmDirectory', realm: null, key: '', cacheControl: PUBLIC_SHORT }, async () =>
      (await app.services.realms.list()).map(directoryEntry),
    ),
  );

  operation(app, 'realmByName', PUBLIC_ANSWER_ROUTE, async ({ request, reply, params }) => {
    const realm = await app.services.realms.byName(params.name);
    if (!realm) throw unknownRealm(`'${params.name}'`);
    return sendPublicJson(request, reply, { operation: 'realmByName', realm, key: '', cacheControl: PUBLIC_SHORT }, async () => realm);
  });

  operation(app, 'realmByHost', PUBLIC_ANSWER_ROUTE, async ({ request, reply, query }) => {
    const realm = await app.services.realms.byHost(query.host);
    if (!realm) throw unknownRealm(`for host '${query.host}'`);
    return sendPublicJson(request, reply, { operation: 'realmByHost', realm, key: '', cacheControl: PUBLIC_SHORT }, async () => realm);
  });
}
