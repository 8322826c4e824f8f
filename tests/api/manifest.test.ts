import { afterAll, beforeAll, expect, test } from 'vitest';
import sharp from 'sharp';
import { startHarness, type Harness } from './harness.ts';
import { insertRealms, testRealm } from './realm-fixture.ts';
import { apiError } from '../../src/contracts/errors.ts';
import { manifestPath } from '../../src/contracts/paths.ts';
import { hexColour } from '../../src/contracts/realm.ts';

let h: Harness;

// Realms of this file's own (the demo seed may or may not be there); seeded realms, when
// present, are checked too.
const realm = (name: string, title: string, customizations: Record<string, string> = {}) =>
  testRealm(name, {
    title,
    domains: [`${name}.example.org`],
    locales: ['nl_NL', 'en_GB'],
    customizations,
    look: { primaryColour: '#ff5a1f', secondaryColour: '#1f2a44', tertiaryColour: '#ffd166', backgroundColour: '#0a0d14' },
  });

const own = realm('mf-one', 'Oranje');
const longTitle = realm('mf-long', 'Wonderful Cinema Classics', { description: 'Classic films, restored.' });

beforeAll(async () => {
  h = await startHarness();
  await insertRealms(h.db, [own, longTitle], { 'mf-one': ['tv.oranje.test'] });
  h.app.services.realms.invalidate();
});

afterAll(async () => {
  await h.close();
});

type Manifest = Record<string, unknown> & { icons: Array<{ src: string; sizes: string; type: string; purpose: string }> };

async function manifest(url: string, host?: string): Promise<Manifest> {
  const res = await h.inject({ url, headers: host ? { host } : {} });
  expect(res.statusCode, `${host ?? ''}${url}`).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/manifest\+json(;|$)/);
  expect(res.headers['cache-control']).toBe('public, max-age=300');
  return res.json();
}

test('a realm host gets its manifest scoped to the root', async () => {
  const m = await manifest(manifestPath.byHost(), 'mf-one.localhost:8080');
  expect(m).toMatchObject({
    id: '/',
    start_url: '/?source=pwa',
    scope: '/',
    name: 'Oranje Television',
    short_name: 'Oranje',
    display: 'standalone',
  });
  expect(m).toMatchObject({ orientation: 'any', lang: 'nl-NL', categories: ['entertainment'] });
  expect(m['background_color']).toBe('#0a0d14');
  expect(m['theme_color']).toBe('#0a0d14');
  expect(typeof m['description']).toBe('string');
});

test('configured hosts and domains find the realm too', async () => {
  expect((await manifest(manifestPath.byHost(), 'tv.oranje.test'))['name']).toBe('Oranje Television');
  expect((await manifest(manifestPath.byHost(), 'mf-one.example.org'))['name']).toBe('Oranje Television');
});

test('the /realm/{name} manifest is scoped to that prefix', async () => {
  const m = await manifest(manifestPath.byPrefix('mf-one'), 'localhost:8080');
  expect(m).toMatchObject({ id: '/realm/mf-one/', start_url: '/realm/mf-one/?source=pwa', scope: '/realm/mf-one/' });
});

test('short names are cut to twelve characters at a word break', async () => {
  const m = await manifest(manifestPath.byPrefix('mf-long'));
  expect(m['short_name']).toBe('Wonderful');
  expect(m['name']).toBe('Wonderful Cinema Classics Television');
  expect(m['description']).toBe('Classic films, restored.');
});

test('a host without a realm and an unknown realm name are 404 in the error shape', async () => {
  const bare = await h.inject({ url: manifestPath.byHost(), headers: { host: 'localhost:8080' } });
  expect(bare.statusCode).toBe(404);
  expect(apiError.parse(bare.json()).code).toBe('UNKNOWN_REALM');
  const unknown = await h.inject({ url: manifestPath.byPrefix('nowhere') });
  expect(unknown.statusCode).toBe(404);
  expect(apiError.parse(unknown.json()).code).toBe('UNKNOWN_REALM');
  const invalid = await h.inject({ url: '/realm/Not_A_Realm/manifest.webmanifest' });
  expect(invalid.statusCode).toBe(400);
  expect(apiError.parse(invalid.json()).code).toBe('VALIDATION');
});

test('the manifest revalidates by ETag', async () => {
  const url = manifestPath.byPrefix('mf-one');
  const first = await h.inject({ url });
  const again = await h.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
  expect(again.statusCode).toBe(304);
});

test('every icon in the manifest resolves to a PNG of its stated size', async () => {
  const m = await manifest(manifestPath.byPrefix('mf-one'));
  expect(m.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
  for (const icon of m.icons) {
    const res = await h.inject({ url: icon.src });
    expect(res.statusCode, icon.src).toBe(200);
    expect(res.headers['content-type']).toBe(icon.type);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('png');
    expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
  }
});

test('every realm in the database, seeded ones included, has a valid installable manifest', async () => {
  const realms = await h.app.services.realms.list();
  expect(realms.length).toBeGreaterThanOrEqual(2);
  for (const realm of realms) {
    const byPrefix = await manifest(manifestPath.byPrefix(realm.realm));
    const byHost = await manifest(manifestPath.byHost(), `${realm.realm}.localhost`);
    for (const m of [byPrefix, byHost]) {
      expect(String(m['name']).length).toBeGreaterThan(0);
      expect([...String(m['short_name'])].length).toBeLessThanOrEqual(12);
      expect(hexColour.safeParse(m['theme_color']).success).toBe(true);
      expect(hexColour.safeParse(m['background_color']).success).toBe(true);
      for (const sizes of ['192x192', '512x512']) expect(m.icons.some((i) => i.sizes === sizes && i.purpose === 'maskable')).toBe(true);
      expect(String(m['start_url']).startsWith(String(m['scope']))).toBe(true);
    }
    const icon = await h.inject({ url: byHost.icons[0]?.src ?? '' });
    expect(icon.statusCode, realm.realm).toBe(200);
  }
});
