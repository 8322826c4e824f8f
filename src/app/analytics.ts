// Composes the analytics feature with the router: each navigation that settles gives the
// screen's name (its handle) and path. Loaded after the app is on screen (App.tsx).
import type { createBrowserRouter } from 'react-router';
import { startAnalytics } from '../features/analytics/start.ts';
import type { ScreenHandle } from '../lib/core/index.ts';

type Router = ReturnType<typeof createBrowserRouter>;

let started = false;

export function startAppAnalytics(router: Router): void {
  if (started) return;
  started = true;
  const viewOf = (state: Router['state']) => {
    const last = state.matches[state.matches.length - 1];
    return (last?.route.handle as ScreenHandle | undefined)?.screen ?? null;
  };
  void startAnalytics({
    onNavigation(listener) {
      let seen = router.state.location;
      const first = viewOf(router.state);
      if (first) listener(first, seen.pathname);
      return router.subscribe((state) => {
        if (state.navigation.state !== 'idle' || state.location === seen) return;
        seen = state.location;
        const view = viewOf(state);
        if (view) listener(view, seen.pathname);
      });
    },
  });
}
