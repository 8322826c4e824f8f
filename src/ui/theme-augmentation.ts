// What a realm theme adds to MUI's theme. Declared in ui (shared) because shared components
// read these values; features/realm/theme.ts fills them in.
import type {} from '@mui/material/styles';

export type RealmThemeExtras = {
  textTransform: 'none' | 'uppercase';
  /** Logo height in px on desktop and mobile, after logoScale. */
  logoHeight: { desktop: number; mobile: number };
  /** Card title size (rem) after cardTitleFontScale. */
  cardTitleFontSize: string;
  /** Artwork placeholder while loading or when an image fails. */
  placeholder: string;
  /** Keyboard focus ring colour: the text colour, so it always contrasts with the page. */
  focusRing: string;
  /** An icon drawn in the secondary colour to show a state (the filled favourite heart), at least 3:1 on the page. */
  stateIcon: string;
  tertiaryFontFamily: string;
};

declare module '@mui/material/styles' {
  interface Palette {
    tertiary: Palette['primary'];
  }
  interface PaletteOptions {
    tertiary?: PaletteOptions['primary'];
  }
  interface Theme {
    realm: RealmThemeExtras;
  }
  interface ThemeOptions {
    realm?: RealmThemeExtras;
  }
}
