// VOD streams from the media directory (the media operation), HLS and DASH over the same CMAF
// segments (media/README.md). The operation's schema has already refused names that could
// leave an asset's folder or are not media; files are streamed with ranges and conditional
// GETs by @fastify/static (routes/file-reply.ts).
import type { FastifyInstance } from 'fastify';
import { realpath } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { OPERATIONS } from '../../contracts/operations.ts';
import { notFound } from '../errors.ts';
import { mediaFileKind } from '../media/mime.ts';
import { rawFileRoute, sendRawFile } from './file-reply.ts';
import { operation } from './operation.ts';

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
  operation(app, 'media', rawFileRoute, async ({ reply, params: { asset, file } }) => {
    const kind = mediaFileKind(file);
    if (!kind) throw notFound(`No such media file: ${file}`);

    // Symbolic links inside media/ could still point outside it; resolve and check.
    const base = await mediaRoot();
    const resolved = await realpath(join(base, asset, file)).catch(() => null);
    if (!resolved || !resolved.startsWith(base + sep)) throw notFound(`No such media file: ${asset}/${file}`);
    const inside = relative(base, resolved).split(sep).join('/');
    return sendRawFile(reply, base, inside, { contentType: kind.type, cacheControl: kind.cacheControl });
  });

  // Preflight for cross-origin range requests that carry non-simple headers. Not an operation
  // of its own (browsers send it, not API clients), so it is registered plainly on the same path.
  app.options(OPERATIONS.media.path, async (_request, reply) =>
    reply
      .status(204)
      .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
      .header('access-control-allow-headers', 'range, if-none-match, if-modified-since, if-range')
      .header('access-control-max-age', '86400')
      .send(),
  );
}
