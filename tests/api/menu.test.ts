import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiError } from '../../src/contracts/errors.ts';
import { isTopRightItem, menu, type Menu } from '../../src/contracts/menu.ts';
import { apiPath } from '../../src/contracts/paths.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

async function fetchMenu(realm: string, query: Record<string, string> = {}, extra: Record<string, string> = {}) {
  const res = await h.inject({ url: apiPath.menu(), query, headers: await h.clientHeaders(realm, extra) });
  return { res, body: res.statusCode === 200 ? menu.parse(res.json()) : null };
}

const views = (m: Menu | null) => (m?.items ?? []).map((i) => i.data.view ?? i.data.section ?? i.type);
const main = (m: Menu | null) => (m?.items ?? []).filter((i) => !isTopRightItem(i));

test('each realm menu has its realm layout', async () => {
  expect((await fetchMenu('arena')).body?.layout).toBe('TOP');
  expect((await fetchMenu('cinema')).body?.layout).toBe('TOP_LEFT');
  expect((await fetchMenu('club')).body?.layout).toBe('SIDEBAR');
});

test('the arena web menu has home, browse, schedule, a section, news, fighters and a shop link, then search, live now and account', async () => {
  const { body } = await fetchMenu('arena', { deviceType: 'WEB' });
  expect(main(body).length).toBeGreaterThanOrEqual(5);
  expect(views(body)).toEqual([
    'HOME',
    'BROWSE',
    'SCHEDULE',
    'football',
    'NEWS',
    'Fighters',
    'OUTBOUND_LINK',
    'SEARCH',
    'LIVENOW',
    'ACCOUNT',
  ]);
  const shop = body?.items.find((i) => i.type === 'OUTBOUND_LINK');
  expect(shop?.data.outboundLink).toMatch(/^https:\/\//);
  expect(body?.items.filter(isTopRightItem).map((i) => i.data.view)).toEqual(['SEARCH', 'LIVENOW', 'ACCOUNT']);
  expect(body?.items.some((i) => 'placement' in i)).toBe(false);
  expect(body?.items.find((i) => i.data.view === 'HOME')).toMatchObject({ type: 'VIEW', title: 'Home', seo: { title: 'Home - Arena' } });
});

test('the mobile menu is shorter than the web menu', async () => {
  for (const realm of ['arena', 'cinema', 'club']) {
    const web = await fetchMenu(realm, { deviceType: 'WEB' });
    const mobile = await fetchMenu(realm, { deviceType: 'MOBILE_WEB' });
    expect(mobile.res.statusCode).toBe(200);
    expect(mobile.body?.items.length, realm).toBeLessThan(web.body?.items.length ?? 0);
    expect(views(mobile.body)).toContain('HOME');
  }
});

test('only realms with live content have schedule and live now items', async () => {
  const cinema = await fetchMenu('cinema');
  expect(views(cinema.body)).not.toContain('SCHEDULE');
  expect(views(cinema.body)).not.toContain('LIVENOW');
  const club = await fetchMenu('club');
  expect(views(club.body)).toContain('SCHEDULE');
  expect(views(club.body)).toContain('LIVENOW');
});

test('menu titles follow the caller language', async () => {
  const { body } = await fetchMenu('arena', {}, { 'accept-language': 'pt-BR,pt;q=0.9' });
  expect(body?.items.find((i) => i.data.view === 'HOME')?.title).toBe('Início');
  expect(body?.items.find((i) => i.data.section === 'football')?.title).toBe('Futebol');
  expect(body?.items.find((i) => i.data.view === 'LIVENOW')?.title).toBe('Ao vivo agora');
  const spanish = await fetchMenu('cinema', {}, { 'accept-language': 'es-ES' });
  expect(spanish.body?.items.find((i) => i.data.view === 'BROWSE')?.title).toBe('Películas');
});

test('club calls its live now item On air', async () => {
  const { body } = await fetchMenu('club');
  expect(body?.items.find((i) => i.data.view === 'LIVENOW')?.title).toBe('On air');
});

test('an unknown device type or an unknown parameter is a 400 VALIDATION naming it', async () => {
  const bad = await fetchMenu('arena', { deviceType: 'TV' });
  expect(bad.res.statusCode).toBe(400);
  const badBody = apiError.parse(bad.res.json());
  expect(badBody.code).toBe('VALIDATION');
  expect(badBody.details?.fields).toEqual([expect.objectContaining({ field: 'deviceType' })]);
  const extra = await fetchMenu('arena', { device: 'WEB' });
  expect(extra.res.statusCode).toBe(400);
  expect(apiError.parse(extra.res.json()).message).toContain('device');
});

test('the menu is cacheable with an ETag that answers 304', async () => {
  const { res } = await fetchMenu('arena');
  expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=86400');
  const again = await fetchMenu('arena', {}, { 'if-none-match': String(res.headers.etag) });
  expect(again.res.statusCode).toBe(304);
});
