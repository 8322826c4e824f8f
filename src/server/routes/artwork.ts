// Generated artwork per realm (contracts/paths.ts artworkPath): abstract images at a snapped
// width (artworkImage), the wordmark (artworkLogo), and app icons for the manifest
// (artworkIcon). Paths and input schemas are the operations' (contracts/api.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RealmSettings } from '../../contracts/realm.ts';
import { HttpError } from '../errors.ts';
import { etagMatches, etagOf } from '../lib/etag.ts';
import { DEFAULT_WIDTH, artworkImage, iconImage, snapWidth, type Rendered } from '../media/artwork-render.ts';
import { logoSvg } from '../media/brand-svg.ts';
import { operation } from './operation.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Logos and icons follow realm settings, which an operator may change: an hour, then a
// cheap revalidation by ETag.
const FOLLOWS_SETTINGS = 'public, max-age=3600';

export default async function artworkRoutes(app: FastifyInstance): Promise<void> {
  // Canvas reads (colour sampling, casting) need CORS; the images are public anyway.
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('access-control-allow-origin', '*');
  });

  async function realmOf(name: string): Promise<RealmSettings> {
    const realm = await app.services.realms.byName(name);
    if (!realm) throw new HttpError(404, 'UNKNOWN_REALM', `No realm named ${name}`);
    return realm;
  }

  async function sendRendered(request: FastifyRequest, reply: FastifyReply, image: Rendered, type: string, cacheControl: string) {
    void reply.header('etag', image.etag).header('cache-control', cacheControl);
    if (etagMatches(request.headers['if-none-match'], image.etag)) return reply.status(304).send();
    return reply.type(type).send(await image.body());
  }

  operation(app, 'artworkImage', { compress: false }, async ({ request, reply, params, query }) => {
    const realm = await realmOf(params.realm);
    const seed = params.file.slice(0, -'.webp'.length);
    const width = snapWidth(query.w ?? DEFAULT_WIDTH[params.kind]);
    return sendRendered(request, reply, artworkImage(realm, params.kind, seed, width), 'image/webp', IMMUTABLE);
  });

  operation(app, 'artworkLogo', async ({ request, reply, params }) => {
    const svg = logoSvg(await realmOf(params.realm));
    // Weak: the compression plugin may send these bytes gzipped under the same tag.
    const etag = etagOf(svg, { weak: true });
    void reply.header('etag', etag).header('cache-control', FOLLOWS_SETTINGS);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });

  operation(app, 'artworkIcon', { compress: false }, async ({ request, reply, params }) => {
    const realm = await realmOf(params.realm);
    const size = params.file.startsWith('icon-512') ? 512 : 192;
    return sendRendered(request, reply, iconImage(realm, size, params.file.includes('-maskable')), 'image/png', FOLLOWS_SETTINGS);
  });
}
