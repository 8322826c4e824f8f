// Serves the built app for every realm: static files from dist/, and index.html (with the
// realm's name, title, colour and manifest written in) for every other navigation, so deep
// links and reloads work under a realm host and under /realm/{name}/.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile, stat } from 'node:fs/promises';
import { join, posix, relative, resolve, sep } from 'node:path';
import type { RealmSettings } from '../../contracts/realm.ts';
import { manifestPath } from '../../contracts/paths.ts';
import { LAUNCH_PARAM, LAUNCH_VALUE } from '../../contracts/document.ts';
import { HttpError } from '../errors.ts';
import { renderShell } from './app-shell-html.ts';
import { layoutHintHeaders } from '../render/device.ts';
import { renderRealmPage } from '../render/page.ts';
import { ssrModuleLoader } from '../render/ssr-module.ts';
import { pageSecurityPolicy, withScriptNonce } from '../plugins/security-headers.ts';

const REALM_PREFIX = /^\/realm\/([^/?#]+)(?:[/?#]|$)/;
/** A missing file of these kinds is a 404, never the shell: a lost chunk must fail as a chunk. */
const FILE_LIKE = /\.(?:js|mjs|css|map|png|jpe?g|webp|avif|gif|svg|ico|txt|xml|json|woff2?)$/i;
/**
 * Compressed siblings made at build time (scripts/compress-build.ts) are sent by
 * @fastify/static's preCompressed (app.ts) when Accept-Encoding allows; asked for by name they
 * are not files of the app, and index.html never has any: realm pages are rendered here.
 */
const COMPRESSED_SIBLING = /\.(?:br|gz)$/i;

/**
 * The built file a URL path names, or null. Looked up on each request (not listed at start-up)
 * so a rebuild while the server runs is served at once; never escapes the build folder.
 */
async function builtFile(distDir: string, path: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const full = resolve(distDir, '.' + posix.normalize(decoded));
  if (!full.startsWith(distDir + sep)) return null;
  const info = await stat(full).catch(() => null);
  return info?.isFile() ? relative(distDir, full).split(sep).join('/') : null;
}

/** index.html, re-read when a rebuild changes it. */
function templateReader(distDir: string) {
  let cached: { mtimeMs: number; html: string } | null = null;
  return async (): Promise<string | null> => {
    const info = await stat(join(distDir, 'index.html')).catch(() => null);
    if (!info) return null;
    if (cached?.mtimeMs !== info.mtimeMs) cached = { mtimeMs: info.mtimeMs, html: await readFile(join(distDir, 'index.html'), 'utf8') };
    return cached.html;
  };
}

function cacheControlFor(path: string): string {
  // Hashed build output never changes; the worker and the HTML must always be revalidated.
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (path === '/sw.js' || path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

export default async function appShellRoutes(app: FastifyInstance): Promise<void> {
  const distDir = app.config.distDir;
  const readTemplate = distDir ? templateReader(distDir) : async () => null;

  async function resolveRealm(request: FastifyRequest): Promise<{ realm: RealmSettings | null; prefixed: string | null }> {
    const match = REALM_PREFIX.exec(request.url);
    if (match?.[1]) {
      const name = decodeURIComponent(match[1]);
      return { realm: await app.services.realms.byName(name), prefixed: name };
    }
    return { realm: await app.services.realms.byHost(request.headers.host ?? ''), prefixed: null };
  }

  const loadRenderer = ssrModuleLoader(distDir);

  /** The server render of a realm page, or null (no render bundle, or the render failed: the app then starts in the browser). */
  async function serverRender(request: FastifyRequest, realm: RealmSettings, prefixRealm: string | null) {
    const ssr = await loadRenderer();
    if (!ssr) return null;
    try {
      return await renderRealmPage(app, ssr, request, realm, prefixRealm);
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'server render failed; serving the shell');
      return null;
    }
  }

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) {
      throw new HttpError(404, 'NOT_FOUND', `No route for ${request.method} ${path}`);
    }
    const template = await readTemplate();
    if (!template || !distDir) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The app is not built yet: run `npm run build` (npm start does this for you).');
    }
    // The server render bundle is the server's own, never a public file.
    if (path.startsWith('/server/')) throw new HttpError(404, 'NOT_FOUND', `No file ${path}`);
    const shellOnly = path === '/index.html';
    const file = path === '/' || shellOnly || COMPRESSED_SIBLING.test(path) ? null : await builtFile(distDir, path);
    // reply.sendFile is @fastify/static's (registered in app.ts): ranges, conditional GETs and,
    // by Accept-Encoding, the file's build-time .br or .gz sibling.
    if (file) return reply.header('cache-control', cacheControlFor('/' + file)).sendFile(file, distDir);
    if (FILE_LIKE.test(path) || COMPRESSED_SIBLING.test(path)) throw new HttpError(404, 'NOT_FOUND', `No file ${path}`);
    const { realm, prefixed } = await resolveRealm(request);
    // An unknown named realm is a 404 page; the app inside explains it and links to the directory.
    const status = prefixed && !realm ? 404 : 200;
    const manifest = realm ? (prefixed ? manifestPath.byPrefix(realm.realm) : manifestPath.byHost()) : null;
    // The service worker precaches /index.html as the plain shell; every other realm page is
    // rendered here for a first visit, crawlers and browsers without the worker.
    // A launch of the installed app goes back to the viewer's last screen, which only the
    // browser knows (src/lib/resume.ts): a render of home would be thrown away.
    const launch = new URLSearchParams(request.url.split('?')[1] ?? '').get(LAUNCH_PARAM) === LAUNCH_VALUE;
    const rendered = realm && !shellOnly && !launch ? await serverRender(request, realm, prefixed ? realm.realm : null) : null;
    if (rendered?.kind === 'redirect') return reply.header('cache-control', 'no-cache').redirect(rendered.location, rendered.status);
    const app = rendered
      ? { html: rendered.appHtml, styles: rendered.head, boot: rendered.boot, location: rendered.location, title: rendered.title }
      : null;
    // A rendered page's layout follows the device (render/device.ts): ask for the viewport's width.
    if (rendered) reply.headers(layoutHintHeaders(request.headers, rendered.boot.desktop));
    return reply
      .status(rendered && rendered.status !== 200 ? rendered.status : status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language, cookie, sec-ch-viewport-width, sec-ch-ua-mobile, user-agent')
      .type('text/html; charset=utf-8')
      .header('content-security-policy', pageSecurityPolicy(request))
      .send(withScriptNonce(renderShell(template, realm, manifest, app, !realm && !shellOnly), request));
  }

  app.get('/', handler);
  app.get('/*', handler);
}
