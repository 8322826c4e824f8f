// First visits to pages whose content does not exist, rendered by the server from the real build
// (`npm run build`): every id-based screen answers 404 with the not-found view and its title,
// and hands the browser the router's not-found (not a failure), so hydration draws the same page.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  h.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

async function mainTitle(realm: string): Promise<string> {
  const settings = await h.app.services.realms.byName(realm);
  if (!settings) throw new Error(realm);
  return settings.settings.MAIN_TITLE;
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** The router's hydration data, as the browser reads it. */
function hydrationData(html: string): { errors?: Record<string, { status?: number; __type?: string }> | null } {
  const script = /window\.__staticRouterHydrationData = JSON\.parse\(("(?:[^"\\]|\\.)*")\);/.exec(html)?.[1];
  if (!script) throw new Error('no hydration data');
  return JSON.parse(JSON.parse(script) as string) as ReturnType<typeof hydrationData>;
}

const MISSING = [
  '/realm/arena/video/does-not-exist',
  '/realm/arena/live/nope',
  '/realm/cinema/video/nope',
  '/realm/arena/section/nope',
  '/realm/cinema/section/nope',
  '/realm/cinema/playlist/nope',
  '/realm/cinema/series/nope',
  '/realm/cinema/season/nope',
  '/realm/arena/news/nope',
  '/realm/cinema/interstitial/nope',
  '/realm/arena/grid?bucket=nope',
  // An id no item can have: the server refuses it as malformed, which names nothing either.
  '/realm/arena/video/no%20such%20id',
  '/realm/arena/no/such/page',
];

// One test each: a first render loads the screen's chunks, and a busy machine takes seconds.
test.each(MISSING)('%s is a 404 with the not-found view and title', async (url) => {
  const res = await page(url);
  const realm = url.split('/')[2] ?? '';
  expect(res.statusCode).toBe(404);
  expect(res.body).toContain('data-testid="not-found"');
  expect(res.body).toContain('data-testid="shell"');
  expect(res.body).not.toContain('data-testid="route-error"');
  expect(titleOf(res.body)).toBe(`Page not found - ${await mainTitle(realm)}`);
  // The browser is handed the router's 404, which it draws as the server did.
  const errors = Object.values(hydrationData(res.body).errors ?? {});
  expect(errors).toEqual([expect.objectContaining({ status: 404, __type: 'RouteErrorResponse' })]);
});

test("the not-found title is in the viewer's language, on the language's own path", async () => {
  const res = await page('/realm/cinema/seccion/nope', { 'accept-language': 'es-ES' });
  expect(res.statusCode).toBe(404);
  expect(res.body).toContain('data-testid="not-found"');
  expect(titleOf(res.body)).toBe(`Página no encontrada - ${await mainTitle('cinema')}`);
});

test('a page whose content exists keeps its status and the realm title', async () => {
  const video = await h.db
    .selectFrom('content')
    .select('id')
    .where('realm', '=', 'arena')
    .where('type', '=', 'VOD_VIDEO')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  for (const url of [`/realm/arena/video/${video.id}`, '/realm/arena/section/home']) {
    const res = await page(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.body, url).not.toContain('data-testid="not-found"');
    expect(titleOf(res.body), url).toBe(await mainTitle('arena'));
  }
});
