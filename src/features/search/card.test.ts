import { describe, expect, test } from 'vitest';
import { cardFixture } from '../../lib/testing/fixtures.ts';
import { rungFor, slotWidth } from '../../ui/testing/sizes.ts';
import { POSTER_SIZES, cardArtwork, cardMeta, cardPath } from './card.ts';

describe('search card', () => {
  test('the poster is the small cover, else the thumbnail, else the cover', () => {
    expect(cardArtwork({ smallCoverUrl: '/small', thumbnailUrl: '/thumb', coverUrl: '/cover' })).toBe('/small');
    expect(cardArtwork({ smallCoverUrl: '', thumbnailUrl: '/thumb', coverUrl: '/cover' })).toBe('/thumb');
    expect(cardArtwork({ smallCoverUrl: '', thumbnailUrl: ' ', coverUrl: '/cover' })).toBe('/cover');
  });

  test('meta: live, upcoming start, seasons of a series, videos of a playlist, nothing otherwise', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(cardMeta(cardFixture('e', 'LIVE_EVENT', { live: true }), now)).toEqual({ kind: 'live' });
    expect(cardMeta(cardFixture('e', 'LIVE_EVENT', { live: false, startDate: '2030-01-02T00:00:00Z' }), now)).toEqual({
      kind: 'upcoming',
      startDate: '2030-01-02T00:00:00Z',
    });
    expect(cardMeta(cardFixture('e', 'LIVE_EVENT', { live: false, startDate: '2029-01-02T00:00:00Z' }), now)).toEqual({ kind: 'none' });
    expect(cardMeta(cardFixture('s', 'VOD_SERIES', { seasonCount: 3 }), now)).toEqual({ kind: 'seasons', count: 3 });
    expect(cardMeta(cardFixture('s', 'VOD_SERIES', { seasonCount: null }), now)).toEqual({ kind: 'none' });
    expect(cardMeta(cardFixture('p', 'VOD_PLAYLIST', { vodCount: 7 }), now)).toEqual({ kind: 'videos', count: 7 });
    expect(cardMeta(cardFixture('v', 'VOD_VIDEO', { vodCount: 7 }), now)).toEqual({ kind: 'none' });
  });

  test('each search type leads to its page', () => {
    expect(cardPath({ type: 'LIVE_EVENT', id: 'e1' }, 'en_US')).toBe('/live/e1');
    expect(cardPath({ type: 'VOD_VIDEO', id: 'v1' }, 'en_US')).toBe('/video/v1');
    expect(cardPath({ type: 'VOD_PLAYLIST', id: 'p1' }, 'en_US')).toBe('/playlist/p1');
    expect(cardPath({ type: 'VOD_SERIES', id: 's1' }, 'en_US')).toBe('/series/s1');
    expect(cardPath({ type: 'NEWS', id: 'n1' }, 'en_US')).toBeNull();
  });
});

describe('search poster sizes', () => {
  test("a phone's three columns: the screen less the padding and two gaps, shared", () => {
    expect(slotWidth(POSTER_SIZES, 412)).toBeCloseTo(116, 5);
    expect(rungFor(slotWidth(POSTER_SIZES, 412), 1.75)).toBe(240);
    expect(slotWidth(POSTER_SIZES, 1024)).toBe(176);
  });
});
