import { describe, expect, test } from 'vitest';
import { realmLook, type RealmLook } from '../../contracts/realm.ts';
import { realmFixture } from '../../lib/testing/fixtures.ts';
import { contrastRatio } from '../../contracts/colour.ts';
import { BASE_FONT_SIZE_PX, buildTheme, fallbackTheme } from './theme.ts';

const realm = realmFixture();
const language = realm.realmLanguages[0];

function look(overrides: Partial<RealmLook> = {}): RealmLook {
  return realmLook.parse({ ...realm.settings, ...overrides });
}

describe('realm theme', () => {
  test('palette takes the realm colours, with a tertiary colour', () => {
    const theme = buildTheme({ look: look(), language, childProfile: false });
    expect(theme.palette.primary.main).toBe('#e10600');
    expect(theme.palette.secondary.main).toBe('#ffc72c');
    expect(theme.palette.tertiary.main).toBe('#1e1e24');
    expect(theme.palette.background.default).toBe('#000000');
    expect(theme.palette.mode).toBe('dark');
  });

  test('the background defaults to black when the realm does not set one', () => {
    const { backgroundColour: _omit, ...rest } = realm.settings;
    const parsed = realmLook.parse(rest);
    expect(buildTheme({ look: parsed, language, childProfile: false }).palette.background.default).toBe('#000000');
  });

  test.each(['#000000', '#101820', '#f5f0e6', '#ffffff', '#4a4a4a', '#767676', '#0033aa'])('text on %s meets 4.5:1', (bg) => {
    const theme = buildTheme({ look: look({ backgroundColour: bg }), language, childProfile: false });
    expect(contrastRatio(theme.palette.text.primary, bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.palette.text.secondary, bg)).toBeGreaterThanOrEqual(4.5);
  });

  test('a light background gives light mode with dark text', () => {
    const theme = buildTheme({ look: look({ backgroundColour: '#f5f0e6' }), language, childProfile: false });
    expect(theme.palette.mode).toBe('light');
    expect(contrastRatio(theme.palette.text.primary, '#f5f0e6')).toBeGreaterThan(12);
  });

  test.each(['#e10600', '#ffc72c', '#1e1e24', '#7b2cbf'])(
    'button text on primary %s is the more readable of black and white',
    (primary) => {
      const theme = buildTheme({ look: look({ primaryColour: primary }), language, childProfile: false });
      const text = theme.palette.primary.contrastText;
      const other = text === '#ffffff' ? '#000000' : '#ffffff';
      expect(contrastRatio(text, primary)).toBeGreaterThanOrEqual(contrastRatio(other, primary));
    },
  );

  test("body text uses the secondary font and headings the primary font, each slot's file under a family of its own", () => {
    const theme = buildTheme({ look: look(), language, childProfile: false });
    const code = language?.language ?? '';
    expect(theme.typography.fontFamily).toMatch(new RegExp(`^"realm-secondary-${code}", "Inter", `));
    expect(theme.typography.h1.fontFamily).toMatch(new RegExp(`^"realm-primary-${code}", "Oswald", `));
    expect(theme.typography.h2.fontFamily).toMatch(new RegExp(`^"realm-primary-${code}", "Oswald", `));
    expect(theme.realm.tertiaryFontFamily).toMatch(new RegExp(`^"realm-tertiary-${code}", "Inter", `));
  });

  test("until a slot's file arrives, text is set in the face sized like it that the server declares, before the system's", () => {
    const theme = buildTheme({ look: look(), language, childProfile: false });
    const code = language?.language ?? '';
    expect(theme.typography.h1.fontFamily).toMatch(
      new RegExp(
        `^"realm-primary-${code}", "Oswald", "realm-primary-${code}-fallback", "realm-primary-${code}-fallback-roboto", system-ui`,
      ),
    );
    expect(theme.typography.fontFamily).toMatch(
      new RegExp(`"Inter", "realm-secondary-${code}-fallback", "realm-secondary-${code}-fallback-roboto", system-ui`),
    );
  });

  test('a slot without a file falls back to the family name, one without a family to the system fonts', () => {
    if (!language) throw new Error('the fixture has a language');
    const theme = buildTheme({ look: look(), language: { ...language, primaryFontUrl: '', secondaryFontFamily: '' }, childProfile: false });
    expect(theme.typography.h1.fontFamily).toMatch(/^"Oswald", system-ui/);
    expect(theme.typography.fontFamily).toMatch(/^system-ui/);
  });

  test('font scale, child profile scale, logo scale and card title scale apply', () => {
    const plain = buildTheme({ look: look(), language, childProfile: false });
    expect(plain.typography.fontSize).toBe(BASE_FONT_SIZE_PX);
    const scaled = buildTheme({ look: look({ fontScale: 1.25, logoScale: 1.5, cardTitleFontScale: 1.2 }), language, childProfile: false });
    expect(scaled.typography.fontSize).toBeCloseTo(BASE_FONT_SIZE_PX * 1.25);
    expect(scaled.realm.logoHeight.desktop).toBe(Math.round(plain.realm.logoHeight.desktop * 1.5));
    expect(Number.parseFloat(scaled.realm.cardTitleFontSize)).toBeCloseTo(Number.parseFloat(plain.realm.cardTitleFontSize) * 1.2, 3);
    const child = buildTheme({ look: look({ fontScale: 1.25, childProfileFontScale: 1.2 }), language, childProfile: true });
    expect(child.typography.fontSize).toBeCloseTo(BASE_FONT_SIZE_PX * 1.25 * 1.2);
  });

  test('UPPERCASE transforms headings, buttons and navigation; NONE leaves them alone', () => {
    const upper = buildTheme({ look: look({ textTransformation: 'UPPERCASE' }), language, childProfile: false });
    expect(upper.typography.h1.textTransform).toBe('uppercase');
    expect(upper.typography.button.textTransform).toBe('uppercase');
    expect(upper.realm.textTransform).toBe('uppercase');
    const none = buildTheme({ look: look({ textTransformation: 'NONE' }), language, childProfile: false });
    expect(none.typography.h1.textTransform).toBe('none');
    expect(none.typography.button.textTransform).toBe('none');
    expect(none.realm.textTransform).toBe('none');
  });

  test('the fallback theme is black with white text', () => {
    const theme = fallbackTheme();
    expect(theme.palette.background.default).toBe('#000000');
    expect(theme.palette.text.primary).toBe('#ffffff');
  });
});
