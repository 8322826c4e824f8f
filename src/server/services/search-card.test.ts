// The spec's card mapping from a search hit (§3 "Content card (from search hits)"), each
// fallback on its own: hits from the catalogue never lack a poster or a title, so the chains
// are held here with hits that do.
import { describe, expect, test } from 'vitest';
import { contentCard } from '../../contracts/content.ts';
import { hitToCard, type SearchHit } from './search-card.ts';

const hit = (over: Partial<SearchHit> = {}): SearchHit => ({
  id: 'arena-vod-1',
  type: 'VOD_VIDEO',
  localisedTitle: 'Gols da rodada',
  title: 'Goals of the round',
  name: 'round-goals',
  localisedDescription: 'Todos os gols',
  description: 'Every goal',
  coverUrl: '/cover.webp',
  smallCoverUrl: '/poster.webp',
  thumbnailUrl: '/thumb.webp',
  duration: 600,
  startDate: null,
  endDate: null,
  live: false,
  vodCount: null,
  videosCount: null,
  seasonsCount: null,
  ...over,
});

describe('title: localised title, else title, else name', () => {
  test.each([
    [{}, 'Gols da rodada'],
    [{ localisedTitle: null }, 'Goals of the round'],
    [{ localisedTitle: '  ' }, 'Goals of the round'],
    [{ localisedTitle: null, title: null }, 'round-goals'],
    [{ localisedTitle: null, title: '', name: null }, ''],
  ] as [Partial<SearchHit>, string][])('%o → %s', (over, title) => {
    expect(hitToCard(hit(over)).title).toBe(title);
  });
});

test('description: localised, else plain', () => {
  expect(hitToCard(hit()).description).toBe('Todos os gols');
  expect(hitToCard(hit({ localisedDescription: null })).description).toBe('Every goal');
});

test('smallCoverUrl falls back to thumbnailUrl', () => {
  expect(hitToCard(hit()).smallCoverUrl).toBe('/poster.webp');
  expect(hitToCard(hit({ smallCoverUrl: null })).smallCoverUrl).toBe('/thumb.webp');
  expect(hitToCard(hit({ smallCoverUrl: '' })).smallCoverUrl).toBe('/thumb.webp');
});

test('vodCount falls back to videosCount; seasonCount is seasonsCount or null', () => {
  expect(hitToCard(hit({ type: 'VOD_PLAYLIST', vodCount: 4, videosCount: 9 })).vodCount).toBe(4);
  expect(hitToCard(hit({ type: 'VOD_PLAYLIST', videosCount: 9 })).vodCount).toBe(9);
  expect(hitToCard(hit()).vodCount).toBeNull();
  expect(hitToCard(hit({ type: 'VOD_SERIES', seasonsCount: 3 })).seasonCount).toBe(3);
  expect(hitToCard(hit({ type: 'VOD_SERIES' })).seasonCount).toBeNull();
});

test('favourite is false and the listed fields are null, in the contract shape', () => {
  const card = contentCard.parse(hitToCard(hit({ live: true, type: 'LIVE_EVENT' })));
  expect(card).toMatchObject({
    favourite: false,
    live: true,
    accessLevel: null,
    availablePurchases: null,
    metaFields: null,
    propertyId: null,
    sportId: null,
    subEvents: null,
    tags: null,
    tournamentId: null,
    watchProgress: null,
    watchedAt: null,
  });
});
