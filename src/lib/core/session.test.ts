// @vitest-environment jsdom
// The session core: stored per realm, restored with the audience check, logout keeps the
// cookie and smart-banner flags, a guest's session survives all but forced or expired logouts,
// caches emptied after a sign-in, and the signIn / signOut / guestCheckIn flows.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CLEAR_VIEWER_CACHES } from '../../contracts/worker-messages.ts';
import { authTokensFor, tokenFor } from '../testing/tokens.ts';
import { guestCheckIn, signIn, signOut } from './auth.ts';
import { isNewViewer, watchViewerChanges, whenKeyedViewerChanges } from './caches.ts';
import { blockReasonAtom, clockOffsetAtom, http, httpContextAtom } from './http.ts';
import { prime, takePrimed } from './primed.ts';
import { EMPTY_SESSION, applyTokens, clearSession, roleAtom, sessionAtom, updateSession } from './session.ts';
import { persistSession, restoreSession, sessionStorageKey } from './session-storage.ts';
import { store } from './store.ts';

function stored(realm = 'arena') {
  return JSON.parse(localStorage.getItem(sessionStorageKey(realm)) ?? 'null') as Record<string, unknown> | null;
}

let stops: Array<() => void> = [];

beforeEach(() => {
  localStorage.clear();
  store.set(sessionAtom, EMPTY_SESSION);
  store.set(httpContextAtom, { realm: 'arena', apiKey: 'arena-web-key', locale: 'en_US' });
});

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.unstubAllGlobals();
});

describe('stored session', () => {
  test('tokens and flags are stored per realm on every change, and restored at start-up', () => {
    const stop = persistSession('arena');
    const tokens = authTokensFor();
    expect(applyTokens(tokens, 'arena')).toBe(true);
    updateSession((s) => ({ ...s, cookiePolicyAgreed: true }));
    expect(stored()).toMatchObject({ tokens: { authorisationToken: tokens.authorisationToken }, cookiePolicyAgreed: true });
    expect(stored('cinema')).toBeNull();

    // A new page: nothing in memory, the stored session brought back.
    stop();
    store.set(sessionAtom, EMPTY_SESSION);
    expect(restoreSession('arena')).toBe(true);
    expect(store.get(roleAtom)).toBe('CUSTOMER');
    expect(store.get(sessionAtom).cookiePolicyAgreed).toBe(true);
  });

  test('a cookie tells the server render whether a session is kept for the realm', () => {
    const hint = () => document.cookie.split('; ').find((c) => c.startsWith('session-arena='));
    const stop = persistSession('arena');
    expect(hint()).toBeUndefined();
    applyTokens(authTokensFor(), 'arena');
    expect(hint()).toBe('session-arena=1');
    clearSession(null, { force: true });
    expect(hint()).toBeUndefined();
    stop();
  });

  test('a stored token whose audience is not the realm is ignored; the flags still apply', () => {
    localStorage.setItem(
      sessionStorageKey('arena'),
      JSON.stringify({ tokens: authTokensFor({ aud: 'club' }), cookiePolicyAgreed: true, shouldDisplaySmartBanner: false }),
    );
    expect(restoreSession('arena')).toBe(false);
    expect(store.get(sessionAtom)).toMatchObject({ tokens: null, claims: null, cookiePolicyAgreed: true, shouldDisplaySmartBanner: false });
    expect(store.get(roleAtom)).toBe('UNAUTHENTICATED');
  });

  test('a hand-edited stored value starts an empty session', () => {
    localStorage.setItem(sessionStorageKey('arena'), '{not json');
    expect(restoreSession('arena')).toBe(false);
    expect(store.get(sessionAtom)).toEqual(EMPTY_SESSION);
  });

  test('logout clears the stored tokens but keeps cookie agreement and the smart banner state', () => {
    stops.push(persistSession('arena'));
    applyTokens(authTokensFor(), 'arena');
    updateSession((s) => ({ ...s, cookiePolicyAgreed: true, shouldDisplaySmartBanner: false }));
    expect(clearSession('sessionExpired')).toBe(true);
    expect(store.get(sessionAtom)).toMatchObject({
      tokens: null,
      cookiePolicyAgreed: true,
      shouldDisplaySmartBanner: false,
      logoutMessage: 'sessionExpired',
    });
    expect(stored()).toEqual({ tokens: null, cookiePolicyAgreed: true, shouldDisplaySmartBanner: false });
  });

  test("a guest's session is cleared only when forced or the message is sessionExpired", () => {
    applyTokens(authTokensFor({ gue: true, rol: ['GUEST'] }), 'arena');
    expect(clearSession('failedAuthentication')).toBe(false);
    expect(store.get(roleAtom)).toBe('GUEST');
    expect(clearSession('sessionExpired')).toBe(true);
    applyTokens(authTokensFor({ gue: true, rol: ['GUEST'] }), 'arena');
    expect(clearSession(null, { force: true })).toBe(true);
    expect(store.get(roleAtom)).toBe('UNAUTHENTICATED');
  });
});

