// The realm endpoints: the public directory and lookups by name and by host. Expectations come
// from the realm table and the seed's own definitions, never from copies of their values, and a
// realm of this file's own sits among the demo realms so that nothing about them can be hard-wired.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { MIN_TEXT_CONTRAST, contrastRatio, readableTextColour } from '../../src/contracts/colour.ts';
import { apiError } from '../../src/contracts/errors.ts';
import { apiPath } from '../../src/contracts/paths.ts';
import { menuLayout, realmDirectoryEntry, realmSettings, textTransformation, type RealmSettings } from '../../src/contracts/realm.ts';
import { DEMO_REALMS } from '../../src/server/db/seed/realms/index.ts';
import { startHarness, type Harness } from './harness.ts';
import { insertRealms, testRealm } from './realm-fixture.ts';

// Strict: the directory shows nothing beyond its public fields.
const directory = z.array(realmDirectoryEntry.strict());

/** This file's own realm: a name among the demo names, a domain of its own and an extra host. */
const OWN_DOMAIN = 'tv.bravo.test';
const OWN_HOST = 'watch.bravo.test';
const OWN = testRealm('bravo', { title: 'Bravo', domains: [OWN_DOMAIN] });
const DEMO_SETTINGS = DEMO_REALMS.map((def) => def.settings);

type Stored = { name: string; hosts: string[]; settings: RealmSettings };
let h: Harness;
let stored: Stored[];

beforeAll(async () => {
  if (DEMO_SETTINGS.some((s) => s.realm === OWN.realm)) throw new Error(`${OWN.realm} must not be a demo realm`);
  h = await startHarness();
  await insertRealms(h.db, [OWN], { [OWN.realm]: [OWN_HOST] });
  h.app.services.realms.invalidate();
  const rows = await h.db.selectFrom('realm').select(['name', 'hosts', 'settings']).execute();
  stored = rows.map((r) => ({ name: r.name, hosts: r.hosts, settings: realmSettings.parse(r.settings) }));
});

afterAll(async () => {
  await h.close();
});

const byName = (name: string) => h.inject({ url: apiPath.realmByName(name) });
const byHost = (host: string) => h.inject({ url: apiPath.realmByHost(), query: { host } });
const storedNames = () => stored.map((r) => r.name).sort();

function storedSettings(name: string): RealmSettings {
  const realm = stored.find((r) => r.name === name);
  if (!realm) throw new Error(`no stored realm ${name}`);
  return realm.settings;
}

test('the directory lists exactly the stored realms, sorted by name, each entry taken from its settings', async () => {
  const res = await h.inject({ url: apiPath.realms() });
  expect(res.statusCode).toBe(200);
  const list = directory.parse(res.json());
  expect(list.map((r) => r.realm)).toEqual(storedNames());
  for (const entry of list) {
    const { realm, realmFullName, preferredDomain, settings } = storedSettings(entry.realm);
    expect(entry).toEqual({
      realm,
      realmFullName,
      preferredDomain,
      LOGO: settings.LOGO,
      primaryColour: settings.primaryColour,
      backgroundColour: settings.backgroundColour,
    });
  }
});

test('each realm by name is its stored settings document, as JSON, without client headers', async () => {
  for (const { name, settings } of stored) {
    const res = await byName(name);
    expect(res.statusCode, name).toBe(200);
    expect(res.headers['content-type'], name).toContain('application/json');
    expect(realmSettings.parse(res.json()), name).toEqual(settings);
  }
});

test('the demo realms are served exactly as the seed defines them', async () => {
  for (const settings of DEMO_SETTINGS) {
    expect((await byName(settings.realm)).json(), settings.realm).toEqual(settings);
  }
});

test('by host, in any letter case and with or without a port, a realm is the same document as by name', async () => {
  for (const { name, hosts, settings } of stored) {
    const expected = (await byName(name)).json();
    // Its domains, its extra hosts, and any host whose first label is its name.
    for (const host of new Set([...settings.domains, ...hosts, `${name}.localhost`, `${name}.example.org`])) {
      for (const asked of [host, `${host}:8080`, host.toUpperCase()]) {
        const res = await byHost(asked);
        expect(res.statusCode, asked).toBe(200);
        expect(res.json(), asked).toEqual(expected);
      }
    }
  }
  // The loop above went through a stored domain and a stored extra host, not only name labels.
  expect(stored.find((r) => r.name === OWN.realm)).toMatchObject({ hosts: [OWN_HOST], settings: { domains: [OWN_DOMAIN] } });
});

