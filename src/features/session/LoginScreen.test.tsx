import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ApiError } from '../../contracts/errors.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import { EMPTY_SESSION, bootStateAtom, readyRealmAtom, sessionAtom, store, updateSession } from '../../lib/core/index.ts';
import { applyLabels } from '../../lib/i18n.ts';
import { readyRealmFixture, realmFixture } from '../../lib/testing/fixtures.ts';
import { renderRoutes } from '../../ui/testing/render.tsx';
import { LoginScreen } from './LoginScreen.tsx';

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

const now = () => Math.floor(Date.now() / 1000);
const tokens = (aud = 'arena') => ({
  authorisationToken: jwt({
    sub: 'u1',
    gue: false,
    rol: ['CUSTOMER'],
    exp: now() + 900,
    iat: now(),
    aud,
    loc: 'en_US',
    par: null,
    pro: null,
    apr: false,
    ads: null,
  }),
  refreshToken: 'refresh-token-0123456789',
  exp: now() + 900,
  missingInformationStatus: 'NONE',
  lacksConfirmation: false,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, code: ApiError['code'], messageKey: string) =>
  json({ status, code, message: 'Invalid email or password', messageKey, requestId: 'r1' } satisfies ApiError, status);

let reply: (request: Request) => Response = () => json(tokens());
const requests: Request[] = [];

beforeEach(async () => {
  await applyLabels('en_US', null);
  store.set(sessionAtom, EMPTY_SESSION);
  requests.length = 0;
  reply = () => json(tokens());
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return reply(request);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLogin(path = '/login', realm: RealmSettings = realmFixture()) {
  store.set(readyRealmAtom, readyRealmFixture({ realm, prefixRealm: null }));
  store.set(bootStateAtom, { status: 'ready' });
  return renderRoutes(
    [
      { path: '/login', Component: LoginScreen },
      { path: '/video/:id', element: <p>video page</p> },
      { path: '/', element: <p>default target</p> },
    ],
    path,
  );
}

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText('Password', { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Sign in' });

describe('the login screen', () => {
  test('empty inputs: the first message in the common area, which takes the focus; nothing is sent', async () => {
    renderLogin();
    await userEvent.click(submit());
    const area = await screen.findByTestId('form-error');
    await waitFor(() => expect(area.textContent).toBe('Please provide your email'));
    await waitFor(() => expect(document.activeElement).toBe(area));
    expect(screen.getByText('Please provide your password')).toBeTruthy();
    expect(requests).toHaveLength(0);
    expect(screen.getByRole('form', { name: 'Sign in' }).hasAttribute('novalidate')).toBe(true);
  });

  test("the client's rules: an email's last label has two letters, a password 6 to 24 characters", async () => {
    renderLogin();
    await userEvent.type(email(), 'viewer@arena.x');
    await userEvent.type(password(), '12345');
    await userEvent.click(submit());
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toBe('Please provide a valid email address'));
    expect(screen.getByText('Your password must be 6 to 24 characters long')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  test('a wrong password reads as the login error, focused, without the server wording', async () => {
    reply = () => refusal(401, 'UNAUTHORIZED', 'failedAuthentication');
    renderLogin();
    await userEvent.type(email(), 'viewer@arena.example');
    await userEvent.type(password(), 'wrong-pass');
    await userEvent.click(submit());
    const area = screen.getByTestId('form-error');
    await waitFor(() => expect(area.textContent).toBe('The email or password is incorrect'));
    await waitFor(() => expect(document.activeElement).toBe(area));
    expect(screen.queryByText('Invalid email or password')).toBeNull();
    expect(await requests[0]?.json()).toEqual({ email: 'viewer@arena.example', secret: 'wrong-pass' });
  });

  test('a server failure asks to try again', async () => {
    reply = () => refusal(500, 'INTERNAL', 'errorOccurredPleaseTryAgain');
    renderLogin();
    await userEvent.type(email(), 'viewer@arena.example');
    await userEvent.type(password(), 'demo-pass-1');
    await userEvent.click(submit());
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toBe('An error occurred, please try again'));
  });

  test('signing in keeps the session and goes back to `from`', async () => {
    const router = renderLogin('/login?from=%2Fvideo%2Fabc%3Ft%3D3');
    await userEvent.type(email(), 'viewer@arena.example');
    await userEvent.type(password(), 'demo-pass-1');
    await userEvent.click(submit());
    await screen.findByText('video page');
    expect(router.state.location.pathname + router.state.location.search).toBe('/video/abc?t=3');
    expect(store.get(sessionAtom).claims?.sub).toBe('u1');
  });

  test('an external `from` is ignored: the default target instead', async () => {
    const router = renderLogin('/login?from=https%3A%2F%2Fevil.example%2F');
    await userEvent.type(email(), 'viewer@arena.example');
    await userEvent.type(password(), 'demo-pass-1');
    await userEvent.click(submit());
    await screen.findByText('default target');
    expect(router.state.location.pathname).toBe('/');
  });

  test('tokens for another realm sign nobody in', async () => {
    reply = () => json(tokens('club'));
    renderLogin();
    await userEvent.type(email(), 'viewer@arena.example');
    await userEvent.type(password(), 'demo-pass-1');
    await userEvent.click(submit());
    await waitFor(() =>
      expect(screen.getByTestId('form-error').textContent).toBe('We could not confirm who you are. Please sign in again'),
    );
    expect(store.get(sessionAtom).claims).toBeNull();
  });

  test('the password show toggle is a named button with a pressed state', async () => {
    renderLogin();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password().getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(password().getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  test('a session that just expired says so', async () => {
    updateSession((s) => ({ ...s, logoutMessage: 'sessionExpired' }));
    renderLogin();
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toBe('Your session has expired. Please sign in again'));
    // Shown once: the session no longer carries it, the screen keeps showing it.
    expect(store.get(sessionAtom).logoutMessage).toBeNull();
    expect(screen.getByTestId('form-error').textContent).toBe('Your session has expired. Please sign in again');
  });

  test("the links follow the realm's settings", async () => {
    renderLogin(
      '/login?from=%2Fvideo%2F1',
      realmFixture({ allowSelfregistration: true, magicLinkLoginEnabled: false, pinLoginEnabled: true }),
    );
    expect(screen.getByTestId('login-signup').getAttribute('href')).toBe('/signup?from=%2Fvideo%2F1');
    expect(screen.getByTestId('login-forgot').getAttribute('href')).toBe('/login/request-password');
    expect(screen.getByTestId('login-tv')).toBeTruthy();
    expect(screen.queryByTestId('login-magic-link')).toBeNull();
    cleanup();
    renderLogin('/login', realmFixture({ allowSelfregistration: false, magicLinkLoginEnabled: true, pinLoginEnabled: false }));
    expect(screen.queryByTestId('login-signup')).toBeNull();
    expect(screen.queryByTestId('login-tv')).toBeNull();
    expect(screen.getByTestId('login-magic-link').getAttribute('href')).toBe('/login/magic-link');
  });
});

// Keeps act() warnings out: the last state updates settle before cleanup.
afterEach(async () => {
  await act(async () => {});
});
