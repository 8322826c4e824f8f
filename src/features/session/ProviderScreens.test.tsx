// The federated sign-in screens: the provider route starts an attempt and sends the browser to
// the provider; the login redirect route finishes it once and lands the viewer on `from`; and
// the password sign-in page offers the provider. Each state is shown: on the way, offline,
// failed with a way to try again, not available.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ApiError } from '../../contracts/errors.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import { EMPTY_SESSION, applyTokens, bootStateAtom, onlineAtom, readyRealmAtom, sessionAtom, store } from '../../lib/core/index.ts';
import { applyLabels } from '../../lib/i18n.ts';
import { readyRealmFixture, realmFixture } from '../../lib/testing/fixtures.ts';
import { renderRoutes } from '../../ui/testing/render.tsx';
import { LoginScreen } from './LoginScreen.tsx';
import { ProviderCallbackScreen } from './ProviderCallbackScreen.tsx';
import { ProviderLoginScreen } from './ProviderLoginScreen.tsx';
import { beginAttempt, challengeOf } from './provider-flow.ts';

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}
const now = () => Math.floor(Date.now() / 1000);
const tokens = (guest = false) => ({
  authorisationToken: jwt({
    sub: guest ? 'guest-1' : 'u-ada',
    gue: guest,
    rol: [guest ? 'GUEST' : 'CUSTOMER'],
    exp: now() + 900,
    iat: now(),
    aud: 'cinema',
    loc: 'en_US',
    par: null,
    pro: null,
    apr: false,
    ads: null,
  }),
  refreshToken: 'refresh-token-0123456789',
  exp: now() + 900,
  missingInformationStatus: 'NONE' as const,
  lacksConfirmation: false,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, code: ApiError['code'], messageKey: string) =>
  json({ status, code, message: 'no', messageKey, requestId: 'r1' } satisfies ApiError, status);

const idp = { name: 'ID_PROVIDER', autoLogin: false, openIdClientName: 'cinema-web', fields: ['email', 'fullName'] };
const cinema = (providers: RealmSettings['authenticationProviders'] = [idp]) =>
  realmFixture({ realm: 'cinema', realmFullName: 'Cinema Classics', authenticationProviders: providers });
const AUTHORIZE_URL = 'http://localhost/api/idp/cinema/authorize?client_id=cinema-web';
const CALLBACK = `${window.location.origin}/realm/cinema/login/redirect`;

let reply: (request: Request) => Response = () => json({ authorizationUrl: AUTHORIZE_URL });
const requests: Request[] = [];
const assign = vi.fn();

function useRealm(realm: RealmSettings) {
  store.set(readyRealmAtom, readyRealmFixture({ realm, prefixRealm: 'cinema' }));
}

beforeEach(async () => {
  await applyLabels('en_US', null);
  store.set(sessionAtom, EMPTY_SESSION);
  store.set(bootStateAtom, { status: 'ready' });
  useRealm(cinema());
  sessionStorage.clear();
  requests.length = 0;
  assign.mockReset();
  reply = () => json({ authorizationUrl: AUTHORIZE_URL });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return reply(request);
  });
  vi.stubGlobal('location', { ...window.location, assign });
});

afterEach(async () => {
  await act(async () => {});
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string, Component: ComponentType) {
  return renderRoutes(
    [
      { path: path.split('?')[0] ?? path, Component },
      { path: '/login', element: <p>password sign-in</p> },
      { path: '/login/gigya', element: <p>provider sign-in</p> },
      { path: '/section/films', element: <p>films page</p> },
      { path: '/', element: <p>default target</p> },
    ],
    path,
  );
}

const bodyOf = async (request: Request | undefined) => (await request?.json()) as Record<string, unknown>;

describe('the provider route', () => {
  test('starts an attempt for this tab and sends the browser to the provider', async () => {
    renderAt('/login/gigya?from=%2Fsection%2Ffilms', ProviderLoginScreen);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in with Cinema Classics ID');
    expect(screen.getByRole('status').textContent).toBe('Taking you to Cinema Classics ID…');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZE_URL));
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/v1/login/provider/authorization');
    const body = await bodyOf(requests[0]);
    const kept = JSON.parse(sessionStorage.getItem('provider-signin:cinema') ?? 'null');
    expect(kept).toMatchObject({ provider: 'ID_PROVIDER', redirectUri: CALLBACK, from: '/section/films' });
    expect(body).toEqual({
      provider: 'ID_PROVIDER',
      redirectUri: CALLBACK,
      state: kept.state,
      nonce: kept.nonce,
      codeChallenge: await challengeOf(kept.verifier),
    });
    // The verifier never leaves the tab before the code comes back.
    expect(JSON.stringify(body)).not.toContain(kept.verifier);
  });

  test('a guest of a realm that signs guests in automatically is sent silently, unless the provider said interaction_required', async () => {
    useRealm(cinema([{ ...idp, autoLogin: true }]));
    applyTokens(tokens(true), 'cinema');
    renderAt('/login/gigya', ProviderLoginScreen);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect((await bodyOf(requests[0])).prompt).toBe('none');
    cleanup();
    renderAt('/login/gigya?error=interaction_required', ProviderLoginScreen);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
    expect((await bodyOf(requests[1])).prompt).toBeUndefined();
  });

  test('a failure is said, and trying again starts a new attempt', async () => {
    reply = () => refusal(404, 'NOT_FOUND', 'oidcSigninError');
    renderAt('/login/gigya', ProviderLoginScreen);
    await waitFor(() =>
      expect(screen.getByTestId('provider-failed').textContent).toContain('Signing in with your identity provider did not work'),
    );
    expect(assign).not.toHaveBeenCalled();
    const first = await bodyOf(requests[0]);
    reply = () => json({ authorizationUrl: AUTHORIZE_URL });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZE_URL));
    expect((await bodyOf(requests[1])).state).not.toBe(first.state);
  });

  test('offline it says so and starts once the connection is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    store.set(onlineAtom, false);
    renderAt('/login/gigya', ProviderLoginScreen);
    await waitFor(() =>
      expect(screen.getByTestId('provider-offline').textContent).toBe('You are offline. Connect to the internet and try again'),
    );
    expect(requests).toHaveLength(0);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZE_URL));
  });

  test('a realm whose providers are not OpenID Connect ones has nothing to start', async () => {
    useRealm(cinema([{ name: 'PBR', autoLogin: false, openIdClientName: null, fields: [] }]));
    renderAt('/login/gigya', ProviderLoginScreen);
    expect(screen.getByTestId('provider-unavailable').textContent).toBe('Signing in with an identity provider is not available here.');
    await act(async () => {});
    expect(requests).toHaveLength(0);
  });
});