test('an unknown realm is a 404 UNKNOWN_REALM in the error shape, by name, by host and for a bare host', async () => {
  const unknown = 'nowhere';
  expect(storedNames()).not.toContain(unknown);
  for (const res of [await byName(unknown), await byHost(`${unknown}.localhost:8080`), await byHost('localhost:8080')]) {
    expect(res.statusCode).toBe(404);
    const body = apiError.parse(res.json());
    expect(body).toMatchObject({ status: 404, code: 'UNKNOWN_REALM', messageKey: 'unknownRealmTitle' });
    expect(res.headers['x-request-id']).toBe(body.requestId);
  }
});

test('realm names in the path are lower case: an upper-case or malformed name is a 400 VALIDATION naming name', async () => {
  for (const name of [OWN.realm.toUpperCase(), 'Not_A Realm']) {
    const res = await byName(name);
    expect(res.statusCode, name).toBe(400);
    const body = apiError.parse(res.json());
    expect(body.code, name).toBe('VALIDATION');
    expect(body.details?.fields, name).toEqual([expect.objectContaining({ field: 'name' })]);
  }
});

test('a realm request without a host is a 400 VALIDATION naming host', async () => {
  const missing = await h.inject({ url: apiPath.realmByHost() });
  expect(missing.statusCode).toBe(400);
  const body = apiError.parse(missing.json());
  expect(body.code).toBe('VALIDATION');
  expect(body.message).toContain('host');
});

test('realm settings are publicly cacheable with a strong ETag that answers 304, per realm', async () => {
  const [one, other] = storedNames();
  if (!one || !other) throw new Error('two realms expected');
  const first = await byName(one);
  expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=86400');
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await h.inject({ url: apiPath.realmByName(one), headers: { 'if-none-match': etag } });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers.etag).toBe(etag);
  const otherRealm = await h.inject({ url: apiPath.realmByName(other), headers: { 'if-none-match': etag } });
  expect(otherRealm.statusCode).toBe(200);
  expect(otherRealm.headers.etag).not.toBe(etag);
  const sameByHost = await h.inject({
    url: apiPath.realmByHost(),
    query: { host: `${one}.localhost` },
    headers: { 'if-none-match': `W/${etag}` },
  });
  expect(sameByHost.statusCode).toBe(304);
});

test('every demo realm is readable: text on its background and on its primary colour reaches 4.5:1', () => {
  for (const realm of DEMO_SETTINGS) {
    for (const colour of [realm.settings.backgroundColour, realm.settings.primaryColour]) {
      expect(contrastRatio(readableTextColour(colour), colour), `${realm.realm} ${colour}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  }
});

test('every look setting, menu layout, language list, font set and API key differs between the demo realms', () => {
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
  expect(DEMO_SETTINGS.length).toBeGreaterThan(1);
  for (const [i, x] of DEMO_SETTINGS.entries()) {
    for (const y of DEMO_SETTINGS.slice(i + 1)) {
      const pair = `${x.realm} and ${y.realm}`;
      for (const key of lookKeys) expect(x.settings[key], `${key} of ${pair}`).not.toEqual(y.settings[key]);
      expect(x.appSettings.menuLayout, pair).not.toBe(y.appSettings.menuLayout);
      expect(
        x.realmLanguages.map((l) => l.language),
        pair,
      ).not.toEqual(y.realmLanguages.map((l) => l.language));
      expect(x.realmLanguages[0]?.primaryFontUrl, pair).not.toBe(y.realmLanguages[0]?.primaryFontUrl);
      expect(x.realmLanguages[0]?.tertiaryFontUrl, pair).not.toBe(y.realmLanguages[0]?.tertiaryFontUrl);
      expect(x.appSettings.apiKey, pair).not.toBe(y.appSettings.apiKey);
    }
  }
});

test('between them the demo realms show every menu layout and text transformation, live and on demand only, open and closed to guests', () => {
  expect(new Set(DEMO_SETTINGS.map((s) => s.appSettings.menuLayout))).toEqual(new Set(menuLayout.options));
  expect(new Set(DEMO_SETTINGS.map((s) => s.settings.textTransformation))).toEqual(new Set(textTransformation.options));
  expect(new Set(DEMO_SETTINGS.map((s) => s.hasLive))).toEqual(new Set([true, false]));
  expect(new Set(DEMO_SETTINGS.map((s) => s.guestsAllowed))).toEqual(new Set([true, false]));
});

test('the logo and every font file a demo realm names are served', async () => {
  for (const realm of DEMO_SETTINGS) {
    const logo = await h.inject({ url: realm.settings.LOGO });
    expect(logo.statusCode, realm.settings.LOGO).toBe(200);
    expect(logo.headers['content-type'], realm.settings.LOGO).toMatch(/^image\//);
    const fonts = new Set(realm.realmLanguages.flatMap((l) => [l.primaryFontUrl, l.secondaryFontUrl, l.tertiaryFontUrl]));
    for (const url of fonts) {
      const res = await h.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('font/woff2');
    }
  }
});
