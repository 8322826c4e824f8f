import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiError } from '../../src/contracts/errors.ts';
import { initResponse, type InitResponse } from '../../src/contracts/init.ts';
import { LABEL_KEYS } from '../../src/contracts/label-keys.ts';
import { apiPath } from '../../src/contracts/paths.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

/** What the app sends on a desktop (spec §7). */
const APP_QUERY = {
  lk: 'en_US',
  pk: 'subTitleLanguage,audioLanguage,autoAdvance,videoBackgroundAutoPlay',
  readLicences: 'true',
  countEvents: 'LIVE',
  menuTargetPlatform: 'WEB',
  readIconStore: 'true',
  rpp: '12',
  bpp: '7',
};

async function init(realm: string, query: Record<string, string> = APP_QUERY, extra: Record<string, string> = {}) {
  const res = await h.inject({ url: apiPath.init(), query, headers: await h.clientHeaders(realm, extra) });
  return { res, body: res.statusCode === 200 ? initResponse.parse(res.json()) : null };
}

function content(body: InitResponse | null) {
  if (!body?.content) throw new Error('init without content');
  return body.content;
}

function allLicences(catalogue: InitResponse['licences'] | undefined) {
  return [...(catalogue?.licenceFamilies.flatMap((f) => f.licences) ?? []), ...(catalogue?.nonFamilyBasedLicences ?? [])];
}

