// The root: one jotai store, then whatever start-up has reached. Only the ready state mounts
// the router; the others are single screens on a plain black theme.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Provider, useAtomValue } from 'jotai';
import { useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { bootStateAtom } from '../features/realm/atoms.ts';
import { useReadyRealm, useRealmTheme } from '../features/realm/hooks.ts';
import { RealmDirectory } from '../features/realm/RealmDirectory.tsx';
import { fallbackTheme } from '../features/realm/theme.ts';
import { i18n } from '../lib/i18n.ts';
import { store } from '../lib/store.ts';
import { LoadingScreen } from '../ui/LoadingScreen.tsx';
import { createAppRouter } from './router.tsx';
import { ConnectionFailed } from './screens/ConnectionFailed.tsx';
import { UnknownRealm } from './screens/UnknownRealm.tsx';

function PlainTheme({ children }: { children: ReactNode }) {
  const theme = useMemo(fallbackTheme, []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

function ReadyApp() {
  const { basename, locale } = useReadyRealm();
  const theme = useRealmTheme();
  // One router for the life of the page; the basename and path table are fixed at start-up.
  const [router] = useState(() => createAppRouter(basename, locale));
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}

function Stage() {
  const state = useAtomValue(bootStateAtom);
  switch (state.status) {
    case 'loading':
      return <LoadingScreen />;
    case 'failed':
      return (
        <PlainTheme>
          <ConnectionFailed />
        </PlainTheme>
      );
    case 'directory':
      return (
        <PlainTheme>
          <RealmDirectory realms={state.realms} />
        </PlainTheme>
      );
    case 'unknown-realm':
      return (
        <PlainTheme>
          <UnknownRealm />
        </PlainTheme>
      );
    case 'ready':
      return <ReadyApp />;
  }
}

export function App() {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <Stage />
      </I18nextProvider>
    </Provider>
  );
}
