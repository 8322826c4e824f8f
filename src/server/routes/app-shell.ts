// Serves the built app for every realm: static files from dist/, and index.html (with the
// realm's name, title, colour and manifest written in) for every other navigation, so deep
// links and reloads work under a realm host and under /realm/{name}/.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { readFile, readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { RealmSettings } from '../../contracts/realm.ts';
import { manifestPath } from '../../contracts/paths.ts';
import { HttpError } from '../errors.ts';
import { renderShell } from './app-shell-html.ts';

const REALM_PREFIX = /^\/realm\/([^/?#]+)(?:[/?#]|$)/;

async function listFiles(root: string): Promise<Set<string>> {
  const files = new Set<string>();
  async function walk(dir: string): Promise<void> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else files.add('/' + relative(root, full).split(sep).join('/'));
    }
  }
  await walk(root);
  return files;
}

function cacheControlFor(path: string): string {
  // Hashed build output never changes; the worker and the HTML must always be revalidated.
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (path === '/sw.js' || path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

export default async function appShellRoutes(app: FastifyInstance): Promise<void> {
  const distDir = app.config.distDir;
  const built = distDir ? await stat(join(distDir, 'index.html')).catch(() => null) : null;
  const files = built && distDir ? await listFiles(distDir) : new Set<string>();
  const template = built && distDir ? await readFile(join(distDir, 'index.html'), 'utf8') : null;

  if (distDir && built) {
    await app.register(fastifyStatic, { root: distDir, serve: false, decorateReply: true, cacheControl: false, etag: true });
  }

  async function resolveRealm(request: FastifyRequest): Promise<{ realm: RealmSettings | null; prefixed: string | null }> {
    const match = REALM_PREFIX.exec(request.url);
    if (match?.[1]) {
      const name = decodeURIComponent(match[1]);
      return { realm: await app.services.realms.byName(name), prefixed: name };
    }
    return { realm: await app.services.realms.byHost(request.headers.host ?? ''), prefixed: null };
  }

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) {
      throw new HttpError(404, 'NOT_FOUND', `No route for ${request.method} ${path}`);
    }
    if (!template) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The app is not built yet: run `npm run build` (npm start does this for you).');
    }
    if (files.has(path) && path !== '/index.html') {
      return reply.header('cache-control', cacheControlFor(path)).sendFile(path.slice(1));
    }
    const { realm, prefixed } = await resolveRealm(request);
    // An unknown named realm is a 404 page; the app inside explains it and links to the directory.
    const status = prefixed && !realm ? 404 : 200;
    const manifest = realm ? (prefixed ? manifestPath.byPrefix(realm.realm) : manifestPath.byHost()) : null;
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderShell(template, realm, manifest));
  }

  app.get('/', handler);
  app.get('/*', handler);
}
