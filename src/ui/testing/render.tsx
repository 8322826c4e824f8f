// Rendering helpers for component tests: a realm-like theme, English labels and a router.
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Provider, store } from '../../lib/core/index.ts';
import { applyLabels } from '../../lib/i18n.ts';
import type {} from '../theme-augmentation.ts';

export function testTheme(): Theme {
  return createTheme({
    palette: {
      mode: 'dark',
      primary: { main: '#e10600' },
      tertiary: { main: '#1e1e24', contrastText: '#ffffff' },
      background: { default: '#000000' },
    },
    realm: {
      textTransform: 'none',
      logoHeight: { desktop: 40, mobile: 32 },
      cardTitleFontSize: '0.95rem',
      placeholder: '#222222',
      focusRing: '#ffffff',
      stateIcon: '#ff6b8a',
      tertiaryFontFamily: 'sans-serif',
    },
  });
}

/** `ui` on every path of a data router (as the app's screens are: hooks such as useNavigation work). */
export async function renderInApp(ui: ReactElement, options: { route?: string; theme?: Theme } = {}) {
  await applyLabels('en_US', null);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [options.route ?? '/home'] });
  return render(
    <Provider store={store}>
      <ThemeProvider theme={options.theme ?? testTheme()}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
}

/** A data router over `routes`, started at `path`, in the app's providers; returns the router. */
export function renderRoutes(routes: RouteObject[], path: string, theme: Theme = testTheme()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return router;
}
