// Routes of spec §2 that only lead elsewhere, after the guard has had its say (they are
// screens, so the guard of §4 runs first: a visitor is sent to login, not redirected twice).
// - preferences, profiles → home#profiles with profile configuration on, else account?section=preferences;
// - live events → the default menu target with the live-now hash;
// - request password, reset password → their login variants (the query, e.g. the token, kept).
import { redirect } from 'react-router';
import { defineScreen, type ScreenContext } from '../lib/core/index.ts';
import { routePath, type RouteName } from '../lib/routes.ts';

function Nothing() {
  return null;
}

function preferencesTarget(core: ScreenContext): string {
  return core.realm.profileConfiguration.status !== 'NONE'
    ? routePath('home', { locale: core.locale, hash: 'profiles' })
    : routePath('account', { locale: core.locale, query: { section: 'preferences' } });
}

function keepQuery(name: RouteName & ('loginRequestPassword' | 'loginResetPassword'), core: ScreenContext, url: URL): string {
  return `${routePath(name, { locale: core.locale })}${url.search}`;
}

export const preferencesScreen = defineScreen({
  name: 'preferences',
  loader: ({ core }) => {
    throw redirect(preferencesTarget(core));
  },
  Component: Nothing,
});

export const profilesScreen = defineScreen({
  name: 'profiles',
  loader: ({ core }) => {
    throw redirect(preferencesTarget(core));
  },
  Component: Nothing,
});

export const liveEventsScreen = defineScreen({
  name: 'liveEvents',
  loader: ({ core }) => {
    const target = core.defaultTarget ?? routePath('home', { locale: core.locale });
    throw redirect(`${target.split('#')[0] ?? target}#livenow`);
  },
  Component: Nothing,
});

export const requestPasswordScreen = defineScreen({
  name: 'requestPassword',
  loader: ({ core, url }) => {
    throw redirect(keepQuery('loginRequestPassword', core, url));
  },
  Component: Nothing,
});

export const resetPasswordScreen = defineScreen({
  name: 'resetPassword',
  loader: ({ core, url }) => {
    throw redirect(keepQuery('loginResetPassword', core, url));
  },
  Component: Nothing,
});

export const REDIRECT_SCREENS = [preferencesScreen, profilesScreen, liveEventsScreen, requestPasswordScreen, resetPasswordScreen] as const;
