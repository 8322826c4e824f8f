import { afterAll, beforeAll, expect, test } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectRangeNotSatisfiable } from './file-serving.ts';
import { startHarness, type Harness } from './harness.ts';
import { apiError } from '../../src/contracts/errors.ts';
import { INLINE_REALM_ID } from '../../src/contracts/document.ts';
import { renderShell } from '../../src/server/routes/app-shell-html.ts';

// The placeholders of index.html, in a page small enough to read (app-shell-built.test.ts
// renders the real built page).
const TEMPLATE = `<!doctype html><html lang="{{lang}}" data-realm="{{realm}}" style="background: {{background}}; color: #fff">
<head><meta charset="UTF-8" /><style>html{background:#000}</style><!--realm-head--></head><body><div id="root"></div></body></html>`;

const inlineSettings = (html: string) =>
  new RegExp(`<script id="${INLINE_REALM_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1];

let h: Harness;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), TEMPLATE);
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  h = await startHarness({ config: { distDir: dist } });
});

afterAll(async () => {
  await h.close();
  await rm(dist, { recursive: true, force: true });
});

test('a /realm/{name} deep link gets the shell with that realm written in', async () => {
  const res = await h.inject({ url: '/realm/arena/series/abc?x=1' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.headers['cache-control']).toBe('no-cache');
  const realm = await h.app.services.realms.byName('arena');
  if (!realm) throw new Error('arena is seeded');
  const lang = realm.realmLanguages[0]?.language.replace('_', '-');
  const colour = realm.settings.backgroundColour;
  expect(res.body).toContain(`<html lang="${lang}" data-realm="arena" style="background: ${colour}; color: #fff">`);
  expect(res.body).toContain(`<title>${realm.settings.MAIN_TITLE}</title>`);
  expect(res.body).toContain(`<meta name="theme-color" content="${colour}" />`);
  expect(res.body).toContain('<link rel="manifest" href="/realm/arena/manifest.webmanifest" />');
  // The realm's own icon, as a PNG: an SVG one would be drawn as a document of its own while the page loads.
  expect(res.body).toContain('<link rel="icon" href="/api/artwork/arena/icon-192.png" type="image/png" sizes="192x192" />');
  expect(res.body.match(/rel="icon"/g)).toHaveLength(1);
  expect(res.body).not.toMatch(/\{\{|realm-head/);
});

test('a realm host gets the shell for that realm with the host manifest', async () => {
  const res = await h.inject({ url: '/home', headers: { host: 'cinema.localhost:8080' } });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('data-realm="cinema"');
  expect(res.body).toContain('href="/manifest.webmanifest"');
});

test('an unknown named realm is a 404 page, not a crash', async () => {
  const res = await h.inject({ url: '/realm/nowhere/' });
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.body).toContain('<html lang="en" data-realm="" style="background: #000000; color: #fff">');
  expect(res.body).not.toContain('rel="manifest"');
  expect(inlineSettings(res.body)).toBeUndefined();
});

test('the bare host gets the shell without a realm, for the realm directory, with no placeholder left', async () => {
  const res = await h.inject({ url: '/', headers: { host: 'localhost:8080' } });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('data-realm=""');
  expect(res.body).toContain(
    '<title>Streaming</title><link rel="icon" href="/manifest/icon.svg" type="image/svg+xml" /><meta name="theme-color" content="#000000" />',
  );
  // The server found no realm for this URL and says so, so the app asks only for the directory.
  expect(res.body).toContain('<meta name="realm-status" content="none" /></head>');
  expect(res.body).not.toMatch(/\{\{|realm-head/);
  // The worker's shell serves every URL: it must never carry that claim.
  const shell = await h.inject({ url: '/index.html', headers: { host: 'localhost:8080' } });
  expect(shell.body).not.toContain('realm-status');
});

test('hashed assets are served with immutable caching and the worker is always revalidated', async () => {
  const asset = await h.inject({ url: '/assets/index-abc123.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.body).toContain('console.log');
  const sw = await h.inject({ url: '/sw.js' });
  expect(sw.statusCode).toBe(200);
  expect(sw.headers['cache-control']).toBe('no-cache');
});

test('built files answer ranges, and a range that does not exist is 416 in the API error shape', async () => {
  const asset = '/assets/index-abc123.js';
  const size = Buffer.byteLength('console.log("app")');
  const part = await h.inject({ url: asset, headers: { range: 'bytes=0-6' } });
  expect(part.statusCode).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 0-6/${size}`);
  expect(part.body).toBe('console');
  expectRangeNotSatisfiable(await h.inject({ url: asset, headers: { range: `bytes=${size}-` } }), size, 'start past the end');
  expectRangeNotSatisfiable(await h.inject({ url: asset, headers: { range: 'bytes=9-3' } }), size, 'inverted range');
});

