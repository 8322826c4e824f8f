import { describe, expect, test } from 'vitest';
import type { PopularAnswer } from '../../contracts/search.ts';
import { cardFixture } from '../../lib/testing/fixtures.ts';
import {
  foundNothing,
  hasMorePages,
  initialSearchState,
  orderHits,
  orderResults,
  searchReducer,
  visibleSections,
  type SearchResults,
  type SearchSection,
  type SearchState,
} from './state.ts';

const event = (id: string, startDate: string | null) => cardFixture(id, 'LIVE_EVENT', { startDate });
const video = (id: string) => cardFixture(id, 'VOD_VIDEO');

function section(type: SearchSection['type'], ids: string[], page = 1, totalPages = 1, totalHits = ids.length): SearchSection {
  const hits = ids.map((id) => (type === 'LIVE_EVENT' ? event(id, null) : cardFixture(id, type)));
  return { type, hits, page, totalPages, totalHits };
}

const results = (query: string, sections: SearchSection[]): SearchResults => ({ query, sections });

function sectionOf(state: SearchState, type: SearchSection['type']): SearchSection {
  const found = state.results?.sections.find((s) => s.type === type);
  if (!found) throw new Error(`no ${type} section`);
  return found;
}

describe('section order', () => {
  test('sections come in the spec order whatever order the answers arrived in', () => {
    const ordered = orderResults(
      results('q', [
        section('VOD_SERIES', ['s']),
        section('VOD_VIDEO', ['v']),
        section('LIVE_EVENT', ['e']),
        section('VOD_PLAYLIST', ['p']),
      ]),
    );
    expect(ordered.sections.map((s) => s.type)).toEqual(['LIVE_EVENT', 'VOD_VIDEO', 'VOD_PLAYLIST', 'VOD_SERIES']);
  });

  test('live events are sorted by start date, earliest first, undated last; other types keep the ranking', () => {
    const hits = [event('late', '2030-01-03T00:00:00Z'), event('none', null), event('early', '2030-01-01T00:00:00Z')];
    expect(orderHits('LIVE_EVENT', hits).map((h) => h.id)).toEqual(['early', 'late', 'none']);
    expect(orderHits('VOD_VIDEO', [video('b'), video('a')]).map((h) => h.id)).toEqual(['b', 'a']);
  });
});

describe('search reducer', () => {
  const popular: PopularAnswer = { popularEvents: { events: [event('pe', null)] }, popularVods: { vods: [video('pv')] } };

  test('opened, value updated, popular set, new', () => {
    let state = searchReducer(initialSearchState(), { type: 'opened' });
    state = searchReducer(state, { type: 'popularSet', popular });
    state = searchReducer(state, { type: 'valueUpdated', value: 'arn' });
    expect(state).toMatchObject({ opened: true, value: 'arn', popular, results: null });
    state = searchReducer(state, { type: 'resultsSet', results: results('arn', [section('VOD_VIDEO', ['v1'])]) });
    state = searchReducer(state, { type: 'new' });
    expect(state).toMatchObject({ opened: true, value: '', results: null, popular, refine: null });
  });

  test('results set orders sections; refine narrows them and resets for another query', () => {
    let state = searchReducer(initialSearchState(), {
      type: 'resultsSet',
      results: results('a', [section('VOD_VIDEO', ['v1']), section('LIVE_EVENT', ['e1']), section('VOD_SERIES', [], 1, 0)]),
    });
    expect(visibleSections(state).map((s) => s.type)).toEqual(['LIVE_EVENT', 'VOD_VIDEO']);
    state = searchReducer(state, { type: 'refineUpdated', refine: 'VOD_VIDEO' });
    expect(visibleSections(state).map((s) => s.type)).toEqual(['VOD_VIDEO']);
    state = searchReducer(state, { type: 'resultsSet', results: results('a', [section('VOD_VIDEO', ['v1', 'v2'])]) });
    expect(state.refine).toBe('VOD_VIDEO');
    state = searchReducer(state, { type: 'resultsSet', results: results('b', [section('LIVE_EVENT', ['e1'])]) });
    expect(state.refine).toBeNull();
  });

  test('next page appended adds to its section, keeps the first copy of a repeated item and updates paging', () => {
    let state = searchReducer(initialSearchState(), {
      type: 'resultsSet',
      results: results('q', [section('VOD_VIDEO', ['v1', 'v2'], 1, 3, 6), section('VOD_SERIES', ['s1'])]),
    });
    expect(hasMorePages(sectionOf(state, 'VOD_VIDEO'))).toBe(true);
    state = searchReducer(state, { type: 'nextPageAppended', query: 'q', section: section('VOD_VIDEO', ['v2', 'v3'], 2, 3, 6) });
    const videos = sectionOf(state, 'VOD_VIDEO');
    expect(videos.hits.map((h) => h.id)).toEqual(['v1', 'v2', 'v3']);
    expect(videos.page).toBe(2);
    state = searchReducer(state, { type: 'nextPageAppended', query: 'q', section: section('VOD_VIDEO', ['v4'], 3, 3, 6) });
    expect(hasMorePages(sectionOf(state, 'VOD_VIDEO'))).toBe(false);
    expect(sectionOf(state, 'VOD_SERIES').hits).toHaveLength(1);
  });

  test('appended live events stay in start-date order', () => {
    let state = searchReducer(initialSearchState(), {
      type: 'resultsSet',
      results: results('q', [{ type: 'LIVE_EVENT', hits: [event('b', '2030-01-02T00:00:00Z')], page: 1, totalPages: 2, totalHits: 2 }]),
    });
    state = searchReducer(state, {
      type: 'nextPageAppended',
      query: 'q',
      section: { type: 'LIVE_EVENT', hits: [event('a', '2030-01-01T00:00:00Z')], page: 2, totalPages: 2, totalHits: 2 },
    });
    expect(sectionOf(state, 'LIVE_EVENT').hits.map((h) => h.id)).toEqual(['a', 'b']);
  });

  test('a page for an earlier query is dropped', () => {
    const state = searchReducer(initialSearchState(), {
      type: 'resultsSet',
      results: results('new', [section('VOD_VIDEO', ['v1'], 1, 2, 2)]),
    });
    expect(searchReducer(state, { type: 'nextPageAppended', query: 'old', section: section('VOD_VIDEO', ['x'], 2, 2, 2) })).toBe(state);
  });

  test('found nothing only once results are in and every section is empty', () => {
    expect(foundNothing(initialSearchState())).toBe(false);
    const none = searchReducer(initialSearchState(), { type: 'resultsSet', results: results('zz', [section('VOD_VIDEO', [], 1, 0, 0)]) });
    expect(foundNothing(none)).toBe(true);
    const some = searchReducer(initialSearchState(), { type: 'resultsSet', results: results('a', [section('VOD_VIDEO', ['v'])]) });
    expect(foundNothing(some)).toBe(false);
  });
});
