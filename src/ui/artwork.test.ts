import { expect, test } from 'vitest';
import { ARTWORK_WIDTHS } from '../contracts/paths.ts';
import { artworkSrcSet, artworkUrl } from './artwork.ts';

test('the width goes in the query', () => {
  expect(artworkUrl('/api/artwork/arena/cover/a.webp', 480)).toBe('/api/artwork/arena/cover/a.webp?w=480');
  expect(artworkUrl('/x.webp?v=2', 160)).toBe('/x.webp?v=2&w=160');
});

test('srcset lists every ladder rung up to the maximum', () => {
  const set = artworkSrcSet('/a.webp', 480).split(', ');
  expect(set).toEqual(['/a.webp?w=160 160w', '/a.webp?w=240 240w', '/a.webp?w=320 320w', '/a.webp?w=480 480w']);
  expect(artworkSrcSet('/a.webp').split(', ')).toHaveLength(ARTWORK_WIDTHS.length);
});
