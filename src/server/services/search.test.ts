// The query text a search builds: only quoted runs of letters and digits reach to_tsquery, the
// last word is also a prefix, and a misspelt word is tried as itself or one of its look-alikes.
import { describe, expect, test } from 'vitest';
import { fullTextQuery, queryWords } from './search.ts';

describe('search query text', () => {
  test('words are runs of letters and digits; syntax characters never pass', () => {
    expect(queryWords("rock & roll | 'live':* !2024")).toEqual(['rock', 'roll', 'live', '2024']);
    expect(queryWords('!!! ---')).toEqual([]);
    expect(queryWords('a b c d e f g h i j k l')).toHaveLength(10);
  });

  test('every word required, the last one a prefix from two letters', () => {
    expect(fullTextQuery(['night', 'cup'])).toBe("'night' & 'cup':*");
    expect(fullTextQuery(['night', 'c'])).toBe("'night' & 'c'");
  });

  test('a corrected word is itself or one of its look-alikes; odd look-alikes are dropped', () => {
    const corrections = new Map([['trasnfer', ['transfer', "bad'word", 'trasnfer']]]);
    expect(fullTextQuery(['trasnfer', 'window'], corrections)).toBe("('trasnfer' | 'transfer') & 'window':*");
    expect(fullTextQuery(['big', 'trasnfer'], corrections)).toBe("'big' & ('trasnfer':* | 'transfer')");
  });
});
