// The library screens' loaders against the real server, with the app's own http client: the
// series loader's chosen season, the interstitial decided by realm and address, the interstitial
// route sending the viewer on where the realm has none, and a wrong type reading as not found.
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  interstitialScreen,
  newsScreen,
  playlistScreen,
  seriesScreen,
  type ContainerPage,
  type SeriesPage,
} from '../../src/features/library/routes.ts';
import { namesNothing } from '../../src/lib/core/not-found.ts';
import type { ScreenContext, ScreenLoaderArgs } from '../../src/lib/core/screen.ts';
import type { RouteName } from '../../src/lib/routes.ts';
import { startHarness, type Harness } from './harness.ts';
import { guestScreenContext } from './screen-context.ts';

let harness: Harness;
let baseUrl: string;

beforeAll(async () => {
  harness = await startHarness();
  baseUrl = await harness.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => harness.close());

const screenContext = (realm: string) => guestScreenContext(harness, baseUrl, { realm, deviceId: 'loader-test-0002' });

type Loader<N extends RouteName, D> = { loader?: (args: ScreenLoaderArgs<N>) => Promise<D> };

function run<N extends RouteName, D>(screen: Loader<N, D>, core: ScreenContext, params: ScreenLoaderArgs<N>['params'], path: string) {
  if (!screen.loader) throw new Error('a screen without a loader');
  return screen.loader({ params, url: new URL(`${baseUrl}${path}`), signal: new AbortController().signal, core });
}

async function firstId(realm: string, type: string): Promise<string> {
  const row = await harness.db
    .selectFrom('content')
    .select('id')
    .where('realm', '=', realm)
    .where('type', '=', type)
    .orderBy('position')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

test("the series loader shows the first season's episodes, or the season the address names", async () => {
  const core = await screenContext('arena');
  const id = await firstId('arena', 'VOD_SERIES');
  const page: SeriesPage = await run(seriesScreen, core, { id }, `/series/${id}`);
  const seasons = page.detail.seasons ?? [];
  expect(page.season?.item.id).toBe(seasons[0]?.id);
  expect(page.interstitial).toBeNull();
  const last = seasons.at(-1);
  if (!last) throw new Error('a series without seasons');
  const chosen: SeriesPage = await run(seriesScreen, core, { id }, `/series/${id}?season=${last.id}`);
  expect(chosen.season?.item.id).toBe(last.id);
  const unknown: SeriesPage = await run(seriesScreen, core, { id }, `/series/${id}?season=nothing`);
  expect(unknown.season?.item.id).toBe(seasons[0]?.id);
});

test('the interstitial opens playlist and series pages only where the realm enables it', async () => {
  const arena = await screenContext('arena');
  const arenaPlaylist = await firstId('arena', 'VOD_PLAYLIST');
  const off: ContainerPage = await run(playlistScreen, arena, { id: arenaPlaylist }, `/playlist/${arenaPlaylist}?showInterstitial=true`);
  expect(off.interstitial).toBeNull();

  const cinema = await screenContext('cinema');
  const cinemaPlaylist = await firstId('cinema', 'VOD_PLAYLIST');
  const on: ContainerPage = await run(playlistScreen, cinema, { id: cinemaPlaylist }, `/playlist/${cinemaPlaylist}`);
  expect(on.interstitial).toEqual({ image: '/api/artwork/cinema/hero/cinema-interstitial.webp', skipSeconds: 3, seconds: 12 });
});

test('the interstitial route shows it where enabled and sends the viewer on to the item elsewhere', async () => {
  const cinema = await screenContext('cinema');
  const series = await firstId('cinema', 'VOD_SERIES');
  const page: ContainerPage = await run(interstitialScreen, cinema, { id: series }, `/interstitial/${series}`);
  expect(page.interstitial).not.toBeNull();

  const arena = await screenContext('arena');
  const video = await firstId('arena', 'VOD_VIDEO');
  const redirect = await run(interstitialScreen, arena, { id: video }, `/interstitial/${video}`).catch((e: unknown) => e);
  expect(redirect).toBeInstanceOf(Response);
  expect((redirect as Response).headers.get('location')).toBe(`/video/${video}`);
});

test("a playlist page for a series' id is not found; the news loader pages", async () => {
  const core = await screenContext('arena');
  const series = await firstId('arena', 'VOD_SERIES');
  // The server's 404, which the screen module makes the router's not-found (a server render
  // answers 404 with the not-found page); so is an id no item can have.
  const error = await run(playlistScreen, core, { id: series }, `/playlist/${series}`).catch((e: unknown) => e);
  expect(error).toMatchObject({ status: 404 });
  expect(namesNothing(error)).toBe(true);
  const malformed = await run(playlistScreen, core, { id: 'no such id' }, '/playlist/no%20such%20id').catch((e: unknown) => e);
  expect(malformed).toMatchObject({ status: 400 });
  expect(namesNothing(malformed)).toBe(true);
  const news = await run(newsScreen, core, {}, '/news?p=1');
  expect(news.page).toBe(1);
  expect(news.items.length).toBeGreaterThan(0);
});
