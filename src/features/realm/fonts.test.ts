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

  test("with the server's measurements, each slot also gets a local face sized like its font; the primary one for capitals when headings are", () => {
    const stand = (sizeAdjust: number) => ({ local: ['Arial', 'Liberation Sans'], sizeAdjust, ascent: 1.2, descent: 0.3, lineGap: 0 });
    const roboto = (sizeAdjust: number) => ({ local: ['Roboto'], sizeAdjust, ascent: 1.2, descent: 0.3, lineGap: 0 });
    const fallbacks = {
      [shared.primaryFontUrl]: { lower: stand(0.83), upper: stand(0.7), roboto: { lower: roboto(0.82), upper: roboto(0.75) } },
      [shared.secondaryFontUrl]: { lower: stand(1.03), upper: stand(0.92), roboto: { lower: roboto(1.02), upper: roboto(0.99) } },
    };
    const code = language.language;
    const rule = (family: string, tags: string) => new RegExp(`@font-face\\{font-family:"${family}";([^}]*)\\}`).exec(tags)?.[1] ?? '';
    const tags = fontHeadTags(shared, fallbacks, false);
    expect(rule(`realm-primary-${code}-fallback`, tags)).toBe(
      'src:local("Arial"),local("Liberation Sans");font-weight:100 900;size-adjust:83%;ascent-override:120%;descent-override:30%;line-gap-override:0%',
    );
    expect(rule(`realm-secondary-${code}-fallback`, tags)).toContain('size-adjust:103%');
    // Then Roboto's, for a device without Arial's names (Android).
    expect(rule(`realm-primary-${code}-fallback-roboto`, tags)).toBe(
      'src:local("Roboto");font-weight:100 900;size-adjust:82%;ascent-override:120%;descent-override:30%;line-gap-override:0%',
    );
    // The tertiary file was not measured (a font from elsewhere): it swaps in over the system's font.
    expect(tags).not.toContain(`realm-tertiary-${code}-fallback`);
    const capitals = fontHeadTags(shared, fallbacks, true);
    expect(rule(`realm-primary-${code}-fallback`, capitals)).toContain('size-adjust:70%');
    expect(rule(`realm-primary-${code}-fallback-roboto`, capitals)).toContain('size-adjust:75%');
    expect(rule(`realm-secondary-${code}-fallback`, capitals)).toContain('size-adjust:103%');
  });

  test('a slot without a file or a family declares nothing', () => {
    expect(fontFaces({ ...language, secondaryFontUrl: '', tertiaryFontFamily: '' }).map((f) => f.family)).toEqual([
      `realm-primary-${language.language}`,
    ]);
  });
});
