// Screens for a viewer who is (or should be) signed in: TV login and logout.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ApiError } from '../../contracts/errors.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import { EMPTY_SESSION, applyTokens, bootStateAtom, readyRealmAtom, sessionAtom, store, updateSession } from '../../lib/core/index.ts';
import { applyLabels } from '../../lib/i18n.ts';
import { readyRealmFixture, realmFixture } from '../../lib/testing/fixtures.ts';
import { renderRoutes } from '../../ui/testing/render.tsx';
import { LogoutScreen } from './LogoutScreen.tsx';
import { TvLoginScreen } from './TvLoginScreen.tsx';

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}
const now = () => Math.floor(Date.now() / 1000);
function signInCustomer() {
  const claims = {
    sub: 'u4',
    gue: false,
    rol: ['CUSTOMER'],
    exp: now() + 900,
    iat: now(),
    aud: 'arena',
    loc: null,
    par: null,
    pro: null,
    apr: false,
    ads: null,
  };
  applyTokens({ authorisationToken: jwt(claims), refreshToken: 'refresh-token-0123456789', exp: now() + 900 }, 'arena');
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let reply: (request: Request) => Response = () => json({ ok: true });
const requests: Request[] = [];

beforeEach(async () => {
  await applyLabels('en_US', null);
  store.set(sessionAtom, EMPTY_SESSION);
  store.set(bootStateAtom, { status: 'ready' });
  requests.length = 0;
  reply = () => json({ ok: true });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return reply(request);
  });
});

afterEach(async () => {
  await act(async () => {});
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string, Component: ComponentType, realm: RealmSettings = realmFixture()) {
  store.set(readyRealmAtom, readyRealmFixture({ realm, prefixRealm: null }));
  return renderRoutes(
    [
      { path: path.split('?')[0] ?? path, Component },
      { path: '/login', element: <p>login page</p> },
      { path: '/', element: <p>default target</p> },
    ],
    path,
  );
}

describe('TV login', () => {
  test('a visitor is asked to sign in first, and comes back here afterwards', () => {
    renderAt('/tv', TvLoginScreen);
    expect(screen.getByTestId('tv-sign-in-first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?from=%2Ftv');
  });

  test('a customer enters the code shown on the TV (upper-cased), and the TV is signed in', async () => {
    signInCustomer();
    renderAt('/tv', TvLoginScreen);
    const code = screen.getByRole('textbox', { name: 'TV code' });
    await userEvent.click(screen.getByRole('button', { name: 'Connect TV' }));
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toBe('Enter the 6 letters and digits shown on your TV'));
    expect(requests).toHaveLength(0);
    await userEvent.type(code, 'ab12cd');
    await userEvent.click(screen.getByRole('button', { name: 'Connect TV' }));
    await screen.findByTestId('tv-connected');
    expect(await requests[0]?.json()).toEqual({ pin: 'AB12CD' });
    expect(requests[0]?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  test('an unknown code says so', async () => {
    reply = () =>
      json({ status: 404, code: 'NOT_FOUND', message: 'no such PIN', messageKey: 'generic', requestId: 'r1' } satisfies ApiError, 404);
    signInCustomer();
    renderAt('/tv', TvLoginScreen);
    await userEvent.type(screen.getByRole('textbox', { name: 'TV code' }), 'ZZZZZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Connect TV' }));
    await waitFor(() =>
      expect(screen.getByTestId('form-error').textContent).toBe('This code is unknown or has expired. Check the code on your TV'),
    );
  });
});

describe('logout', () => {
  test('signs out, keeps the cookie agreement, and goes to the default target where guests are allowed', async () => {
    signInCustomer();
    updateSession((s) => ({ ...s, cookiePolicyAgreed: true }));
    renderAt('/logout', LogoutScreen, realmFixture({ guestsAllowed: true }));
    await screen.findByText('default target');
    expect(store.get(sessionAtom).claims).toBeNull();
    expect(store.get(sessionAtom).cookiePolicyAgreed).toBe(true);
    expect(requests.some((r) => r.url.endsWith('/api/v1/logout'))).toBe(true);
  });

  test('goes to login where the realm has no guests', async () => {
    signInCustomer();
    renderAt('/logout', LogoutScreen, realmFixture({ guestsAllowed: false, fullGuestAccess: 'NOT_ALLOWED' }));
    await screen.findByText('login page');
    expect(store.get(sessionAtom).claims).toBeNull();
  });
});
