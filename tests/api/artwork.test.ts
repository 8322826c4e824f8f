import { afterAll, beforeAll, expect, test } from 'vitest';
import sharp from 'sharp';
import { startHarness, type Harness } from './harness.ts';
import { insertRealms, testRealm } from './realm-fixture.ts';
import { apiError } from '../../src/contracts/errors.ts';
import { ARTWORK_WIDTHS, artworkKind, artworkPath } from '../../src/contracts/paths.ts';
import { clearRenderCache } from '../../src/server/media/artwork-render.ts';
import { artworkLayers } from '../../src/server/media/artwork-svg.ts';
import { createRenderCache } from '../../src/server/media/render-cache.ts';

let h: Harness;

const red = testRealm('art-red', {
  title: 'Redline',
  look: { primaryColour: '#e63946', secondaryColour: '#1d3557', tertiaryColour: '#f1c40f' },
});
const teal = testRealm('art-teal', {
  title: "Tom & Jerry's <TV>",
  look: { primaryColour: '#2ec4b6', secondaryColour: '#7b2ff7', tertiaryColour: '#ff9f1c' },
});

beforeAll(async () => {
  h = await startHarness({ seed: false });
  await insertRealms(h.db, [red, teal]);
  h.app.services.realms.invalidate();
});

afterAll(async () => {
  await h.close();
});

const image = (realm: string, kind: (typeof artworkKind)[number], seed: string, w?: number | string) =>
  artworkPath.image(realm, kind, seed) + (w === undefined ? '' : `?w=${w}`);

test('a requested width is rounded up to the next rung of the ladder', async () => {
  for (const [asked, served] of [
    [300, 320],
    [320, 320],
    [1, 160],
    [1281, 1600],
    [4096, 2560],
  ] as const) {
    const res = await h.inject({ url: image('art-red', 'cover', 'snap', asked) });
    expect(res.statusCode, `w=${asked}`).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width, `w=${asked}`).toBe(served);
    expect(ARTWORK_WIDTHS).toContain(meta.width);
  }
});

test('each kind has its aspect ratio: 16:9 for landscape kinds, 2:3 for portrait kinds', async () => {
  const expected = { cover: 270, thumb: 270, hero: 270, poster: 720, 'hero-portrait': 720 } as const;
  for (const kind of artworkKind) {
    const res = await h.inject({ url: image('art-red', kind, 'aspect', 480) });
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height], kind).toEqual([480, expected[kind]]);
  }
});

test('without w each kind gets a sensible default width', async () => {
  const hero = await sharp((await h.inject({ url: image('art-red', 'hero', 'default') })).rawPayload).metadata();
  const thumb = await sharp((await h.inject({ url: image('art-red', 'thumb', 'default') })).rawPayload).metadata();
  expect(hero.width).toBeGreaterThanOrEqual(1280);
  expect(thumb.width).toBeLessThanOrEqual(480);
});

test('artwork is served as immutable WebP with an ETag that answers 304', async () => {
  const url = image('art-red', 'poster', 'headers', 320);
  const res = await h.inject({ url });
  expect(res.headers['content-type']).toBe('image/webp');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const etag = String(res.headers.etag);
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await h.inject({ url, headers: { 'if-none-match': etag } });
  expect(again.statusCode).toBe(304);
  expect(again.rawPayload.length).toBe(0);
  expect(again.headers.etag).toBe(etag);
  const otherWidth = await h.inject({ url: image('art-red', 'poster', 'headers', 640), headers: { 'if-none-match': etag } });
  expect(otherWidth.statusCode).toBe(200);
});

test('widths that are not whole numbers from 1 to 4096 are a validation error naming w', async () => {
  for (const w of ['0', '4097', '99999', 'abc', '1.5', '-3', '', '%20300']) {
    const res = await h.inject({ url: image('art-red', 'cover', 'bad', w) });
    expect(res.statusCode, `w=${w}`).toBe(400);
    const body = apiError.parse(res.json());
    expect(body.code).toBe('VALIDATION');
    expect(body.details?.['fields']).toEqual([expect.objectContaining({ field: 'w' })]);
  }
});

test('unknown kinds and file names are validation errors; unknown realms are 404', async () => {
  const kind = await h.inject({ url: '/api/artwork/art-red/banner/x.webp' });
  expect(kind.statusCode).toBe(400);
  expect(JSON.stringify(kind.json())).toContain('kind');
  const png = await h.inject({ url: '/api/artwork/art-red/cover/x.png' });
  expect(png.statusCode).toBe(400);
  const realm = await h.inject({ url: image('nowhere', 'cover', 'x', 320) });
  expect(realm.statusCode).toBe(404);
  expect(apiError.parse(realm.json()).code).toBe('UNKNOWN_REALM');
});

test('the same URL gives the same bytes, also after the cache is emptied', async () => {
  const url = image('art-teal', 'hero', 'episode-42', 640);
  const first = (await h.inject({ url })).rawPayload;
  const cached = (await h.inject({ url })).rawPayload;
  clearRenderCache();
  const fresh = (await h.inject({ url })).rawPayload;
  expect(cached.equals(first)).toBe(true);
  expect(fresh.equals(first)).toBe(true);
});

test('different realms and different seeds give different images', async () => {
  const a = (await h.inject({ url: image('art-red', 'cover', 'same-seed', 320) })).rawPayload;
  const b = (await h.inject({ url: image('art-teal', 'cover', 'same-seed', 320) })).rawPayload;
  const c = (await h.inject({ url: image('art-red', 'cover', 'other-seed', 320) })).rawPayload;
  expect(a.equals(b)).toBe(false);
  expect(a.equals(c)).toBe(false);
  // The realms' colours show: the average colour of a red realm's art leans red.
  const { channels } = await sharp(a).stats();
  expect(channels[0]?.mean).toBeGreaterThan(channels[2]?.mean ?? 0);
});

