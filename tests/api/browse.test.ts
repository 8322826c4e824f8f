// Browse (issue 8) over the real database: rails page through their items (bpp) and pages
// through their rails (rpp), a rail's next page, section-link and EPG rails, the geo-blocked and
// available-on-sign-in display modes, grid and releases page sizes, the browse index, the
// sponsor block, and promo notifications dismissed per viewer. Bad input is a 400.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { browseIndex, gridPage, promoAnswer } from '../../src/contracts/browse.ts';
import { bucket as bucketSchema, pageContent } from '../../src/contracts/content.ts';
import type { OperationId } from '../../src/contracts/operations.ts';
import { DEMO_PLAYBACK } from '../../src/server/db/seed/playback.ts';
import { DEMO_PROMO } from '../../src/server/db/seed/browse.ts';
import { startHarness, type Harness } from './harness.ts';
import { call, demoViewer, refusal, tokensOf } from './session-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seedItems: 120 });
});
afterAll(async () => h?.close());

const json = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown;
};
const section = async (realm: string, name: string, query: Record<string, string>, headers: Record<string, string> = {}) =>
  pageContent.parse(json(await call(h, realm, 'section', { params: { name }, query, headers })));

test('rpp pages a section through its rails and bpp a rail through its items', async () => {
  const first = await section('arena', 'home', { rpp: '3', bpp: '4' });
  expect(first.buckets).toHaveLength(3);
  expect(first.heroes.length).toBeGreaterThan(0);
  for (const b of first.buckets) {
    expect(b.contentList.items.length).toBeLessThanOrEqual(4);
    expect(b.contentList.totalPages).toBe(Math.ceil(b.contentList.totalItems / 4));
  }
  const second = await section('arena', 'home', { rpp: '3', bpp: '4', p: '2' });
  expect(second.heroes).toEqual([]);
  expect(second.bucketsPage).toBe(2);
  expect(second.bucketsTotalPages).toBe(first.bucketsTotalPages);
  expect(second.buckets.map((b) => b.id)).not.toEqual(expect.arrayContaining(first.buckets.map((b) => b.id)));
});

