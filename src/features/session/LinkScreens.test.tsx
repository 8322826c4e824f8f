// The screens reached from a link: authorize (OAuth), email confirmation, magic link and
// impersonation. Their one-time tokens are spent once, in the browser, and the outcome shown.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ApiError } from '../../contracts/errors.ts';
import { EMPTY_SESSION, bootStateAtom, readyRealmAtom, sessionAtom, store } from '../../lib/core/index.ts';
import { applyLabels } from '../../lib/i18n.ts';
import { readyRealmFixture, realmFixture } from '../../lib/testing/fixtures.ts';
import { renderRoutes } from '../../ui/testing/render.tsx';
import { AuthorizeScreen } from './AuthorizeScreen.tsx';
import { EmailConfirmationScreen } from './EmailConfirmationScreen.tsx';
import { ImpersonateScreen } from './ImpersonateScreen.tsx';
import { MagicLinkScreen } from './MagicLinkScreen.tsx';

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}
const now = () => Math.floor(Date.now() / 1000);
const tokens = {
  authorisationToken: jwt({
    sub: 'u3',
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
    imp: 'admin-1',
  }),
  refreshToken: 'refresh-token-0123456789',
  exp: now() + 900,
  missingInformationStatus: 'NONE',
  lacksConfirmation: false,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, code: ApiError['code']) =>
  json({ status, code, message: 'no', messageKey: 'generic', requestId: 'r1' } satisfies ApiError, status);

let reply: (request: Request) => Response = () => json({ ok: true });
const requests: Request[] = [];

beforeEach(async () => {
  await applyLabels('en_US', null);
  store.set(sessionAtom, EMPTY_SESSION);
  store.set(readyRealmAtom, readyRealmFixture({ realm: realmFixture(), prefixRealm: null }));
  store.set(bootStateAtom, { status: 'ready' });
  requests.length = 0;
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
  vi.restoreAllMocks();
});

function renderAt(path: string, Component: ComponentType) {
  return renderRoutes(
    [
      { path: path.split('?')[0] ?? path, Component },
      { path: '/', element: <p>default target</p> },
    ],
    path,
  );
}

const AUTHORIZE_QUERY =
  'response_type=code&client_id=tv-app&redirect_url=https%3A%2F%2Fapp.example%2Fcb&state=s1&code_challenge=' +
  'a'.repeat(43) +
  '&code_challenge_method=S256';