describe('missing-information status', () => {
  test('is stored with the tokens and restored with them, so a reload still knows; a sign-out drops it', () => {
    const stop = persistSession('arena');
    applyTokens({ ...authTokensFor(), missingInformationStatus: 'MISSING' }, 'arena');
    expect(stored()).toMatchObject({ missingInformationStatus: 'MISSING' });

    // A new page: the status comes back with the tokens, no sign-in needed.
    stop();
    store.set(sessionAtom, EMPTY_SESSION);
    expect(restoreSession('arena')).toBe(true);
    expect(store.get(sessionAtom).missingInformationStatus).toBe('MISSING');
    stops.push(persistSession('arena'));

    // Completed: the stored copy follows.
    updateSession((s) => ({ ...s, missingInformationStatus: 'NONE' }));
    expect(stored()).toMatchObject({ missingInformationStatus: 'NONE' });
    // A refresh answer's status replaces it; a token swapped without one keeps it.
    applyTokens({ ...authTokensFor({ iat: 7 }), missingInformationStatus: 'MISSING' }, 'arena');
    expect(stored()).toMatchObject({ missingInformationStatus: 'MISSING' });
    const { authorisationToken, refreshToken, exp } = authTokensFor({ iat: 8 });
    applyTokens({ authorisationToken, refreshToken, exp }, 'arena');
    expect(store.get(sessionAtom).missingInformationStatus).toBe('MISSING');

    clearSession(null, { force: true });
    expect(stored()).not.toHaveProperty('missingInformationStatus');
  });

  test('a stored value that is not a status is ignored; tokens stored without one restore as unknown', () => {
    const tokens = authTokensFor();
    localStorage.setItem(sessionStorageKey('arena'), JSON.stringify({ tokens, missingInformationStatus: 'SOME' }));
    expect(restoreSession('arena')).toBe(true);
    expect(store.get(sessionAtom).missingInformationStatus).toBeNull();
    localStorage.setItem(sessionStorageKey('arena'), JSON.stringify({ tokens }));
    expect(restoreSession('arena')).toBe(true);
    expect(store.get(sessionAtom).missingInformationStatus).toBeNull();
  });

  test("another tab's sign-in brings its status, and details completed there reach this tab", () => {
    stops.push(persistSession('arena'));
    const other = authTokensFor({ sub: 'u9' }, 'refresh-token-0009');
    const write = (value: unknown) =>
      window.dispatchEvent(new StorageEvent('storage', { key: sessionStorageKey('arena'), newValue: JSON.stringify(value) }));
    write({ tokens: other, missingInformationStatus: 'MISSING', cookiePolicyAgreed: false, shouldDisplaySmartBanner: true });
    expect(store.get(sessionAtom)).toMatchObject({ claims: { sub: 'u9' }, missingInformationStatus: 'MISSING' });
    write({ tokens: other, missingInformationStatus: 'NONE', cookiePolicyAgreed: false, shouldDisplaySmartBanner: true });
    expect(store.get(sessionAtom).missingInformationStatus).toBe('NONE');
  });
});

