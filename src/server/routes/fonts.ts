// Realm fonts (the font operation): a fixed whitelist of Latin WOFF2 files from the
// @fontsource packages. Realm settings point their font URLs here, so fonts come from the
// realm's own origin (no third-party font host, and the service worker can precache them).
import type { FastifyInstance } from 'fastify';
import { createRequire } from 'node:module';
import { basename, dirname } from 'node:path';
import { notFound } from '../errors.ts';
import { rawFileRoute, sendRawFile } from './file-reply.ts';
import { operation } from './operation.ts';

const FONT_FILE = /^(inter|oswald|playfair-display|nunito|roboto-condensed)-latin-(400|600|700)-normal\.woff2$/;

// The package resolver finds the files wherever npm put them (hoisted or nested), and the
// packages' export maps only expose their files/ folder, so nothing else is reachable.
const resolver = createRequire(import.meta.url);

function fontPath(file: string): string | null {
  const match = FONT_FILE.exec(file);
  if (!match) return null;
  try {
    return resolver.resolve(`@fontsource/${match[1] ?? ''}/files/${file}`);
  } catch {
    return null;
  }
}

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
