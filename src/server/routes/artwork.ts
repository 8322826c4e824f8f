// Generated artwork per realm (contracts/paths.ts artworkPath):
//   GET /api/artwork/{realm}/{kind}/{seed}.webp?w=   abstract image at a snapped width
//   GET /api/artwork/{realm}/logo.svg                wordmark
//   GET /api/artwork/{realm}/icon-{192|512}[-maskable].png   app icons for the manifest
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { artworkKind } from '../../contracts/paths.ts';
import { realmName, type RealmSettings } from '../../contracts/realm.ts';
import { HttpError, parseInput } from '../errors.ts';
import { etagMatches, etagOf } from '../lib/etag.ts';
import { DEFAULT_WIDTH, artworkImage, iconImage, snapWidth, type Rendered } from '../media/artwork-render.ts';
import { logoSvg } from '../media/brand-svg.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Logos and icons follow realm settings, which an operator may change: an hour, then a
// cheap revalidation by ETag.
const FOLLOWS_SETTINGS = 'public, max-age=3600';

const realmParam = z.object({ realm: realmName });

const imageParams = realmParam.extend({
  kind: z.enum(artworkKind),
  // The seed only feeds a hash, never a path; still, keep it printable and bounded.
  file: z.string().regex(/^[^/\\\p{Cc}]{1,128}\.webp$/u, 'expected {seed}.webp with a seed of 1 to 128 printable characters'),
});

const imageQuery = z.object({
  w: z
    .string()
    .regex(/^\d{1,4}$/, 'w must be a whole number of pixels')
    .transform(Number)
    .pipe(z.number().int().min(1, 'w must be at least 1').max(4096, 'w must be at most 4096'))
    .optional(),
});

const iconParams = realmParam.extend({
  file: z.string().regex(/^icon-(192|512)(-maskable)?\.png$/, 'expected icon-192.png, icon-512.png or their -maskable variants'),
});

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

  app.get('/artwork/:realm/:kind/:file', { compress: false }, async (request, reply) => {
    const { realm: name, kind, file } = parseInput(imageParams, request.params, 'params');
    const { w } = parseInput(imageQuery, request.query, 'query');
    const realm = await realmOf(name);
    const seed = file.slice(0, -'.webp'.length);
    const width = snapWidth(w ?? DEFAULT_WIDTH[kind]);
    return sendRendered(request, reply, artworkImage(realm, kind, seed, width), 'image/webp', IMMUTABLE);
  });

  app.get('/artwork/:realm/logo.svg', async (request, reply) => {
    const { realm: name } = parseInput(realmParam, request.params, 'params');
    const svg = logoSvg(await realmOf(name));
    // Weak: the compression plugin may send these bytes gzipped under the same tag.
    const etag = etagOf(svg, { weak: true });
    void reply.header('etag', etag).header('cache-control', FOLLOWS_SETTINGS);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });

  app.get('/artwork/:realm/:file', { compress: false }, async (request, reply) => {
    const { realm: name, file } = parseInput(iconParams, request.params, 'params');
    const realm = await realmOf(name);
    const size = file.startsWith('icon-512') ? 512 : 192;
    return sendRendered(request, reply, iconImage(realm, size, file.includes('-maskable')), 'image/png', FOLLOWS_SETTINGS);
  });
}
