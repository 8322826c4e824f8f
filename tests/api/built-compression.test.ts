// Built files are compressed once, at build time (scripts/compress-build.ts), and sent as they
// are by @fastify/static's preCompressed; pages rendered per request are compressed per
// request; index.html is a template, never sent compressed from disk.
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { compressBuild } from '../../scripts/compress-build.ts';
import { startHarness, type Harness } from './harness.ts';

const TEMPLATE = `<!doctype html><html lang="{{lang}}" data-realm="{{realm}}" style="background: {{background}}">
<head><meta charset="UTF-8" /><!--realm-head--></head><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>`;
const SCRIPT = `console.log(${JSON.stringify('a fairly repetitive chunk of the app '.repeat(200))});`;

let h: Harness;
let dist: string;
const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'dist-'));
  await mkdir(join(dist, 'assets'));
  await mkdir(join(dist, 'server'));
  await writeFile(join(dist, 'index.html'), TEMPLATE + `<!--${'padding '.repeat(200)}-->`);
  await writeFile(join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  await writeFile(join(dist, 'assets', 'tiny-abc123.js'), 'console.log(1)');
  await writeFile(join(dist, 'server', 'entry-server.js'), SCRIPT);
  await compressBuild(dist);
  h = await startHarness({ config: { distDir: dist } });
});

afterAll(async () => {
  await h.close();
  await rm(dist, { recursive: true, force: true });
});

test('the build step writes .br and .gz beside compressible files, not for index.html, tiny files or the server bundle', async () => {
  for (const suffix of ['.br', '.gz']) {
    expect(await exists(join(dist, 'assets', `app-abc123.js${suffix}`))).toBe(true);
    expect(await exists(join(dist, `index.html${suffix}`))).toBe(false);
    expect(await exists(join(dist, 'assets', `tiny-abc123.js${suffix}`))).toBe(false);
    expect(await exists(join(dist, 'server', `entry-server.js${suffix}`))).toBe(false);
  }
  expect(brotliDecompressSync(await readFile(join(dist, 'assets', 'app-abc123.js.br'))).toString()).toBe(SCRIPT);
});

test('a hashed asset is sent from its br or gzip sibling, immutable, varying on Accept-Encoding', async () => {
  const url = '/assets/app-abc123.js';
  const br = await h.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toContain('javascript');
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(String(br.headers.vary)).toContain('accept-encoding');
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
  const gzip = await h.inject({ url, headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
  const plain = await h.inject({ url });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(SCRIPT);
  // Each representation has its own validator.
  expect(br.headers.etag).not.toBe(plain.headers.etag);
  expect((await h.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) } })).statusCode).toBe(304);
});

test('realm pages are rendered per request and compressed per request, never index.html from disk', async () => {
  // A stale compressed template on disk must never stand in for a rendered page.
  await writeFile(join(dist, 'index.html.br'), 'STALE');
  await writeFile(join(dist, 'index.html.gz'), 'STALE');
  for (const [url, host] of [
    ['/realm/arena/', 'localhost'],
    ['/index.html', 'arena.localhost'],
    ['/', 'arena.localhost'],
  ] as const) {
    const res = await h.inject({ url, headers: { host, 'accept-encoding': 'br' } });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-encoding'], url).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html, url).toContain('data-realm="arena"');
    expect(html, url).not.toContain('{{realm}}');
  }
  const gzip = await h.inject({ url: '/realm/cinema/home', headers: { 'accept-encoding': 'gzip' } });
  expect(gunzipSync(gzip.rawPayload).toString()).toContain('data-realm="cinema"');
});

test('compressed siblings are never served by name', async () => {
  for (const url of ['/index.html.br', '/index.html.gz', '/assets/app-abc123.js.br', '/assets/app-abc123.js.gz']) {
    const res = await h.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode, url).toBe(404);
    expect(res.json<{ code: string }>().code).toBe('NOT_FOUND');
  }
});
