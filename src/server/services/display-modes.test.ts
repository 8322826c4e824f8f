import { describe, expect, test } from 'vitest';
import { realmFixture } from '../../lib/testing/fixtures.ts';
import { displayModes } from './display-modes.ts';

describe('display modes (spec §7)', () => {
  const realm = (mode: 'SHOW' | 'HIDE') => ({ ...realmFixture(), geoBlockedContentDisplayMode: mode });
  test('EPG rails hide unless shown; section links show unless hidden', () => {
    expect(displayModes(realm('SHOW'), {}, null).hideBucketTypes).toEqual(['EPG']);
    expect(displayModes(realm('SHOW'), { displayEpgBuckets: 'SHOW', displaySectionLinkBuckets: 'HIDE' }, null).hideBucketTypes).toEqual([
      'SECTION_LINK',
    ]);
  });
  test("geo-blocked items follow the query, else the realm's mode; hiding needs the country", () => {
    expect(displayModes(realm('SHOW'), {}, 'BR').visibility).toEqual({});
    expect(displayModes(realm('HIDE'), {}, 'BR').visibility).toEqual({ geoBlockedFor: 'BR' });
    expect(displayModes(realm('HIDE'), { geoBlockedContentDisplayMode: 'SHOW' }, 'BR').visibility).toEqual({});
    expect(displayModes(realm('SHOW'), { geoBlockedContentDisplayMode: 'HIDE' }, null).visibility).toEqual({ geoBlockedFor: null });
    // Answers differ by country only when hiding.
    expect(displayModes(realm('HIDE'), {}, 'BR').key).not.toBe(displayModes(realm('HIDE'), {}, 'PT').key);
    expect(displayModes(realm('SHOW'), {}, 'BR').key).toBe(displayModes(realm('SHOW'), {}, 'PT').key);
  });
  test('items available on sign-in are left out only when asked', () => {
    expect(displayModes(realm('SHOW'), { displayContentAvailableOnSignIn: false }, null).visibility).toEqual({ hideLicensed: true });
    expect(displayModes(realm('SHOW'), { displayContentAvailableOnSignIn: true }, null).visibility).toEqual({});
  });
});