describe('caches after a sign-in', () => {
  test('a new subject (or profile) or a sign-out empties them; a guest check-in or the same viewer does not', () => {
    const guest = authTokensFor({ sub: 'g1', gue: true, rol: ['GUEST'] });
    const user = authTokensFor({ sub: 'u1' });
    const claims = (t: ReturnType<typeof authTokensFor>) => {
      applyTokens(t, 'arena');
      return store.get(sessionAtom).claims;
    };
    const g = claims(guest);
    const u = claims(user);
    expect(isNewViewer(null, g)).toBe(false);
    expect(isNewViewer(g, u)).toBe(true);
    expect(isNewViewer(u, u)).toBe(false);
    const kids = claims(authTokensFor({ sub: 'u1', pro: { id: 'kids', type: 'c' } }));
    expect(isNewViewer(u, kids)).toBe(true);
    // A signed-in viewer leaving: their lists must not stay behind for the next person.
    expect(isNewViewer(u, null)).toBe(true);
    expect(isNewViewer(u, g)).toBe(true);
    expect(isNewViewer(g, null)).toBe(false);
  });

  test('signIn empties the primed answers and tells the service worker', () => {
    const postMessage = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: { postMessage } } });
    stops.push(watchViewerChanges());
    prime('section:home:en_US', { heroes: [] });
    expect(signIn(authTokensFor({ sub: 'u1' }))).toBe(true);
    expect(takePrimed('section:home:en_US')).toBeUndefined();
    expect(postMessage).toHaveBeenCalledWith({ type: CLEAR_VIEWER_CACHES });
  });

  test("the worker's keyed viewer: a guest checking in changes it as a sign-in, a profile switch and a sign-out do; a refreshed token does not", () => {
    const run = vi.fn();
    stops.push(whenKeyedViewerChanges(run));
    applyTokens(authTokensFor({ sub: 'g1', gue: true, rol: ['GUEST'] }), 'arena');
    expect(run).toHaveBeenCalledTimes(1);
    applyTokens(authTokensFor({ sub: 'g1', gue: true, rol: ['GUEST'], iat: 99 }), 'arena');
    expect(run).toHaveBeenCalledTimes(1);
    applyTokens(authTokensFor({ sub: 'u1' }), 'arena');
    applyTokens(authTokensFor({ sub: 'u1', pro: { id: 'kids', type: 'c' } }), 'arena');
    clearSession(null, { force: true });
    expect(run).toHaveBeenCalledTimes(4);
  });

  test('signIn refuses a token for another realm', () => {
    expect(signIn(authTokensFor({ aud: 'club' }))).toBe(false);
    expect(store.get(roleAtom)).toBe('UNAUTHENTICATED');
  });
});

