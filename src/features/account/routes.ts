// The account route (spec §2: `account` with `?section=`): customers and administrators (the
// guard's `account` group, spec §6). A server render does not know the viewer, so it sends the
// public shell (or, with no stored session, the sign-in page the guard chooses) and the browser
// loads the account once hydrated. The loader and what it imports load with the screen's chunk.
import { defineScreen } from '../../lib/core/index.ts';

export const accountScreen = defineScreen({
  name: 'account',
  loader: async ({ core, url, signal }) => (await import('./loaders.ts')).loadAccount(core, url, signal),
  lazy: () => import('./AccountScreen.tsx').then((m) => ({ Component: m.AccountScreen })),
});

export const ACCOUNT_SCREENS = [accountScreen] as const;
