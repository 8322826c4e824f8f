// The theme provider the app renders with. Material's own ThemeProvider also carries the CSS
// variables provider (colour schemes kept in storage, a scheme script) for themes built with
// `cssVariables`; ours never are, and that code would be in every page's first script. A
// theme without variables goes through the system provider alone, as Material does for it.
import { ThemeProvider as SystemThemeProvider } from '@mui/system';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export function ThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  return <SystemThemeProvider theme={theme}>{children}</SystemThemeProvider>;
}
