// The MUI theme of a realm (spec §1): colours, fonts, scales and text transformation from its
// settings. Pure: same settings in, same theme out, so it is unit-tested without a browser.
import { createTheme, type Theme } from '@mui/material/styles';
import type { RealmLanguage, RealmLook } from '../../contracts/realm.ts';
import type {} from '../../ui/theme-augmentation.ts';
import { fallbackFamily, robotoFallbackFamily, slotFamily, type FontSlot } from './font-slots.ts';
import { MIN_UI_CONTRAST, contrastRatio, isDark, mix, readableAccent, readableTextColour, softenedText } from '../../contracts/colour.ts';

export const BASE_FONT_SIZE_PX = 14;
const BASE_LOGO_HEIGHT_PX = { desktop: 40, mobile: 32 };
const BASE_CARD_TITLE_REM = 0.95;
const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export type ThemeInputs = {
  look: RealmLook;
  /** The active language; its font families drive typography. */
  language: RealmLanguage | undefined;
  /** A child profile is active: apply childProfileFontScale on top of fontScale. */
  childProfile: boolean;
};

/**
 * A slot's font: its own family first (font-slots.ts), then the realm's name for it (installed
 * on the device), then the local faces sized like it that a server-rendered page declares
 * (fonts.ts: Arial's, then Roboto's where Arial's names are missing, as on Android; elsewhere
 * the names match nothing and are skipped), then the system's.
 */
function family(language: RealmLanguage | undefined, slot: FontSlot): string {
  const name = language?.[`${slot}FontFamily`];
  if (!language || !name) return SYSTEM_FONTS;
  if (!language[`${slot}FontUrl`]) return `"${name}", ${SYSTEM_FONTS}`;
  return `"${slotFamily(language, slot)}", "${name}", "${fallbackFamily(language, slot)}", "${robotoFallbackFamily(language, slot)}", ${SYSTEM_FONTS}`;
}

function colour(main: string) {
  return { main, contrastText: readableTextColour(main) };
}

/** The animations InputBase's fields start on an autofill and its end, to notice either. */
const AUTOFILL_ANIMATIONS = ['mui-auto-fill', 'mui-auto-fill-cancel'];

export function fontSizeFor(look: RealmLook, childProfile: boolean): number {
  return BASE_FONT_SIZE_PX * look.fontScale * (childProfile ? look.childProfileFontScale : 1);
}

export function buildTheme({ look, language, childProfile }: ThemeInputs): Theme {
  const background = look.backgroundColour;
  const text = readableTextColour(background);
  const textSecondary = softenedText(text, background);
  const transform = look.textTransformation === 'UPPERCASE' ? 'uppercase' : 'none';
  const headings = { fontFamily: family(language, 'primary'), textTransform: transform } as const;
  const focusRing = contrastRatio(text, background) >= 3 ? text : readableTextColour(background);
  const paper = mix(background, text, 0.08);

  return createTheme({
    palette: {
      mode: isDark(background) ? 'dark' : 'light',
      primary: colour(look.primaryColour),
      secondary: colour(look.secondaryColour),
      tertiary: colour(look.tertiaryColour),
      background: { default: background, paper },
      text: { primary: text, secondary: textSecondary },
      divider: mix(background, text, 0.2),
    },
    typography: {
      fontSize: fontSizeFor(look, childProfile),
      fontFamily: family(language, 'secondary'),
      h1: headings,
      h2: headings,
      h3: headings,
      h4: headings,
      h5: headings,
      h6: headings,
      button: { fontFamily: family(language, 'primary'), textTransform: transform },
      overline: { fontFamily: family(language, 'tertiary') },
    },
    motion: { reducedMotion: 'system' },
    focusVisible: { outlineColor: focusRing },
    realm: {
      textTransform: transform,
      logoHeight: {
        desktop: Math.round(BASE_LOGO_HEIGHT_PX.desktop * look.logoScale),
        mobile: Math.round(BASE_LOGO_HEIGHT_PX.mobile * look.logoScale),
      },
      cardTitleFontSize: `${Math.round(BASE_CARD_TITLE_REM * look.cardTitleFontScale * 1000) / 1000}rem`,
      placeholder: mix(background, look.primaryColour, 0.15),
      focusRing,
      // A realm's secondary colour can be close to its background (cinema's wine red on
      // near-black, 1.9:1): as an icon showing a state it is moved towards the readable text
      // colour until it stands out. Measured on the paper (cards), which lies between the page
      // and that text colour: what reads there reads on the page too.
      stateIcon: readableAccent(look.secondaryColour, paper, MIN_UI_CONTRAST),
      tertiaryFontFamily: family(language, 'tertiary'),
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // Plain links (menus, cards) take the text colour; the default blue fails on dark pages.
          a: { color: 'inherit' },
          ':focus-visible': { outline: `2px solid ${focusRing}`, outlineOffset: 2 },
          // Every text field's autofill keyframes, once for the page. Material's InputBase draws
          // them with a global style of its own in each field; after a server render the first
          // field adopts the server's tag and every other one inserts another: a new style sheet,
          // and the whole page restyled, in the middle of hydration on every page with a form.
          ...Object.fromEntries(AUTOFILL_ANIMATIONS.map((name) => [`@keyframes ${name}`, { from: { animationName: name } }])),
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              scrollBehavior: 'auto !important',
              transitionDuration: '0.01ms !important',
              animationDuration: '0.01ms !important',
            },
          },
        },
      },
      MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        // Text and outlined buttons draw their label in the brand colour: made readable on the
        // page's background (contained ones keep the brand fill and its contrast text).
        styleOverrides: {
          root: {
            variants: (['primary', 'secondary'] as const).flatMap((color) => {
              const accent = readableAccent(look[`${color}Colour`], background);
              return (['text', 'outlined'] as const).map((variant) => ({ props: { variant, color }, style: { color: accent } }));
            }),
          },
        },
      },
    },
  });
}

/** Before any realm is known (directory, unknown realm, Connection Failed): black and white. */
export function fallbackTheme(): Theme {
  return buildTheme({
    look: {
      primaryColour: '#ffffff',
      secondaryColour: '#bdbdbd',
      tertiaryColour: '#e0e0e0',
      backgroundColour: '#000000',
      LOGO: '',
      MAIN_TITLE: '',
      logoScale: 1,
      fontScale: 1,
      textTransformation: 'NONE',
      cardTitleFontScale: 1,
      childProfileFontScale: 1,
    },
    language: undefined,
    childProfile: false,
  });
}