describe('flows', () => {
  function fakeServer(handler: (path: string, request: Request) => Response) {
    const paths: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const path = new URL(request.url).pathname;
      paths.push(path);
      return handler(path, request);
    });
    return paths;
  }
  const ok = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  test('guestCheckIn signs the visitor in as a guest; concurrent callers share one call', async () => {
    const paths = fakeServer(() => ok(authTokensFor({ sub: 'g1', gue: true, rol: ['GUEST'] })));
    await Promise.all([guestCheckIn(), guestCheckIn()]);
    expect(store.get(roleAtom)).toBe('GUEST');
    expect(paths).toEqual(['/api/v1/login/guest/checkin']);
  });

  test('a failed guest check-in clears the session and rethrows', async () => {
    fakeServer(() => ok({ status: 403, code: 'FORBIDDEN', message: 'no guests', messageKey: 'generic', requestId: 'r' }, 403));
    await expect(guestCheckIn()).rejects.toMatchObject({ status: 403 });
    expect(store.get(roleAtom)).toBe('UNAUTHENTICATED');
  });

  test('signOut calls logout with the refresh token, then clears the session even when the call fails', async () => {
    const bodies: unknown[] = [];
    fakeServer((_path, request) => {
      void request.text().then((text) => bodies.push(JSON.parse(text)));
      return ok({ status: 500, code: 'INTERNAL', message: 'x', messageKey: 'generic', requestId: 'r' }, 500);
    });
    applyTokens(authTokensFor({ sub: 'u1' }, 'refresh-token-0009'), 'arena');
    updateSession((s) => ({ ...s, cookiePolicyAgreed: true }));
    await expect(signOut()).resolves.toBe(true);
    expect(bodies).toEqual([{ refreshToken: 'refresh-token-0009' }]);
    expect(store.get(sessionAtom)).toMatchObject({ tokens: null, cookiePolicyAgreed: true });
  });

  test('from the moment signOut starts, no request carries the old token; logout itself still does', async () => {
    const sent: Array<{ path: string; authorization: string | null }> = [];
    let answerLogout: (response: Response) => void = () => {};
    fakeServer((path, request) => {
      sent.push({ path, authorization: request.headers.get('authorization') });
      if (path === '/api/v1/logout') return new Promise<Response>((resolve) => (answerLogout = resolve)) as never;
      return ok({ ok: true });
    });
    const tokens = authTokensFor({ sub: 'u1' }, 'refresh-token-0010');
    applyTokens(tokens, 'arena');
    const leaving = signOut();
    // A check the screen starts while the server is still signing the token out.
    await http.request('GET', '/api/v1/consent-prompt/answers', {
      schema: { safeParse: (v: unknown) => ({ success: true, data: v }) } as never,
    });
    await vi.waitFor(() => expect(sent.map((x) => x.path)).toContain('/api/v1/logout'));
    answerLogout(new Response(null, { status: 204 }));
    await expect(leaving).resolves.toBe(true);
    expect(sent).toEqual([
      { path: '/api/v1/consent-prompt/answers', authorization: null },
      { path: '/api/v1/logout', authorization: `Bearer ${tokens.authorisationToken}` },
    ]);
  });
});

describe('the core http client writes the session', () => {
  test('a replacement token lands in the session (and storage), block-reason VPN in the block state, date in the clock offset', async () => {
    stops.push(persistSession('arena'));
    applyTokens(authTokensFor({ sub: 'u1' }), 'arena');
    const replacement = tokenFor({ sub: 'u1', iat: 1 });
    const serverDate = new Date(Date.now() + 3_600_000).toUTCString();
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ ok: true }), {
          headers: {
            'content-type': 'application/json',
            'replacement-authorization': `Bearer ${replacement}`,
            'block-reason': 'VPN',
            date: serverDate,
          },
        }),
    );
    await http.call('logout', { body: {} });
    expect(store.get(sessionAtom).tokens?.authorisationToken).toBe(replacement);
    expect((stored()?.tokens as { authorisationToken?: string } | null)?.authorisationToken).toBe(replacement);
    expect(store.get(blockReasonAtom)).toBe('VPN');
    expect(store.get(clockOffsetAtom)).toBeGreaterThan(3_590_000);
    store.set(blockReasonAtom, null);
    store.set(clockOffsetAtom, 0);
  });
});

describe('several tabs', () => {
  test("another tab's refresh or sign-out is taken over (a spent refresh token is never used again)", () => {
    stops.push(persistSession('arena'));
    applyTokens(authTokensFor({ sub: 'u1' }, 'refresh-token-0001'), 'arena');
    const rotated = authTokensFor({ sub: 'u1', iat: 5 }, 'refresh-token-0002');
    const newValue = JSON.stringify({ tokens: rotated, cookiePolicyAgreed: false, shouldDisplaySmartBanner: true });
    window.dispatchEvent(new StorageEvent('storage', { key: sessionStorageKey('arena'), newValue }));
    expect(store.get(sessionAtom).tokens?.refreshToken).toBe('refresh-token-0002');
    window.dispatchEvent(new StorageEvent('storage', { key: sessionStorageKey('cinema'), newValue: null }));
    expect(store.get(roleAtom)).toBe('CUSTOMER');
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: sessionStorageKey('arena'),
        newValue: JSON.stringify({ tokens: null, cookiePolicyAgreed: true }),
      }),
    );
    expect(store.get(roleAtom)).toBe('UNAUTHENTICATED');
  });
});
