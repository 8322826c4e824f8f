import { describe, expect, test } from 'vitest';
import { cardFixture } from '../../lib/testing/fixtures.ts';
import { searchPreloads } from './routes.ts';

const card = (id: string, type: Parameters<typeof cardFixture>[1]) =>
  cardFixture(id, type, { smallCoverUrl: `/api/artwork/arena/poster/${id}.webp` });

describe('the search page preloads its first poster', () => {
  test("the first section's first hit, in the spec's section order", () => {
    const [preload] = searchPreloads({
      query: 'q',
      popular: null,
      failed: false,
      results: {
        query: 'q',
        sections: [
          { type: 'VOD_VIDEO', hits: [card('v1', 'VOD_VIDEO')], page: 1, totalPages: 1, totalHits: 1 },
          { type: 'LIVE_EVENT', hits: [card('e1', 'LIVE_EVENT')], page: 1, totalPages: 1, totalHits: 1 },
        ],
      },
    });
    expect(preload?.href).toContain('/poster/e1.webp');
    expect(preload?.srcSet).toContain('/poster/e1.webp');
  });

  test('before a search, the first popular event, else the first popular video; nothing when there is none', () => {
    const popular = { popularEvents: { events: [] }, popularVods: { vods: [card('v2', 'VOD_VIDEO')] } };
    expect(searchPreloads({ query: '', popular, results: null, failed: false })[0]?.href).toContain('/poster/v2.webp');
    expect(searchPreloads({ query: '', popular: null, results: null, failed: true })).toEqual([]);
  });
});
