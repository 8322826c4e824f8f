import { describe, expect, test } from 'vitest';
import { realmFixture } from '../../lib/testing/fixtures.ts';
import { fontFaces, fontHeadTags } from './fonts.ts';

const language = realmFixture().realmLanguages[0];
if (!language) throw new Error('the fixture has a language');
// Two slots with one family name in two weights, as the arena realm has (Inter 400 and 600).
const shared = {
  ...language,
  secondaryFontFamily: 'Inter',
  tertiaryFontFamily: 'Inter',
  tertiaryFontUrl: '/api/fonts/inter-latin-600-normal.woff2',
};

describe('realm fonts', () => {
  test("each slot's file has a family of its own, so one family name in two files does not draw both with one", () => {
    const faces = fontFaces(shared);
    expect(faces.map((f) => f.family)).toEqual([
      `realm-primary-${language.language}`,
      `realm-secondary-${language.language}`,
      `realm-tertiary-${language.language}`,
    ]);
    expect(new Set(faces.map((f) => f.url)).size).toBe(3);
  });

  test('the server declares every face over the whole weight range, swapping in, and preloads each file once', () => {
    const tags = fontHeadTags({ ...shared, primaryFontUrl: shared.tertiaryFontUrl });
    expect(tags.match(/@font-face\{[^}]*\}/g)).toHaveLength(3);
    for (const rule of tags.match(/@font-face\{[^}]*\}/g) ?? []) expect(rule).toMatch(/font-weight:100 900;font-display:swap/);
    expect(tags.match(/rel="preload"/g)).toHaveLength(2);
  });

  test('a slot without a file or a family declares nothing', () => {
    expect(fontFaces({ ...language, secondaryFontUrl: '', tertiaryFontFamily: '' }).map((f) => f.family)).toEqual([
      `realm-primary-${language.language}`,
    ]);
  });
});
