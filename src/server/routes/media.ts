// VOD streams from the media directory: GET /api/media/{asset}/{file}, HLS and DASH over the
// same CMAF segments (media/README.md). Files are streamed with ranges and conditional GETs
// by @fastify/static (routes/file-reply.ts).
import type { FastifyInstance } from 'fastify';
import { realpath } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { z } from 'zod';
import { notFound, parseInput } from '../errors.ts';
import { mediaFileKind } from '../media/mime.ts';
import { rawFileRoute, sendRawFile } from './file-reply.ts';

// Names are checked before they touch the file system: a segment may not be empty, `.` or
// `..`, start with a dot, or carry slashes of its own, so nothing outside an asset's folder
// (or hidden inside it) can be named.
const segment = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;

const params = z.object({
  asset: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'asset names are lower-case letters, digits, dashes and underscores'),
  file: z
    .string()
    .max(512)
    .refine((file) => file.split('/').every((part) => segment.test(part) && !part.includes('..')), 'not a valid file name')
    .refine((file) => mediaFileKind(file) !== null, 'not a media file type this server serves'),
});

export default async function mediaRoutes(app: FastifyInstance): Promise<void> {
  // Players on other origins (a realm's own host, a cast receiver) fetch these directly.
  app.addHook('onRequest', async (_request, reply) => {
    void reply
      .header('access-control-allow-origin', '*')
      .header('access-control-expose-headers', 'content-length, content-range, accept-ranges, etag');
  });

  let root: string | null = null;
  const mediaRoot = async () => (root ??= await realpath(app.config.mediaDir).catch(() => app.config.mediaDir));

  // Segments and manifests are already compact (or compressed video); leaving them
  // unencoded (rawFileRoute) keeps byte ranges and strong ETags about the bytes on disk.
  app.get('/media/:asset/*', rawFileRoute, async (request, reply) => {
    // The wildcard arrives as `*`; errors call it `file`, the name clients know it by.
    const raw = request.params as { asset?: string; '*'?: string };
    const { asset, file } = parseInput(params, { asset: raw.asset, file: raw['*'] }, 'params');
    const kind = mediaFileKind(file);
    if (!kind) throw notFound(`No such media file: ${file}`);

    // Symbolic links inside media/ could still point outside it; resolve and check.
    const base = await mediaRoot();
    const resolved = await realpath(join(base, asset, file)).catch(() => null);
    if (!resolved || !resolved.startsWith(base + sep)) throw notFound(`No such media file: ${asset}/${file}`);
    const inside = relative(base, resolved).split(sep).join('/');
    return sendRawFile(reply, base, inside, { contentType: kind.type, cacheControl: kind.cacheControl });
  });

  // Preflight for cross-origin range requests that carry non-simple headers.
  app.options('/media/:asset/*', async (_request, reply) =>
    reply
      .status(204)
      .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
      .header('access-control-allow-headers', 'range, if-none-match, if-modified-since, if-range')
      .header('access-control-max-age', '86400')
      .send(),
  );
}
