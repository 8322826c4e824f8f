// The reference page of `npm run lighthouse`: the stack alone (React, MUI and emotion, rendered
// on the server and hydrated in a transition, no app code), built into .cache/ and served by a
// static server of its own, so each run measures the stack alone with the realms' settings.
// Timings swing several-fold between machines and hours: when even this page misses a threshold,
// the machine is too slow to judge the app by it (decision 0063, with what the row cannot say).
import { createHash } from 'node:crypto';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressBuild } from '../compress-build.ts';
import type { render as renderPage } from './reference/render.tsx';

/** The reference page's row label: no realm can be named so (realm names start with a letter). */
export const REFERENCE_ROW = { realm: '_reference', page: 'stack', form: 'host' } as const;

const SOURCE = join(import.meta.dirname, 'reference');
const OUT = resolve('.cache', 'lighthouse-reference');
const STAMP = join(OUT, '.source-hash');
/** The hero is the page's largest paint, as a realm home's first hero is; cards are lazy. */
const IMAGES = { 'hero.webp': [800, 450, '#2f4a6d'], 'card.webp': [320, 180, '#55606e'] } as const;
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.webp': 'image/webp' };
// Not index.html, which compressBuild leaves alone (the app's is a template).
const PAGE = 'page.html';

async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of (await readdir(SOURCE)).sort()) hash.update(name).update(await readFile(join(SOURCE, name)));
  // The stack's versions are the rest of what the page is.
  return hash.update(await readFile('package-lock.json')).digest('hex');
}

function page(styles: string, markup: string, script: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Reference page</title><meta name="description" content="The stack alone, for comparing timings.">' +
    '<link rel="icon" href="data:,"><link rel="preload" as="image" href="/hero.webp" fetchpriority="high">' +
    `${styles}<script type="module" src="/${script}"></script></head>` +
    `<body style="margin:0"><div id="root">${markup}</div></body></html>`
  );
}

/** Builds the page when its sources or the stack changed since the last build; returns its folder. */
export async function prepareReference(): Promise<string> {
  const hash = await sourceHash();
  if ((await readFile(STAMP, 'utf8').catch(() => '')) === hash) return join(OUT, 'site');
  await rm(OUT, { recursive: true, force: true });
  // React and MUI pick their production builds by NODE_ENV, which a test runner sets otherwise;
  // this process only audits.
  process.env.NODE_ENV = 'production';
  // Only when it is built: a run with --no-reference, or with the build current, loads neither.
  const [{ build }, { default: sharp }] = await Promise.all([import('vite'), import('sharp')]);
  const site = join(OUT, 'site');
  // Its own root: none of the app's public files, env files or plugins.
  const base = { configFile: false, root: SOURCE, publicDir: false, logLevel: 'error', mode: 'production' } as const;
  await build({
    ...base,
    build: { outDir: site, emptyOutDir: true, manifest: true, rollupOptions: { input: join(SOURCE, 'client.tsx') } },
  });
  await build({
    ...base,
    build: {
      ssr: join(SOURCE, 'render.tsx'),
      outDir: join(OUT, 'render'),
      emptyOutDir: true,
      rollupOptions: { output: { entryFileNames: 'render.js' } },
    },
  });
  const manifest = JSON.parse(await readFile(join(site, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the reference build has no entry chunk');
  const { render } = (await import(pathToFileURL(join(OUT, 'render', 'render.js')).href)) as { render: typeof renderPage };
  const { html, styles } = render();
  await writeFile(join(site, PAGE), page(styles, html, entry.file));
  for (const [name, [width, height, background]] of Object.entries(IMAGES))
    await sharp({ create: { width, height, channels: 3, background } })
      .webp()
      .toFile(join(site, name));
  // Brotli beside each text file, as the app's build has (scripts/compress-build.ts).
  await compressBuild(site);
  await writeFile(STAMP, hash);
  return site;
}

export type ServedReference = { url: string; stop: () => Promise<void> };

/** Serves the built page on a free port: files read once, brotli where the build made it, as the app sends them. */
export async function serveReference(site: string): Promise<ServedReference> {
  const files = new Map<string, { body: Buffer; type: string; brotli: boolean }>();
  const add = async (path: string, file: string) => {
    const type = TYPES[extname(file)];
    if (!type) return;
    const compressed = await readFile(`${file}.br`).catch(() => null);
    files.set(path, { body: compressed ?? (await readFile(file)), type, brotli: compressed !== null });
  };
  await add('/', join(site, PAGE));
  for (const name of Object.keys(IMAGES)) await add(`/${name}`, join(site, name));
  for (const name of await readdir(join(site, 'assets'))) await add(`/assets/${name}`, join(site, 'assets', name));

  const server = createServer((request, response) => {
    const file = files.get(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': file.type,
      'cache-control': file.type === TYPES['.html'] ? 'no-cache' : 'public, max-age=31536000, immutable',
      ...(file.brotli ? { 'content-encoding': 'br' } : {}),
    });
    response.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Ready to audit: built if needed, then served. */
export async function startReference(): Promise<ServedReference> {
  return serveReference(await prepareReference());
}
