// The root: one jotai store, then whatever start-up has reached. Only the ready state mounts
// the router; the others are single screens on a plain black theme.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '../ui/ThemeProvider.tsx';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { useRealmTheme } from '../features/realm/hooks.ts';
import { RealmDirectory } from '../features/realm/RealmDirectory.tsx';
import { fallbackTheme } from '../features/realm/theme.ts';
import {
  Provider,
  bootStateAtom,
  markHydrationCommitted,
  store,
  useAtomValue,
  useRealm,
  whenKeyedViewerChanges,
} from '../lib/core/index.ts';
import { whenFirstControlled } from '../lib/first-control.ts';
import { i18n } from '../lib/i18n.ts';
import { LoadingScreen } from '../ui/LoadingScreen.tsx';
import { takeAppRouter } from './router.tsx';
import { ConnectionFailed } from './screens/ConnectionFailed.tsx';
import { UnknownRealm } from './screens/UnknownRealm.tsx';
import { followHeldLinks } from './held-links.ts';

function PlainTheme({ children }: { children: ReactNode }) {
  const theme = useMemo(fallbackTheme, []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

/** The realm's theme around the router; the server renders the same around its static router. */
export function RealmTheme({ children }: { children: ReactNode }) {
  const theme = useRealmTheme();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

function ReadyApp() {
  const { basename } = useRealm();
  // One router for the life of the page: the basename is fixed at start-up and every
  // language's paths are registered, so a language switch needs no new router. After a
  // server render it starts from the loader data embedded in the page (prepared by main.tsx).
  const [router] = useState(() => takeAppRouter(basename));
  // Where the page started: the screen a server render embedded, whose loaders never ran here.
  const [startedAt] = useState(() => window.location.href);
  // Analytics is a chunk of its own, started once the app is on screen (app/analytics.ts).
  useEffect(() => {
    const timer = setTimeout(() => void import('./analytics.ts').then((m) => m.startAppAnalytics(router)), 0);
    return () => clearTimeout(timer);
  }, [router]);
  // A first visit: a link tapped in a part still waiting to hydrate is the router's navigation.
  useEffect(() => followHeldLinks((to) => router.navigate(to), basename), [router, basename]);
  // A first visit: once the worker controls the page, its answers are fetched again through it.
  useEffect(
    () =>
      whenFirstControlled(
        () => void import('./keep-first-visit.ts').then((m) => m.keepFirstVisit(router, new URL(startedAt))).catch(() => undefined),
      ),
    [router, startedAt],
  );
  // A new viewer (a guest checked in, a sign-in): init is kept under them too. Only where a
  // worker keeps it: a first visit's guest check-in loads nothing here (its warm-up asks later).
  useEffect(
    () =>
      whenKeyedViewerChanges(() => {
        if (!navigator.serviceWorker?.controller) return;
        void import('./keep-first-visit.ts').then((m) => m.keepInitForViewer()).catch(() => undefined);
      }),
    [],
  );
  return (
    <RealmTheme>
      <RouterProvider router={router} />
    </RealmTheme>
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
  // Effects run after the commit: for a server-rendered page, after hydration (lib/core/hydration.ts).
  useEffect(() => markHydrationCommitted(), []);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <Stage />
      </I18nextProvider>
    </Provider>
  );
}