test('init for each realm matches the contract and carries labels, menu, content and licences', async () => {
  for (const realm of ['arena', 'cinema', 'club']) {
    const { res, body } = await init(realm);
    expect(res.statusCode, realm).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(body?.authentication).toBeNull();
    expect(body?.labels?.selected_locale).toBe('en_US');
    for (const key of LABEL_KEYS) expect(body?.labels?.translations[key], key).toBeTruthy();
    expect(body?.menu?.items.length).toBeGreaterThan(0);
    expect(allLicences(body?.licences).length).toBeGreaterThanOrEqual(2);
    expect(content(body).buckets.length).toBeGreaterThanOrEqual(5);
    expect(content(body).heroes.length).toBeGreaterThanOrEqual(3);
    expect(body?.iconStore?.logo).toBe(`/api/artwork/${realm}/logo.svg`);
    expect(body?.settings?.primaryColour).toMatch(/^#[0-9A-F]{6}$/i);
  }
});

test('arena has events on air: eventCount and the live now rail agree, and live cards say live', async () => {
  const { body } = await init('arena');
  expect(body?.eventCount).toBeGreaterThanOrEqual(1);
  const liveRail = content(body).buckets.find((b) => b.type === 'LIVE_NOW');
  expect(liveRail?.contentList.totalItems).toBe(body?.eventCount);
  expect(liveRail?.contentList.items.every((c) => c.live && c.type === 'LIVE_EVENT')).toBe(true);
  const upcoming = content(body).buckets.find((b) => b.type === 'UPCOMING');
  const now = Date.now();
  expect(upcoming?.contentList.items.length).toBeGreaterThan(0);
  expect(upcoming?.contentList.items.every((c) => !c.live && Date.parse(c.startDate ?? '') > now)).toBe(true);
  expect(content(body).heroes.some((hero) => hero.live)).toBe(true);
});

test('cinema has no live at all: eventCount is 0 and no card is a live event', async () => {
  const { body } = await init('cinema');
  expect(body?.eventCount).toBe(0);
  const cards = content(body).buckets.flatMap((b) => b.contentList.items);
  expect(cards.length).toBeGreaterThan(0);
  expect(cards.some((c) => c.type === 'LIVE_EVENT' || c.live)).toBe(false);
  expect(content(body).buckets.some((b) => b.type === 'LIVE_NOW' || b.type === 'UPCOMING')).toBe(false);
});

test('cards carry artwork for the realm and the spec null fields', async () => {
  const { body } = await init('arena');
  const card = content(body).buckets[0]?.contentList.items[0];
  expect(card).toMatchObject({
    favourite: false,
    accessLevel: null,
    availablePurchases: null,
    tags: null,
    watchProgress: null,
    watchedAt: null,
  });
  expect(card?.coverUrl).toMatch(/^\/api\/artwork\/arena\/cover\/.+\.webp$/);
  expect(card?.smallCoverUrl).toMatch(/^\/api\/artwork\/arena\/poster\//);
  expect(card?.thumbnailUrl).toMatch(/^\/api\/artwork\/arena\/thumb\//);
  const hero = content(body).heroes[0];
  expect(hero?.imageUrl).toMatch(/^\/api\/artwork\/arena\/hero\//);
  expect(hero?.portraitImageUrl).toMatch(/^\/api\/artwork\/arena\/hero-portrait\//);
  // A live event's hero carries its start, so one not yet on air can say when; others carry none.
  for (const h of content(body).heroes) {
    if (h.link.type === 'LIVE_EVENT') expect(Date.parse(h.startDate ?? '')).not.toBeNaN();
    else expect(h.startDate).toBeNull();
  }
  expect(content(body).heroes.some((h) => h.link.type === 'LIVE_EVENT')).toBe(true);
});

test('rpp pages the rails and bpp their items (spec §7)', async () => {
  const { body } = await init('arena', { ...APP_QUERY, rpp: '4', bpp: '3' });
  const page = content(body);
  expect(page.buckets).toHaveLength(4);
  expect(page.bucketsPage).toBe(1);
  // Arena's home: eight rails and its section links (its EPG rail is hidden unless asked for).
  expect(page.bucketsTotalPages).toBe(3);
  for (const bucket of page.buckets) {
    expect(bucket.contentList.items.length).toBeLessThanOrEqual(3);
    expect(bucket.contentList.totalPages).toBe(Math.ceil(bucket.contentList.totalItems / 3));
  }
});

test('lk picks the language of labels, menu, rail names and card titles', async () => {
  const { body } = await init('arena', { ...APP_QUERY, lk: 'pt_BR' });
  expect(body?.labels?.selected_locale).toBe('pt_BR');
  expect(body?.menu?.items[0]?.title).toBe('Início');
  expect(content(body).buckets[0]?.name).toBe('Ao vivo agora');
  const titles = content(body).buckets.flatMap((b) => b.contentList.items.map((c) => c.title));
  expect(titles.some((t) => / x /.test(t))).toBe(true);
});

test('without lk the Accept-Language header chooses the locale', async () => {
  const { lk: _lk, ...query } = APP_QUERY;
  const { body } = await init('cinema', query, { 'accept-language': 'es-ES,es;q=0.9' });
  expect(body?.labels?.selected_locale).toBe('es_ES');
  expect(body?.labels?.translations.signIn).toBe('Iniciar sesión');
});

test('optional parts are null unless asked for', async () => {
  const { body } = await init('arena', {});
  expect(body?.licences).toBeNull();
  expect(body?.eventCount).toBeNull();
  expect(body?.iconStore).toBeNull();
  expect(body?.preferences).toBeNull();
  expect(body?.menu?.layout).toBe('TOP');
});

test('preferences give the realm defaults for the keys asked for, and skip unknown keys', async () => {
  const { body } = await init('cinema', { pk: 'autoAdvance,videoBackgroundAutoPlay,noSuchKey' });
  expect(body?.preferences).toEqual({ autoAdvance: 'true', videoBackgroundAutoPlay: 'false' });
});

test('licences come in families and on their own: every realm sells a subscription and a pay-per-view', async () => {
  const { body } = await init('arena');
  expect(body?.licences?.licenceFamilies.map((f) => [f.id, f.licences.map((l) => l.purchaseStrategy.subscriptionPeriod)])).toEqual([
    ['arena-pass', ['P1M', 'P1Y']],
  ]);
  expect(body?.licences?.nonFamilyBasedLicences.map((l) => `${l.id}:${l.purchaseStrategy.type}`)).toEqual(['arena-ppv-derby:PPV']);
  for (const realm of ['arena', 'cinema', 'club']) {
    const types = allLicences((await init(realm)).body?.licences).map((l) => l.purchaseStrategy.type);
    expect(types, realm).toContain('SUBSCRIPTION');
    expect(types, realm).toContain('PPV');
  }
});

test('a mobile menu with a web fallback gives the mobile menu', async () => {
  const { body } = await init('arena', { menuTargetPlatform: 'MOBILE_WEB', altMenuTargetPlatform: 'WEB' });
  const web = await init('arena', { menuTargetPlatform: 'WEB' });
  expect(body?.menu?.items.length).toBeLessThan(web.body?.menu?.items.length ?? 0);
});

test('section chooses the page content, and an unknown section has none', async () => {
  const football = await init('arena', { section: 'football' });
  const names = content(football.body).buckets.map((b) => b.name);
  expect(names).toContain('Fixtures');
  expect(names).not.toContain('Latest news');
  const none = await init('arena', { section: 'no-such-section' });
  expect(none.res.statusCode).toBe(200);
  expect(none.body?.content).toBeNull();
});

test('an Authorization header is accepted and does not change the answer yet', async () => {
  const { res, body } = await init('club', APP_QUERY, { authorization: 'Mixed some.token refresh-token' });
  expect(res.statusCode).toBe(200);
  expect(body?.authentication).toBeNull();
});

test('an unknown query parameter is a 400 VALIDATION naming it', async () => {
  const { res } = await init('arena', { ...APP_QUERY, colour: 'red' });
  expect(res.statusCode).toBe(400);
  const body = apiError.parse(res.json());
  expect(body.code).toBe('VALIDATION');
  expect(body.message).toContain('colour');
});

test('invalid values are a 400 VALIDATION naming each offending field', async () => {
  const { res } = await init('arena', { rpp: '0', countEvents: 'ALL', menuTargetPlatform: 'TV', readLicences: 'yes' });
  expect(res.statusCode).toBe(400);
  const fields = (apiError.parse(res.json()).details?.fields as { field: string }[]).map((f) => f.field).sort();
  expect(fields).toEqual(['countEvents', 'menuTargetPlatform', 'readLicences', 'rpp']);
});
