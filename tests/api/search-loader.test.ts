// The search page's loader and its load-more against the real server: the app's own http client
// over HTTP to a listening server and a real database, as a navigation and a click call them.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SEARCH_TYPES } from '../../src/contracts/search.ts';
import { loadSectionPage } from '../../src/features/search/api.ts';
import { loadSearchScreen } from '../../src/features/search/loader.ts';
import { SEARCH_PAGE_SIZE } from '../../src/features/search/state.ts';
import type { ScreenContext } from '../../src/lib/core/screen.ts';
import { createHttp } from '../../src/lib/http.ts';
import { startHarness, type Harness } from './harness.ts';
import { guestScreenContext } from './screen-context.ts';

let harness: Harness;
let baseUrl: string;

beforeAll(async () => {
  harness = await startHarness({ seedItems: 160 });
  baseUrl = await harness.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => harness.close());

const screenContext = (realm: string) => guestScreenContext(harness, baseUrl, { realm, deviceId: 'search-loader-0001' });

const load = (core: ScreenContext, search: string) =>
  loadSearchScreen(core, new URL(`${baseUrl}/search${search}`), new AbortController().signal);

test('without a query the page loads popular content and no results', async () => {
  const data = await load(await screenContext('arena'), '');
  expect(data).toMatchObject({ query: '', results: null, failed: false });
  expect(data.popular?.popularVods.vods.length).toBeGreaterThan(0);
  // Spaces and punctuation alone are no query either.
  expect((await load(await screenContext('arena'), '?q=%20%21%20')).results).toBeNull();
});

test('a query loads the first 12 of every section, with the counts the server gives', async () => {
  const core = await screenContext('arena');
  const data = await load(core, '?q=vs');
  expect(data.failed).toBe(false);
  const sections = data.results?.sections ?? [];
  expect(sections.map((s) => s.type)).toEqual([...SEARCH_TYPES]);
  const direct = await harness.app.services.search.search(core.realm, {
    query: 'vs',
    types: [],
    page: 1,
    hitsPerPage: 12,
    locale: 'en_US',
  });
  for (const section of sections) {
    expect(section.totalHits, section.type).toBe(direct.facets.type[section.type]);
    expect(section.hits.length, section.type).toBe(Math.min(SEARCH_PAGE_SIZE, section.totalHits));
    expect(section.totalPages, section.type).toBe(Math.ceil(section.totalHits / SEARCH_PAGE_SIZE));
    expect(section.hits.every((hit) => hit.type === section.type)).toBe(true);
  }
});

test("load-more's next page continues the section without repeating it", async () => {
  const core = await screenContext('arena');
  const data = await load(core, '?q=vs');
  const section = data.results?.sections.find((s) => s.totalPages > 1);
  if (!section) throw new Error('no section of arena has a second page for "vs"');
  const next = await loadSectionPage(core.http, 'en_US', 'vs', section.type, 2);
  expect(next.page).toBe(2);
  expect(next.totalHits).toBe(section.totalHits);
  const first = new Set(section.hits.map((hit) => hit.id));
  expect(next.hits.some((hit) => first.has(hit.id))).toBe(false);
});

test('a search the server refuses is shown inside the page, not thrown to the error screen', async () => {
  const core = await screenContext('arena');
  const broken = {
    ...core,
    http: createHttp({ baseUrl: 'http://127.0.0.1:9', retryLimit: 0, context: () => ({ realm: 'arena', apiKey: 'x', locale: 'en_US' }) }),
  };
  expect(await load(broken, '?q=vs')).toMatchObject({ query: 'vs', results: null, failed: true });
});
