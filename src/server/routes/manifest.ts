// Per-realm web app manifests, registered without the /api prefix because browsers fetch them
// beside the page: /manifest.webmanifest on a realm's host, /realm/{name}/manifest.webmanifest
// on a shared host. These exact paths win over the app shell's catch-all route.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OPERATIONS } from '../../contracts/operations.ts';
import { manifestPath } from '../../contracts/paths.ts';
import { realmName, type RealmSettings } from '../../contracts/realm.ts';
import { HttpError, parseInput } from '../errors.ts';
import { etagMatches, etagOf } from '../lib/etag.ts';
import { webManifest } from '../media/web-manifest.ts';

const prefixParams = z.object({ name: realmName });

function send(request: FastifyRequest, reply: FastifyReply, realm: RealmSettings, base: string) {
  const body = JSON.stringify(webManifest(realm, base));
  // Weak: the compression plugin may send these bytes gzipped under the same tag.
  const etag = etagOf(body, { weak: true });
  // Five minutes: browsers re-read the manifest to notice new names, colours and icons.
  void reply.header('etag', etag).header('cache-control', 'public, max-age=300');
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type('application/manifest+json').send(body);
}

export default async function manifestRoutes(app: FastifyInstance): Promise<void> {
  app.get(manifestPath.byHost(), async (request, reply) => {
    // request.host honours X-Forwarded-Host behind a trusted proxy.
    const realm = await app.services.realms.byHost(request.host);
    if (!realm) throw new HttpError(404, 'UNKNOWN_REALM', `No realm is served at ${request.host}`);
    return send(request, reply, realm, '/');
  });

  app.get(OPERATIONS.manifestByPrefix.path, async (request, reply) => {
    const { name } = parseInput(prefixParams, request.params, 'params');
    const realm = await app.services.realms.byName(name);
    if (!realm) throw new HttpError(404, 'UNKNOWN_REALM', `No realm named ${name}`);
    return send(request, reply, realm, `/realm/${realm.realm}/`);
  });
}