describe('the login redirect route', () => {
  const begin = (from: string | null = '/section/films') =>
    beginAttempt('cinema', { provider: 'ID_PROVIDER', redirectUri: CALLBACK, from }).then((r) => r.attempt);

  test('sends the code with the attempt’s verifier and nonce; signed in, the viewer lands on `from`', async () => {
    const attempt = await begin();
    reply = () => json(tokens());
    renderAt(`/login/redirect?code=the-code-0123456789&state=${attempt.state}`, ProviderCallbackScreen);
    expect(screen.getByTestId('provider-signing-in').textContent).toBe('Signing you in…');
    await screen.findByText('films page');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/v1/login/provider');
    expect(await bodyOf(requests[0])).toEqual({
      provider: 'ID_PROVIDER',
      code: 'the-code-0123456789',
      codeVerifier: attempt.verifier,
      redirectUri: CALLBACK,
      nonce: attempt.nonce,
      state: attempt.state,
    });
    expect(store.get(sessionAtom).claims?.sub).toBe('u-ada');
    expect(sessionStorage.getItem('provider-signin:cinema')).toBeNull();
  });

  test('an answer this tab did not ask for is refused without asking the server', async () => {
    await begin();
    renderAt('/login/redirect?code=the-code-0123456789&state=another-state', ProviderCallbackScreen);
    await waitFor(() => expect(screen.getByTestId('provider-refused').textContent).toContain('did not work'));
    expect(requests).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/login/gigya');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  test('cancelled at the provider: said, with a way to try again that keeps `from`', async () => {
    const attempt = await begin();
    renderAt(`/login/redirect?error=access_denied&state=${attempt.state}`, ProviderCallbackScreen);
    await waitFor(() => expect(screen.getByTestId('provider-refused').textContent).toContain('Signing in was cancelled.'));
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/login/gigya?from=%2Fsection%2Ffilms');
    expect(requests).toHaveLength(0);
  });

  test('interaction_required goes back to `from`, marked so auto-login does not try again', async () => {
    const attempt = await begin();
    const router = renderAt(`/login/redirect?error=interaction_required&state=${attempt.state}`, ProviderCallbackScreen);
    await screen.findByText('films page');
    expect(router.state.location.search).toBe('?error=interaction_required');
    expect(requests).toHaveLength(0);
  });

  test('an email that belongs to another sign-in method: said, with how to link', async () => {
    const attempt = await begin();
    reply = () => refusal(409, 'CONFLICT', 'account-exists-with-different-credential');
    renderAt(`/login/redirect?code=the-code-0123456789&state=${attempt.state}`, ProviderCallbackScreen);
    const refused = await screen.findByTestId('provider-refused');
    expect(refused.textContent).toContain('An account with this email exists with a different sign-in method');
    expect(refused.textContent).toContain('Sign in with your password, then sign in with Cinema Classics ID again to link it.');
    expect(store.get(sessionAtom).claims).toBeNull();
  });
});

describe('the password sign-in page', () => {
  test('offers the realm’s provider, carrying the page’s query', async () => {
    renderAt('/login?from=%2Fsection%2Ffilms', LoginScreen);
    const link = await screen.findByRole('link', { name: 'Sign in with Cinema Classics ID' });
    expect(link.getAttribute('href')).toBe('/login/gigya?from=%2Fsection%2Ffilms');
  });

  test('without an OpenID Connect provider there is nothing to offer', async () => {
    useRealm(cinema([]));
    renderAt('/login', LoginScreen);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('login-provider')).toBeNull();
  });
});
