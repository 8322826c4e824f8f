import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { apiError } from '../../src/contracts/errors.ts';
import { apiPath, artworkPath } from '../../src/contracts/paths.ts';
import { realmDirectoryEntry, realmSettings, type RealmSettings } from '../../src/contracts/realm.ts';
import { startHarness, type Harness } from './harness.ts';
import { contrast } from './contrast.ts';

// Strict: the directory shows nothing beyond its public fields.
const directory = z.array(realmDirectoryEntry.strict());

let h: Harness;
const realms: Record<string, RealmSettings> = {};

beforeAll(async () => {
  h = await startHarness();
  for (const name of ['arena', 'cinema', 'club']) {
    const res = await h.inject({ url: apiPath.realmByName(name) });
    realms[name] = realmSettings.parse(res.json());
  }
});

afterAll(async () => {
  await h.close();
});

const get = (name: string): RealmSettings => {
  const realm = realms[name];
  if (!realm) throw new Error(`no realm ${name}`);
  return realm;
};

test('the realm directory lists the three demo realms with only their public fields', async () => {
  const res = await h.inject({ url: apiPath.realms() });
  expect(res.statusCode).toBe(200);
  const list = directory.parse(res.json());
  expect(list.map((r) => r.realm)).toEqual(['arena', 'cinema', 'club']);
  expect(list[0]).toEqual({
    realm: 'arena',
    realmFullName: 'Arena Sports',
    preferredDomain: 'arena.localhost',
    LOGO: artworkPath.logo('arena'),
    primaryColour: get('arena').settings.primaryColour,
    backgroundColour: '#000000',
  });
});

test('realm settings by name match the contract and need no client headers', async () => {
  const res = await h.inject({ url: apiPath.realmByName('cinema') });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  const cinema = realmSettings.parse(res.json());
  expect(cinema.realm).toBe('cinema');
  expect(cinema.domains).toEqual(['cinema.localhost']);
  expect(cinema.preferredDomain).toBe('cinema.localhost');
  expect(cinema.appSettings.appId).toBe('web');
  expect(cinema.settings.LOGO).toBe(artworkPath.logo('cinema'));
});

test('arena is a sports realm that welcomes guests, with a top menu in English and Portuguese', () => {
  const arena = get('arena');
  expect(arena).toMatchObject({
    hasLive: true,
    guestsAllowed: true,
    fullGuestAccess: 'ALLOWED',
    allowGuestSchedule: true,
    realmFullName: 'Arena Sports',
  });
  expect(arena.appSettings.menuLayout).toBe('TOP');
  expect(arena.settings).toMatchObject({ textTransformation: 'NONE', backgroundColour: '#000000', MAIN_TITLE: 'Arena' });
  expect(arena.realmLanguages.map((l) => l.language)).toEqual(['en_US', 'pt_BR']);
  expect(arena.realmLanguages[0]).toMatchObject({
    primaryFontFamily: 'Oswald',
    secondaryFontFamily: 'Inter',
    primaryFontUrl: apiPath.fonts('oswald-latin-600-normal.woff2'),
  });
});

test('cinema is on demand only, in upper case, with a top-left menu in English and Spanish', () => {
  const cinema = get('cinema');
  expect(cinema.hasLive).toBe(false);
  expect(cinema.settings.textTransformation).toBe('UPPERCASE');
  expect(cinema.appSettings.menuLayout).toBe('TOP_LEFT');
  expect(cinema.realmLanguages.map((l) => l.language)).toEqual(['en_US', 'es_ES']);
  expect(cinema.realmLanguages[0]).toMatchObject({ primaryFontFamily: 'Playfair Display', secondaryFontFamily: 'Nunito' });
  expect(cinema.settings.backgroundColour).not.toBe('#000000');
});

test('club asks for sign-in first and uses a sidebar menu', () => {
  const club = get('club');
  expect(club).toMatchObject({
    guestsAllowed: false,
    fullGuestAccess: 'NOT_ALLOWED',
    hasLive: true,
    profileConfiguration: { status: 'ENABLED' },
  });
  expect(club.appSettings.menuLayout).toBe('SIDEBAR');
  expect(club.realmLanguages[0]).toMatchObject({ primaryFontFamily: 'Roboto Condensed', secondaryFontFamily: 'Inter' });
});

