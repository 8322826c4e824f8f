import { afterAll, beforeAll, expect, test } from 'vitest';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expectFileSemantics, expectRangeNotSatisfiable } from './file-serving.ts';
import { startHarness, type Harness } from './harness.ts';
import { apiError } from '../../src/contracts/errors.ts';
import { apiPath } from '../../src/contracts/paths.ts';

let h: Harness;
let sample: string;

beforeAll(async () => {
  h = await startHarness({ seed: false });
  sample = join(h.config.mediaDir, 'sample');
});

afterAll(async () => {
  await h.close();
});

test('each sample file type is served with its MIME type', async () => {
  const expected: Record<string, string> = {
    'master.m3u8': 'application/vnd.apple.mpegurl',
    'media_0.m3u8': 'application/vnd.apple.mpegurl',
    'manifest.mpd': 'application/dash+xml',
    'init-0.m4s': 'video/iso.segment',
    'chunk-1-00001.m4s': 'video/iso.segment',
  };
  for (const [file, type] of Object.entries(expected)) {
    const res = await h.inject({ url: apiPath.media('sample', file) });
    expect(res.statusCode, file).toBe(200);
    expect(res.headers['content-type'], file).toBe(type);
    expect(res.headers['access-control-allow-origin'], file).toBe('*');
    expect(res.headers['accept-ranges'], file).toBe('bytes');
    expect(res.rawPayload.equals(await readFile(join(sample, file))), file).toBe(true);
  }
});

test('segments are cached for long and playlists briefly', async () => {
  const segment = await h.inject({ url: apiPath.media('sample', 'chunk-0-00002.m4s') });
  const playlist = await h.inject({ url: apiPath.media('sample', 'master.m3u8') });
  const maxAge = (value: unknown) => Number(/max-age=(\d+)/.exec(String(value))?.[1]);
  expect(maxAge(segment.headers['cache-control'])).toBeGreaterThanOrEqual(86_400);
  expect(maxAge(playlist.headers['cache-control'])).toBeLessThanOrEqual(60);
  expect(segment.headers['cache-control']).toContain('public');
});

