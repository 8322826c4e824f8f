// The session screens (spec §2): route objects of the screen module, each in its own chunk.
// The screen module's guard runs first and answers "not found" where the realm does not offer
// a page (sign-up without self-registration, TV login without PIN login, magic link). Loaders
// only fetch what the page shows before it renders (the realm's sign-up form, a pending
// activation); one-time tokens are spent by the screens in the browser, never by a loader (a
// server render or a revalidation would spend them). The legacy request/reset password paths
// are the app's redirect screens.
import { PUBLIC_SHELL, defineScreen, type ScreenContext } from '../../lib/core/index.ts';
import { ApiRequestError } from '../../lib/http-errors.ts';
import { loadPendingActivation, loadSignupForm, type PendingActivation } from './api.ts';

export const loginScreen = defineScreen({
  name: 'login',
  lazy: () => import('./LoginScreen.tsx').then((m) => ({ Component: m.LoginScreen })),
});

export const signupScreen = defineScreen({
  name: 'signup',
  loader: ({ core, signal }) => loadSignupForm(core.http, signal),
  lazy: () => import('./SignupScreen.tsx').then((m) => ({ Component: m.SignupScreen })),
});

export const loginRequestPasswordScreen = defineScreen({
  name: 'loginRequestPassword',
  lazy: () => import('./RequestPasswordScreen.tsx').then((m) => ({ Component: m.RequestPasswordScreen })),
});

export const loginResetPasswordScreen = defineScreen({
  name: 'loginResetPassword',
  lazy: () => import('./ResetPasswordScreen.tsx').then((m) => ({ Component: m.ResetPasswordScreen })),
});

export const emailConfirmationScreen = defineScreen({
  name: 'emailConfirmation',
  lazy: () => import('./EmailConfirmationScreen.tsx').then((m) => ({ Component: m.EmailConfirmationScreen })),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The pending activation, or null when the link names none (unknown, expired, malformed). */
async function loadActivation(core: ScreenContext, id: string, signal: AbortSignal): Promise<PendingActivation | null> {
  if (!UUID.test(id)) return null;
  try {
    return await loadPendingActivation(core.http, id, signal);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
}

export const activateUserScreen = defineScreen({
  name: 'activateUser',
  loader: ({ core, params, signal }) => loadActivation(core, params.id, signal),
  lazy: () => import('./ActivateUserScreen.tsx').then((m) => ({ Component: m.ActivateUserScreen })),
});

export const tvLoginScreen = defineScreen({
  name: 'tvLogin',
  lazy: () => import('./TvLoginScreen.tsx').then((m) => ({ Component: m.TvLoginScreen })),
});

export const authorizeScreen = defineScreen({
  name: 'authorize',
  lazy: () => import('./AuthorizeScreen.tsx').then((m) => ({ Component: m.AuthorizeScreen })),
});

export const loginMagicLinkScreen = defineScreen({
  name: 'loginMagicLink',
  lazy: () => import('./MagicLinkScreen.tsx').then((m) => ({ Component: m.MagicLinkScreen })),
});

export const impersonateScreen = defineScreen({
  name: 'impersonate',
  lazy: () => import('./ImpersonateScreen.tsx').then((m) => ({ Component: m.ImpersonateScreen })),
});

// Federated sign-in needs the browser (its random values, this tab's storage, the code spent
// once): a server render shows the public shell and the browser takes over once hydrated.
const browserOnly = ({ core }: { core: ScreenContext }) => Promise.resolve(core.serverRender ? PUBLIC_SHELL : null);

export const loginProviderScreen = defineScreen({
  name: 'loginProvider',
  loader: browserOnly,
  lazy: () => import('./provider-screens.ts').then((m) => ({ Component: m.ProviderLoginScreen })),
});

/** Where the identity provider sends the viewer back with a code. */
export const loginRedirectScreen = defineScreen({
  name: 'loginRedirect',
  loader: browserOnly,
  lazy: () => import('./provider-screens.ts').then((m) => ({ Component: m.ProviderCallbackScreen })),
});

export const logoutScreen = defineScreen({
  name: 'logout',
  lazy: () => import('./LogoutScreen.tsx').then((m) => ({ Component: m.LogoutScreen })),
});

/** Every session screen, for the app's route table. */
export const SESSION_SCREENS = [
  loginScreen,
  signupScreen,
  loginRequestPasswordScreen,
  loginResetPasswordScreen,
  emailConfirmationScreen,
  activateUserScreen,
  tvLoginScreen,
  authorizeScreen,
  loginMagicLinkScreen,
  impersonateScreen,
  logoutScreen,
  loginProviderScreen,
  loginRedirectScreen,
] as const;