test("a rail's next page continues where the first stopped", async () => {
  const home = await section('arena', 'home', { rpp: '12', bpp: '4' });
  const rail = home.buckets.find((b) => b.id === 'arena-home-highlights');
  expect(rail?.contentList.totalPages).toBeGreaterThan(1);
  const all = bucketSchema.parse(
    json(await call(h, 'arena', 'bucketPage', { params: { name: 'home', id: 'arena-home-highlights' }, query: { bpp: '8' } })),
  );
  const next = bucketSchema.parse(
    json(await call(h, 'arena', 'bucketPage', { params: { name: 'home', id: 'arena-home-highlights' }, query: { bpp: '4', p: '2' } })),
  );
  expect(next.contentList.page).toBe(2);
  expect([...(rail?.contentList.items ?? []), ...next.contentList.items].map((c) => c.id)).toEqual(all.contentList.items.map((c) => c.id));
  // A rail of another section, or of nowhere, is not found.
  const elsewhere = await call(h, 'arena', 'bucketPage', { params: { name: 'football', id: 'arena-home-highlights' } });
  expect(refusal(elsewhere)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  const otherRealm = await call(h, 'cinema', 'bucketPage', { params: { name: 'home', id: 'arena-home-highlights' } });
  expect(otherRealm.statusCode).toBe(404);
});

test('section links show unless hidden, EPG rails hide unless shown; bspp pages the section tiles', async () => {
  const plain = await section('arena', 'home', { rpp: '50', bpp: '2' });
  const links = plain.buckets.find((b) => b.type === 'SECTION_LINK');
  expect(links?.sectionLinks?.map((s) => s.name)).toEqual(['football']);
  expect(links?.sectionLinks?.[0]?.title).toBe('Football');
  expect(plain.buckets.some((b) => b.type === 'EPG')).toBe(false);

  const shown = await section('arena', 'home', { rpp: '50', bpp: '2', displayEpgBuckets: 'SHOW', displaySectionLinkBuckets: 'HIDE' });
  expect(shown.buckets.some((b) => b.type === 'EPG')).toBe(true);
  expect(shown.buckets.some((b) => b.type === 'SECTION_LINK')).toBe(false);

  const pt = await section('arena', 'home', { rpp: '50', bpp: '2', bspp: '1', lk: 'pt_BR' });
  const ptLinks = pt.buckets.find((b) => b.type === 'SECTION_LINK');
  expect(ptLinks?.sectionLinks?.[0]?.title).toBe('Futebol');
  expect(ptLinks?.contentList).toMatchObject({ page: 1, totalPages: 1, totalItems: 1 });
});

test('geo-blocked items follow the display mode and the viewer country; licensed items can be left out', async () => {
  const { contentId } = DEMO_PLAYBACK.geoBlocked;
  const idsOf = (page: { buckets: { contentList: { items: { id: string }[] } }[] }) =>
    new Set(page.buckets.flatMap((b) => b.contentList.items.map((c) => c.id)));
  const grid = async (query: Record<string, string>, headers: Record<string, string> = {}) =>
    gridPage
      .parse(json(await call(h, 'arena', 'grid', { query: { type: 'VOD_VIDEO', rpp: '50', ...query }, headers })))
      .items.map((c) => c.id);
  // arena-vod-1 is a playlist's video or a top-level one: the type grid lists top-level ones only.
  const top = await h.db
    .selectFrom('content')
    .select('parent_id')
    .where('realm', '=', 'arena')
    .where('id', '=', contentId)
    .executeTakeFirstOrThrow();
  if (top.parent_id === null) {
    expect(await grid({})).toContain(contentId); // arena shows geo-blocked items by default
    expect(await grid({ geoBlockedContentDisplayMode: 'HIDE' })).not.toContain(contentId);
    expect(await grid({ geoBlockedContentDisplayMode: 'HIDE' }, { 'x-viewer-country': 'BR' })).toContain(contentId);
  }
  // The rule itself, on a rail that holds the item: put it on a hand-picked rail of its own.
  await h.db
    .insertInto('bucket')
    .values({
      realm: 'arena',
      id: 'arena-test-geo',
      section: 'geo-test',
      position: 0,
      label_key: 'x',
      name: 'Geo test',
      type: 'CONTENT',
      image_style: 'LANDSCAPE',
      rule: JSON.stringify({ kind: 'items' }),
    })
    .execute();
  const licensed = DEMO_PLAYBACK.licenceOnly.contentId;
  await h.db
    .insertInto('bucket_item')
    .values([
      { realm: 'arena', bucket_id: 'arena-test-geo', content_id: contentId, position: 0 },
      { realm: 'arena', bucket_id: 'arena-test-geo', content_id: licensed, position: 1 },
    ])
    .execute();
  expect(idsOf(await section('arena', 'geo-test', {}))).toEqual(new Set([contentId, licensed]));
  expect(idsOf(await section('arena', 'geo-test', { geoBlockedContentDisplayMode: 'HIDE' }))).toEqual(new Set([licensed]));
  expect(idsOf(await section('arena', 'geo-test', { geoBlockedContentDisplayMode: 'HIDE' }, { 'x-viewer-country': 'br' }))).toEqual(
    new Set([contentId, licensed]),
  );
  expect(idsOf(await section('arena', 'geo-test', { displayContentAvailableOnSignIn: 'false' }))).toEqual(new Set([contentId]));
  const rail = bucketSchema.parse(
    json(
      await call(h, 'arena', 'bucketPage', {
        params: { name: 'geo-test', id: 'arena-test-geo' },
        query: { geoBlockedContentDisplayMode: 'HIDE' },
      }),
    ),
  );
  expect(rail.contentList.items.map((c) => c.id)).toEqual([licensed]);
});

test("the section page carries its title and its sponsor's logo block", async () => {
  const football = await section('arena', 'football', {});
  expect(football.title).toBe('Football');
  expect(football.sponsor).toMatchObject({
    displayMode: 'SHOW',
    sponsorLink: 'https://sponsor.example/arena',
    altText: expect.any(String),
  });
  expect(football.sponsor?.sponsorImage).toMatch(/^\/api\/artwork\/arena\/thumb\//);
  const classics = await section('cinema', 'classics', { lk: 'es_ES' });
  expect(classics.title).toBe('Clásicos');
  expect(classics.sponsor).toBeNull();
  expect(refusal(await call(h, 'arena', 'section', { params: { name: 'nope' } }))).toMatchObject({ status: 404 });
});

test('grid pages a type or a rail at the page size asked; releases list the newest on-demand items', async () => {
  for (const rpp of [9, 16, 20]) {
    const page = gridPage.parse(json(await call(h, 'cinema', 'grid', { query: { type: 'VOD_VIDEO', rpp: String(rpp) } })));
    expect(page.items).toHaveLength(Math.min(rpp, page.totalItems));
    expect(page.totalPages).toBe(Math.ceil(page.totalItems / rpp));
    expect(page.items.every((c) => c.type === 'VOD_VIDEO')).toBe(true);
  }
  const p1 = gridPage.parse(json(await call(h, 'cinema', 'grid', { query: { type: 'VOD_VIDEO', rpp: '9' } })));
  const p2 = gridPage.parse(json(await call(h, 'cinema', 'grid', { query: { type: 'VOD_VIDEO', rpp: '9', p: '2' } })));
  expect(p2.page).toBe(2);
  expect(p2.items.map((c) => c.id)).not.toEqual(expect.arrayContaining(p1.items.map((c) => c.id)));

  const rail = gridPage.parse(json(await call(h, 'arena', 'grid', { query: { bucket: 'arena-home-highlights', rpp: '9' } })));
  expect(rail.title).toBe('Highlights');
  expect(rail.items).toHaveLength(9);
  expect((await call(h, 'cinema', 'grid', { query: { bucket: 'arena-home-highlights' } })).statusCode).toBe(404);

  const releases = gridPage.parse(json(await call(h, 'arena', 'releases', { query: { rpp: '16' } })));
  expect(releases.items.length).toBeGreaterThan(0);
  expect(releases.items.every((c) => ['VOD_VIDEO', 'VOD_PLAYLIST', 'VOD_SERIES'].includes(c.type))).toBe(true);
});

test('browse lists the sections other than home and the content types the realm has', async () => {
  const index = browseIndex.parse(json(await call(h, 'arena', 'browse', { query: { lk: 'pt_BR' } })));
  expect(index.sections.map((s) => [s.name, s.title])).toEqual([['football', 'Futebol']]);
  expect(index.types.map((t) => t.type)).toEqual(expect.arrayContaining(['LIVE_EVENT', 'VOD_VIDEO']));
  expect(index.types.every((t) => t.count > 0)).toBe(true);
});

test('bad input is a 400 naming the field', async () => {
  const bad: [OperationId, { params?: Record<string, string>; query?: Record<string, string> }, string][] = [
    ['grid', { query: {} }, 'bucket'],
    ['grid', { query: { type: 'VOD_VIDEO', bucket: 'arena-home-highlights' } }, 'bucket'],
    ['grid', { query: { type: 'VOD_SEASON' } }, 'type'],
    ['grid', { query: { type: 'VOD_VIDEO', rpp: '0' } }, 'rpp'],
    ['releases', { query: { p: '0' } }, 'p'],
    ['section', { params: { name: 'home' }, query: { bspp: '99' } }, 'bspp'],
    ['section', { params: { name: 'home' }, query: { displayEpgBuckets: 'MAYBE' } }, 'displayEpgBuckets'],
    ['bucketPage', { params: { name: 'home', id: 'Bad Id' } }, 'id'],
    ['bucketPage', { params: { name: 'home', id: 'arena-home-highlights' }, query: { bpp: '51' } }, 'bpp'],
  ];
  for (const [id, options, field] of bad) {
    const res = await call(h, 'arena', id, options as never);
    expect(res.statusCode, `${id} ${JSON.stringify(options)}`).toBe(400);
    expect(res.body, id).toContain(field);
  }
});

test('promo notifications: one for arena, dismissed per viewer, none where the realm has none', async () => {
  const guest = tokensOf(await call(h, 'arena', 'guestCheckin'));
  const viewer = await demoViewer(h, 'arena');
  const list = async (token: string) =>
    promoAnswer.parse(json(await call(h, 'arena', 'promoNotifications', { token, query: { maxNotifications: '1' } }))).promoNotifications;
  const [promo] = await list(guest.authorisationToken);
  expect(promo).toMatchObject({ id: DEMO_PROMO.id, title: DEMO_PROMO.texts.en_US.title, openInNewTab: false });
  expect(promo?.link.contentLink?.type).toBe('PLAYLIST');
  expect(promo?.link.linkUrl).toBeNull();

  const dismissed = await call(h, 'arena', 'promoDismiss', { token: guest.authorisationToken, params: { id: DEMO_PROMO.id } });
  expect(dismissed.statusCode).toBe(200);
  expect(await list(guest.authorisationToken)).toEqual([]);
  // Another viewer still has it; dismissing twice is fine.
  expect(await list(viewer.authorisationToken)).toHaveLength(1);
  expect((await call(h, 'arena', 'promoDismiss', { token: guest.authorisationToken, params: { id: DEMO_PROMO.id } })).statusCode).toBe(200);

  expect(refusal(await call(h, 'arena', 'promoDismiss', { token: viewer.authorisationToken, params: { id: 'no-such' } }))).toMatchObject({
    status: 404,
  });
  expect((await call(h, 'arena', 'promoNotifications')).statusCode).toBe(401);
  expect(
    (await call(h, 'arena', 'promoNotifications', { token: viewer.authorisationToken, query: { maxNotifications: '0' } })).statusCode,
  ).toBe(400);

  const cinema = await demoViewer(h, 'cinema');
  const none = promoAnswer.parse(json(await call(h, 'cinema', 'promoNotifications', { token: cinema.authorisationToken })));
  expect(none.promoNotifications).toEqual([]);
});
