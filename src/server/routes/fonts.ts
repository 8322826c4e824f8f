// Realm fonts (the font operation): the whitelisted files of media/font-files.ts. Realm
// settings point their font URLs here, so fonts come from the realm's own origin (no
// third-party font host, and the service worker can precache them).
import type { FastifyInstance } from 'fastify';
import { basename, dirname } from 'node:path';
import { notFound } from '../errors.ts';
import { fontPath } from '../media/font-files.ts';
import { rawFileRoute, sendRawFile } from './file-reply.ts';
import { operation } from './operation.ts';

export default async function fontRoutes(app: FastifyInstance): Promise<void> {
  // Fonts are fetched in CORS mode by browsers, even from stylesheets on other origins.
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('access-control-allow-origin', '*');
  });

  // WOFF2 is already compressed. A font file's bytes do not change under its name, so a
  // year and `immutable` spare browsers the revalidation round trip on every page load.
  operation(app, 'font', rawFileRoute, async ({ reply, params }) => {
    const path = fontPath(params.file);
    if (!path) throw notFound(`No such font: ${params.file}`);
    return sendRawFile(reply, dirname(path), basename(path), {
      contentType: 'font/woff2',
      cacheControl: 'public, max-age=31536000, immutable',
    });
  });
}
