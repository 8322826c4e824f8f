// Realm settings (SPEC §1, §3): the public directory, by name, and by host. No client headers:
// the app asks for these before it knows which realm's key to send.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { realmName, type RealmDirectoryEntry, type RealmSettings } from '../../contracts/realm.ts';
import { HttpError, parseInput } from '../errors.ts';
import { PUBLIC_SHORT, sendCacheableJson } from './http-cache.ts';

const byNameParams = z.object({ name: realmName });
const byHostQuery = z
  .object({
    host: z
      .string()
      .trim()
      .min(1, 'host is required')
      .max(260)
      .regex(/^[A-Za-z0-9.:[\]-]+$/, 'not a host name'),
  })
  .strict();

const unknownRealm = (what: string) => new HttpError(404, 'UNKNOWN_REALM', `Unknown realm ${what}`, { messageKey: 'unknownRealmTitle' });

/** One entry of GET /api/realms: enough for a realm picker, nothing more. */
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
  app.get('/realms', async (request, reply) => {
    const realms = await app.services.realms.list();
    return sendCacheableJson(request, reply, realms.map(directoryEntry), { cacheControl: PUBLIC_SHORT });
  });

  app.get('/realm/:name', async (request, reply) => {
    const { name } = parseInput(byNameParams, request.params, 'params');
    const realm = await app.services.realms.byName(name);
    if (!realm) throw unknownRealm(`'${name}'`);
    return sendCacheableJson(request, reply, realm, { cacheControl: PUBLIC_SHORT });
  });

  app.get('/realm', async (request, reply) => {
    const { host } = parseInput(byHostQuery, request.query, 'query');
    const realm = await app.services.realms.byHost(host);
    if (!realm) throw unknownRealm(`for host '${host}'`);
    return sendCacheableJson(request, reply, realm, { cacheControl: PUBLIC_SHORT });
  });
}
