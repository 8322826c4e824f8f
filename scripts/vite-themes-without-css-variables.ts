// A build plugin: Material's createTheme() decides at run time whether a theme uses CSS
// variables, so the variables' builder (about 5 KB gzipped) is in every page's first script
// even when nothing asks for it. The app's themes never do (src/features/realm/theme.ts builds
// them with a palette and no `cssVariables` or `colorSchemes`, the path createTheme hands to
// its plain builder), so createTheme's import of that builder is replaced with one that fails
// loudly. Other imports of it (extendTheme) are left as they are.
import type { Plugin } from 'vite';

const STUB_ID = '\0theme-with-css-variables';
const CREATE_THEME = /@mui[\\/]material[\\/]styles[\\/]createTheme\.m?js$/;

export function themesWithoutCssVariables(): Plugin {
  return {
    name: 'themes-without-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && CREATE_THEME.test(importer) && /^\.\/createThemeWithVars(\.m?js)?$/.test(source)) return STUB_ID;
      return null;
    },
    load(id) {
      if (id !== STUB_ID) return null;
      return "export default function createThemeWithVars() { throw new Error('This build leaves out themes with CSS variables (scripts/vite-themes-without-css-variables.ts)'); }";
    },
  };
}