test('the artwork drawing contains no text', () => {
  for (const kind of artworkKind) {
    const layers = artworkLayers(
      'art-red',
      { primary: '#e63946', secondary: '#1d3557', tertiary: '#f1c40f', background: '#000000' },
      kind,
      'any',
    );
    for (const svg of [layers.soft(100, 100), layers.shapes(100, 100)]) expect(svg).not.toMatch(/<text|<tspan|font/);
  }
});

test('concurrent identical requests share one render', async () => {
  clearRenderCache();
  const url = image('art-teal', 'hero', 'burst', 1920);
  const bodies = await Promise.all(Array.from({ length: 6 }, () => h.inject({ url })));
  for (const res of bodies) expect(res.rawPayload.equals(bodies[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
});

test('the render cache renders once per key, limits concurrency and stays within its byte budget', async () => {
  const cache = createRenderCache({ maxBytes: 1000, concurrency: 2 });
  let renders = 0;
  let running = 0;
  let peak = 0;
  const render = (size: number) => async () => {
    renders++;
    running++;
    peak = Math.max(peak, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running--;
    return Buffer.alloc(size);
  };
  await Promise.all([cache.get('a', render(300)), cache.get('a', render(300)), cache.get('a', render(300))]);
  expect(renders).toBe(1);
  await Promise.all(['b', 'c', 'd', 'e', 'f'].map((key) => cache.get(key, render(300))));
  expect(peak).toBe(2);
  expect(cache.stats().bytes).toBeLessThanOrEqual(1000);
  expect(cache.stats().entries).toBe(3);
  // 'a' was evicted first (least recently used), so asking again renders it again.
  await cache.get('a', render(300));
  expect(renders).toBe(7);
});

test('the logo is an accessible SVG wordmark of the realm title', async () => {
  const res = await h.inject({ url: artworkPath.logo('art-teal') });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('image/svg+xml');
  expect(res.headers['cache-control']).toBe('public, max-age=3600');
  const svg = res.body;
  expect(svg).toMatch(/^<svg [^>]*width="\d+" height="64" viewBox="0 0 \d+ 64"[^>]*role="img"/);
  expect(svg).toContain('<title id="logo-title">Tom &amp; Jerry&apos;s &lt;TV&gt;</title>');
  expect(svg).toContain('#2ec4b6');
  const meta = await sharp(Buffer.from(svg)).metadata();
  expect(meta.format).toBe('svg');
  const again = await h.inject({ url: artworkPath.logo('art-teal'), headers: { 'if-none-match': String(res.headers.etag) } });
  expect(again.statusCode).toBe(304);
  expect((await h.inject({ url: artworkPath.logo('nowhere') })).statusCode).toBe(404);
});

test('a title of letters, digits and spaces is drawn as stroked paths, with no text for the browser to lay out', async () => {
  const svg = (await h.inject({ url: artworkPath.logo('art-red') })).body;
  expect(svg).not.toContain('<text');
  // The mark's initial, then one path per letter of REDLINE.
  expect(svg.match(/<path /g)).toHaveLength(1 + 'REDLINE'.length);
  expect(svg).toContain('<title id="logo-title">Redline</title>');
  const width = Number(/^<svg [^>]*width="(\d+)"/.exec(svg)?.[1]);
  // Mark (64) and gap (14), then seven capitals 24 px high: wider than the mark alone, within the logo box (4:1).
  expect(width).toBeGreaterThan(64 + 14 + 7 * 10);
  expect(width).toBeLessThanOrEqual(64 * 4);
  // A title with characters the alphabet has no strokes for stays text (the teal realm's "&", "<").
  expect((await h.inject({ url: artworkPath.logo('art-teal') })).body).toMatch(/lengthAdjust="spacingAndGlyphs">Tom &amp; Jerry/i);
});

test('app icons are PNGs of the requested size; maskable ones fill the square', async () => {
  for (const [size, maskable] of [
    [192, false],
    [512, false],
    [192, true],
    [512, true],
  ] as const) {
    const res = await h.inject({ url: artworkPath.icon('art-red', size, maskable) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(res.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([size, size]);
    // Corner alpha: rounded tile for "any", edge to edge for "maskable".
    expect(data[3]).toBe(maskable ? 255 : 0);
  }
  // Palette PNGs: the 192 px icon is fetched beside the first page's images, so it stays small.
  const small = await h.inject({ url: artworkPath.icon('art-red', 192, false) });
  expect((await sharp(small.rawPayload).metadata()).isPalette).toBe(true);
  expect(small.rawPayload.length).toBeLessThan(12_000);
  for (const file of ['icon-256.png', 'icon-192.webp', 'favicon.ico']) {
    const res = await h.inject({ url: `/api/artwork/art-red/${file}` });
    expect(res.statusCode, file).toBe(400);
  }
});

test('the maskable icon keeps its mark inside the central safe circle', async () => {
  const res = await h.inject({ url: artworkPath.icon('art-red', 512, true) });
  const { data, info } = await sharp(res.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  // The mark is drawn in white on this red; nothing near-white may lie outside 40% radius.
  const centre = info.width / 2;
  let markPixels = 0;
  for (let y = 0; y < info.height; y += 2) {
    for (let x = 0; x < info.width; x += 2) {
      const i = (y * info.width + x) * 3;
      const white = (data[i] ?? 0) > 235 && (data[i + 1] ?? 0) > 235 && (data[i + 2] ?? 0) > 235;
      if (!white) continue;
      markPixels++;
      expect(Math.hypot(x - centre, y - centre)).toBeLessThan(info.width * 0.4);
    }
  }
  expect(markPixels).toBeGreaterThan(500);
});