test('every look setting, menu layout, language list and font set differs between the realms', () => {
  const pairs = [
    ['arena', 'cinema'],
    ['arena', 'club'],
    ['cinema', 'club'],
  ] as const;
  const lookKeys = [
    'primaryColour',
    'secondaryColour',
    'tertiaryColour',
    'backgroundColour',
    'LOGO',
    'MAIN_TITLE',
    'logoScale',
    'fontScale',
    'cardTitleFontScale',
    'childProfileFontScale',
  ] as const;
  for (const [a, b] of pairs) {
    const x = get(a);
    const y = get(b);
    for (const key of lookKeys) expect(x.settings[key], `${key} of ${a} and ${b}`).not.toEqual(y.settings[key]);
    expect(x.appSettings.menuLayout).not.toBe(y.appSettings.menuLayout);
    expect(x.realmLanguages.map((l) => l.language)).not.toEqual(y.realmLanguages.map((l) => l.language));
    expect(x.realmLanguages[0]?.primaryFontUrl).not.toBe(y.realmLanguages[0]?.primaryFontUrl);
    expect(x.realmLanguages[0]?.tertiaryFontUrl).not.toBe(y.realmLanguages[0]?.tertiaryFontUrl);
    expect(x.appSettings.apiKey).not.toBe(y.appSettings.apiKey);
  }
  // Two text transformations exist: the sports and film realms use different ones.
  expect(get('arena').settings.textTransformation).not.toBe(get('cinema').settings.textTransformation);
});

test('every realm is readable: text on the background and on the primary colour reach 4.5:1', () => {
  for (const realm of Object.values(realms)) {
    const { backgroundColour, primaryColour } = realm.settings;
    expect(Math.max(contrast(backgroundColour, '#FFFFFF'), contrast(backgroundColour, '#000000')), realm.realm).toBeGreaterThanOrEqual(4.5);
    expect(Math.max(contrast(primaryColour, '#FFFFFF'), contrast(primaryColour, '#000000')), realm.realm).toBeGreaterThanOrEqual(4.5);
  }
});

test('an unknown realm name is a 404 with code UNKNOWN_REALM', async () => {
  const res = await h.inject({ url: apiPath.realmByName('nowhere') });
  expect(res.statusCode).toBe(404);
  expect(apiError.parse(res.json())).toMatchObject({ status: 404, code: 'UNKNOWN_REALM' });
});

test('a malformed realm name is a 400 VALIDATION naming the name parameter', async () => {
  const res = await h.inject({ url: '/api/realm/Not_A%20Realm' });
  expect(res.statusCode).toBe(400);
  const body = apiError.parse(res.json());
  expect(body.code).toBe('VALIDATION');
  expect(body.details?.fields).toEqual([expect.objectContaining({ field: 'name' })]);
});

test('a realm host with a port resolves to that realm', async () => {
  const res = await h.inject({ url: apiPath.realmByHost(), query: { host: 'arena.localhost:8080' } });
  expect(res.statusCode).toBe(200);
  expect(realmSettings.parse(res.json()).realm).toBe('arena');
  const plain = await h.inject({ url: apiPath.realmByHost(), query: { host: 'club.localhost' } });
  expect(realmSettings.parse(plain.json()).realm).toBe('club');
});

test('a host without a realm is a 404 UNKNOWN_REALM and a missing host a 400 naming host', async () => {
  const unknown = await h.inject({ url: apiPath.realmByHost(), query: { host: 'nowhere.localhost:8080' } });
  expect(unknown.statusCode).toBe(404);
  expect(apiError.parse(unknown.json()).code).toBe('UNKNOWN_REALM');
  const bare = await h.inject({ url: apiPath.realmByHost(), query: { host: 'localhost:8080' } });
  expect(bare.statusCode).toBe(404);
  const missing = await h.inject({ url: apiPath.realmByHost() });
  expect(missing.statusCode).toBe(400);
  const body = apiError.parse(missing.json());
  expect(body.code).toBe('VALIDATION');
  expect(body.message).toContain('host');
});

test('realm settings are publicly cacheable with a strong ETag that answers 304', async () => {
  const first = await h.inject({ url: apiPath.realmByName('arena') });
  expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=86400');
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await h.inject({ url: apiPath.realmByName('arena'), headers: { 'if-none-match': etag } });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers.etag).toBe(etag);
  const other = await h.inject({ url: apiPath.realmByName('cinema'), headers: { 'if-none-match': etag } });
  expect(other.statusCode).toBe(200);
  expect(other.headers.etag).not.toBe(etag);
  const byHost = await h.inject({
    url: apiPath.realmByHost(),
    query: { host: 'arena.localhost' },
    headers: { 'if-none-match': `W/${etag}` },
  });
  expect(byHost.statusCode).toBe(304);
});
