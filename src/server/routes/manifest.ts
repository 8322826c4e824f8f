// Per-realm web app manifests, outside /api because browsers fetch them beside the page:
// manifestByHost on a realm's host, manifestByPrefix (/realm/{name}/…) on a shared host.
// These exact paths win over the app shell's catch-all route.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RealmSettings } from '../../contracts/realm.ts';
import { HttpError } from '../errors.ts';
import { etagMatches, etagOf } from '../lib/etag.ts';
import { webManifest } from '../media/web-manifest.ts';
import { operation } from './operation.ts';

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
  operation(app, 'manifestByHost', async ({ request, reply }) => {
    // request.host honours X-Forwarded-Host behind a trusted proxy.
    const realm = await app.services.realms.byHost(request.host);
    if (!realm) throw new HttpError(404, 'UNKNOWN_REALM', `No realm is served at ${request.host}`);
    return send(request, reply, realm, '/');
  });

  operation(app, 'manifestByPrefix', async ({ request, reply, params }) => {
    const realm = await app.services.realms.byName(params.name);
    if (!realm) throw new HttpError(404, 'UNKNOWN_REALM', `No realm named ${params.name}`);
    return send(request, reply, realm, `/realm/${realm.realm}/`);
  });
}