describe('authorize', () => {
  test('both inputs are required, then the browser goes to the redirect address', async () => {
    reply = () => json({ redirectUrl: 'https://app.example/cb?code=c1&state=s1' });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderAt(`/authorize?${AUTHORIZE_QUERY}`, AuthorizeScreen);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'viewer@arena.example');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toBe('Email and password cannot be empty'));
    expect(requests).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://app.example/cb?code=c1&state=s1'));
    expect(await requests[0]?.json()).toEqual({
      response_type: 'code',
      client_id: 'tv-app',
      redirect_url: 'https://app.example/cb',
      state: 's1',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'S256',
      credentials: { id: 'viewer@arena.example', secret: 'demo-pass-1' },
    });
  });

  test('a failure is mapped by its code', async () => {
    reply = () => refusal(404, 'NO_OAUTH_CODE_FOUND');
    renderAt(`/authorize?${AUTHORIZE_QUERY}`, AuthorizeScreen);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'viewer@arena.example');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByTestId('form-error').textContent).toBe('This sign-in request has expired. Go back to the app and try again.'),
    );
  });

  test('a link without the OAuth parameters says it cannot work', () => {
    renderAt('/authorize?client_id=tv-app', AuthorizeScreen);
    expect(screen.getByTestId('authorize-invalid')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('email confirmation', () => {
  test('the token is verified once and the email confirmed', async () => {
    reply = () => json({ ok: true });
    renderAt('/email-confirmation?token=abcdefghijklmnopqrstuvwx', EmailConfirmationScreen);
    await screen.findByTestId('confirmation-done');
    expect(requests).toHaveLength(1);
    expect(await requests[0]?.json()).toEqual({ confirmationToken: 'abcdefghijklmnopqrstuvwx' });
  });

  test('an email change names the new address; followed while signed in to the account, the session goes on with the renewed tokens', async () => {
    reply = () => json({ ok: true, contactEmail: 'new@arena.example', tokens });
    renderAt('/email-confirmation?token=abcdefghijklmnopqrstuvwx', EmailConfirmationScreen);
    expect((await screen.findByTestId('confirmation-email-changed')).textContent).toBe(
      'Your sign-in email is now new@arena.example. You stay signed in here; your other devices were signed out.',
    );
    expect(store.get(sessionAtom).tokens?.authorisationToken).toBe(tokens.authorisationToken);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(requests).toHaveLength(1);
  });

  test('an email change followed elsewhere says every device was signed out, and offers the sign-in', async () => {
    reply = () => json({ ok: true, contactEmail: 'new@arena.example' });
    renderAt('/email-confirmation?token=abcdefghijklmnopqrstuvwx', EmailConfirmationScreen);
    expect((await screen.findByTestId('confirmation-email-changed')).textContent).toContain('sign in again with the new address');
    expect(store.get(sessionAtom).tokens).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  test("another account took the address: the conflict reads as the spec's email error", async () => {
    reply = () =>
      json({ status: 409, code: 'CONFLICT', message: 'taken', messageKey: 'conflict', requestId: 'r1' } satisfies ApiError, 409);
    renderAt('/email-confirmation?token=abcdefghijklmnopqrstuvwx', EmailConfirmationScreen);
    expect((await screen.findByTestId('confirmation-invalid')).textContent).toBe('This email address cannot be used');
  });

  test('a used or unknown token says so', async () => {
    reply = () => refusal(404, 'NOT_FOUND');
    renderAt('/email-confirmation?token=abcdefghijklmnopqrstuvwx', EmailConfirmationScreen);
    expect((await screen.findByTestId('confirmation-invalid')).textContent).toBe(
      'This confirmation link is invalid or has already been used.',
    );
  });
});

describe('magic link', () => {
  test('a link signs in and goes on to the default target', async () => {
    reply = () => json(tokens);
    renderAt('/login/magic-link?token=abcdefghijklmnopqrstuvwx', MagicLinkScreen);
    await screen.findByText('default target');
    expect(store.get(sessionAtom).claims?.sub).toBe('u3');
  });

  test('without a token it is the "email me a link" form', async () => {
    reply = () => json({ ok: true });
    renderAt('/login/magic-link?from=%2Fvideo%2F1', MagicLinkScreen);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'viewer@arena.example');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect((await screen.findByTestId('magic-link-sent')).textContent).toContain('viewer@arena.example');
    expect(await requests[0]?.json()).toEqual({ email: 'viewer@arena.example', from: '/video/1' });
  });
});

describe('impersonation', () => {
  test('signs in as the customer and records what the overlay shows', async () => {
    reply = () => json({ ...tokens, exid: 'CUST-42', device: 'Chrome on Linux', location: 'Lisbon' });
    renderAt('/impersonate?token=abcdefghijklmnopqrstuvwx', ImpersonateScreen);
    await screen.findByText('default target');
    expect(store.get(sessionAtom).impersonation).toEqual({
      status: 'loaded',
      exid: 'CUST-42',
      device: 'Chrome on Linux',
      location: 'Lisbon',
    });
    expect(new URL(requests[0]?.url ?? '').searchParams.get('token')).toBe('abcdefghijklmnopqrstuvwx');
  });

  test('a refused token records the failed state', async () => {
    reply = () => refusal(401, 'UNAUTHORIZED');
    renderAt('/impersonate?token=abcdefghijklmnopqrstuvwx', ImpersonateScreen);
    await screen.findByTestId('impersonation-failed');
    expect(store.get(sessionAtom).impersonation).toEqual({ status: 'failed' });
    expect(store.get(sessionAtom).claims).toBeNull();
  });
});