test('HLS and DASH name the same segment files, and every one of them is served', async () => {
  const mpd = (await h.inject({ url: apiPath.media('sample', 'manifest.mpd') })).body;
  const master = (await h.inject({ url: apiPath.media('sample', 'master.m3u8') })).body;
  const mediaPlaylists = master.split('\n').filter((line) => line.endsWith('.m3u8') && !line.startsWith('#'));
  mediaPlaylists.push(...[...master.matchAll(/URI="([^"]+)"/g)].map((m) => m[1] ?? ''));
  expect(mediaPlaylists.length).toBe(3);

  const hlsFiles = new Set<string>();
  for (const playlist of mediaPlaylists) {
    const body = (await h.inject({ url: apiPath.media('sample', playlist) })).body;
    expect(body).toContain('#EXT-X-ENDLIST');
    for (const line of body.split('\n')) if (line.endsWith('.m4s') && !line.startsWith('#')) hlsFiles.add(line);
    for (const m of body.matchAll(/#EXT-X-MAP:URI="([^"]+)"/g)) hlsFiles.add(m[1] ?? '');
  }
  expect(mpd).toContain('media="chunk-$RepresentationID$-$Number%05d$.m4s"');
  for (const file of hlsFiles) {
    expect(file).toMatch(/^(init-\d\.m4s|chunk-\d-\d{5}\.m4s)$/);
    const res = await h.inject({ method: 'HEAD', url: apiPath.media('sample', file) });
    expect(res.statusCode, file).toBe(200);
  }
});

test('a segment is served like a file: whole, by range, revalidated, resumed, and 416 for ranges that do not exist', async () => {
  const file = 'chunk-0-00001.m4s';
  await expectFileSemantics(h.inject, apiPath.media('sample', file), await readFile(join(sample, file)), 'video/iso.segment');
});

test('a playlist revalidates to 304 by ETag and by date too', async () => {
  const file = 'media_1.m3u8';
  await expectFileSemantics(h.inject, apiPath.media('sample', file), await readFile(join(sample, file)), 'application/vnd.apple.mpegurl');
});

test('open-ended and suffix ranges are answered too', async () => {
  const file = 'init-1.m4s';
  const whole = await readFile(join(sample, file));
  const open = await h.inject({ url: apiPath.media('sample', file), headers: { range: `bytes=${whole.length - 10}-` } });
  expect(open.statusCode).toBe(206);
  expect(open.rawPayload.equals(whole.subarray(whole.length - 10))).toBe(true);
  const suffix = await h.inject({ url: apiPath.media('sample', file), headers: { range: 'bytes=-16' } });
  expect(suffix.statusCode).toBe(206);
  expect(suffix.headers['content-range']).toBe(`bytes ${whole.length - 16}-${whole.length - 1}/${whole.length}`);
  expect(suffix.rawPayload.equals(whole.subarray(whole.length - 16))).toBe(true);
});

test('a range error keeps the CORS headers, so a player on another origin can read it', async () => {
  const file = 'init-0.m4s';
  const { size } = await stat(join(sample, file));
  const res = await h.inject({ url: apiPath.media('sample', file), headers: { range: 'bytes=500-100' } });
  expectRangeNotSatisfiable(res, size, 'inverted range');
  expect(res.headers['access-control-allow-origin']).toBe('*');
  expect(res.headers['cache-control']).toBe('no-store');
});

test('a malformed range or several ranges are ignored and the whole file is sent', async () => {
  const url = apiPath.media('sample', 'init-0.m4s');
  const { size } = await stat(join(sample, 'init-0.m4s'));
  for (const range of ['lines=1-2', 'bytes=0-9,20-29']) {
    const res = await h.inject({ url, headers: { range } });
    expect(res.statusCode, range).toBe(200);
    expect(res.headers['content-length'], range).toBe(String(size));
  }
});

test('HEAD answers the headers of the file without a body', async () => {
  const url = apiPath.media('sample', 'init-0.m4s');
  const { size } = await stat(join(sample, 'init-0.m4s'));
  const res = await h.inject({ method: 'HEAD', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-length']).toBe(String(size));
  expect(res.headers['content-type']).toBe('video/iso.segment');
  expect(res.rawPayload.length).toBe(0);
});

test('unknown assets and files are 404 in the error shape', async () => {
  for (const url of [apiPath.media('nothing-here', 'master.m3u8'), apiPath.media('sample', 'chunk-9-00001.m4s')]) {
    const res = await h.inject({ url });
    expect(res.statusCode, url).toBe(404);
    expect(apiError.parse(res.json()).code).toBe('NOT_FOUND');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  }
});

test('path traversal and odd names are rejected before the file system', async () => {
  const attempts = [
    '/api/media/sample/../../package.json',
    '/api/media/sample/..%2f..%2fpackage.json',
    '/api/media/sample/%2e%2e/%2e%2e/package.json',
    '/api/media/..%2f/master.m3u8',
    '/api/media/sample/.hidden.m3u8',
    '/api/media/sample/master.m3u8%00.txt',
    '/api/media/sample/..%5c..%5cpackage.json',
    '/api/media/Sample/master.m3u8',
    '/api/media/sample/README.md',
    '/api/media/sample/sub//master.m3u8',
  ];
  for (const url of attempts) {
    const res = await h.inject({ url });
    expect([400, 404], url).toContain(res.statusCode);
    expect(res.body, url).not.toContain('"name": "streamwhite"');
    const body = apiError.parse(res.json());
    if (res.statusCode === 400) expect(body.code, url).toBe('VALIDATION');
  }
  const hidden = await h.inject({ url: '/api/media/sample/..%2f..%2fpackage.json' });
  expect(hidden.statusCode).toBe(400);
  expect(apiError.parse(hidden.json()).details?.['fields']).toContainEqual(expect.objectContaining({ field: 'file' }));
});

test('a cross-origin preflight is allowed for range requests', async () => {
  const res = await h.inject({
    method: 'OPTIONS',
    url: apiPath.media('sample', 'chunk-0-00001.m4s'),
    headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'range' },
  });
  expect(res.statusCode).toBe(204);
  expect(res.headers['access-control-allow-origin']).toBe('*');
  expect(String(res.headers['access-control-allow-headers'])).toContain('range');
});