test('paths outside the build are never served as files', async () => {
  const res = await h.inject({ url: '/assets/../../package.json' });
  expect(res.body).not.toContain('"dependencies"');
  const encoded = await h.inject({ url: '/%2e%2e/package.json' });
  expect(encoded.body).not.toContain('"dependencies"');
});

test('unknown API paths answer in the error shape, not with the shell', async () => {
  const res = await h.inject({ url: '/api/v1/nothing-here' });
  expect(res.statusCode).toBe(404);
  const body = apiError.parse(res.json());
  expect(body.code).toBe('NOT_FOUND');
  expect(res.headers['x-request-id']).toBe(body.requestId);
});

test('without a build the server says how to make one', async () => {
  const empty = await startHarness({ config: { distDir: join(dist, 'missing') } });
  const res = await empty.inject({ url: '/realm/arena/' });
  expect(res.statusCode).toBe(503);
  expect(res.body).toContain('npm run build');
  await empty.close();
});

test('files from a rebuild are served without restarting the server', async () => {
  await writeFile(join(dist, 'assets', 'late-def456.js'), 'console.log("rebuilt")');
  const res = await h.inject({ url: '/assets/late-def456.js' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('rebuilt');
});

test('the shell carries the realm settings as inline JSON that cannot close its script', async () => {
  const realm = await h.app.services.realms.byName('arena');
  if (!realm) throw new Error('arena is seeded');
  const res = await h.inject({ url: '/realm/arena/' });
  expect(JSON.parse(inlineSettings(res.body) ?? '')).toEqual(realm);
  const tricky = renderShell(TEMPLATE, { ...realm, realmFullName: '</script><script>alert(1)</script> $& $1' }, null);
  expect(tricky).not.toContain('</script><script>alert');
  expect(tricky).toContain('$& $1');
  expect(JSON.parse(inlineSettings(tricky) ?? '')).toMatchObject({ realmFullName: '</script><script>alert(1)</script> $& $1' });
});

test('written-in values are escaped, and never read as placeholders themselves', async () => {
  const realm = await h.app.services.realms.byName('arena');
  if (!realm) throw new Error('arena is seeded');
  const title = '"><img src=x onerror=alert(1)> {{lang}} <!--realm-head-->';
  const html = renderShell(TEMPLATE, { ...realm, settings: { ...realm.settings, MAIN_TITLE: title } }, '/a"b');
  expect(html).toContain('<title>&quot;&gt;&lt;img src=x onerror=alert(1)&gt; {{lang}} &lt;!--realm-head--&gt;</title>');
  expect(html).toContain('<link rel="manifest" href="/a&quot;b" />');
  expect(html.match(/<title>/g)).toHaveLength(1);
});

test('a misspelt placeholder fails loudly instead of reaching the page', () => {
  expect(() => renderShell(TEMPLATE.replace('{{realm}}', '{{realmName}}'), null, null)).toThrow('{{realmName}}');
});

test('a missing script or image is a 404, not the shell', async () => {
  for (const url of ['/assets/index-gone.js', '/favicon.ico', '/realm/arena/assets/x.css']) {
    const res = await h.inject({ url });
    expect(res.statusCode, url).toBe(404);
    expect(res.headers['content-type'], url).toContain('application/json');
  }
});
