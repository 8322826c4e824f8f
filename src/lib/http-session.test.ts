// The http client's session behaviours (spec §7, §4, §8) with a faked fetch and a plain session.
import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { EXPIRY_MARGIN_MS, bearerFor } from './http.ts';
import { ApiRequestError } from './http-errors.ts';
import { FakeSession, NOW, apiError, held, json, path, setup, thing } from './testing/http-fakes.ts';
import { authTokensFor, tokenFor } from './testing/tokens.ts';

describe('headers every call carries', () => {
  test('accept and content type on a read without a body, and a write without a body sends {}', async () => {
    const { http, requests } = setup(() => json({ name: 'ok' }), undefined);
    await http.request('GET', '/api/thing', { schema: thing });
    await http.request('POST', '/api/thing', { schema: thing });
    expect(requests[0]?.headers.get('accept')).toBe('application/json');
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(requests[1]?.headers.get('content-type')).toBe('application/json');
    expect(await requests[1]?.text()).toBe('{}');
  });

  test('the language header is the active locale, else the stored one, else the browser language, with hyphens', async () => {
    const active = setup(() => json({ name: 'ok' }), undefined, { locale: 'pt_BR', storedLocale: 'es_ES' });
    await active.http.request('GET', '/api/thing', { schema: thing });
    expect(active.requests[0]?.headers.get('accept-language')).toBe('pt-BR');
    const stored = setup(() => json({ name: 'ok' }), undefined, { storedLocale: 'es_ES' });
    await stored.http.request('GET', '/api/thing', { schema: thing });
    expect(stored.requests[0]?.headers.get('accept-language')).toBe('es-ES');
    const browser = setup(() => json({ name: 'ok' }), undefined);
    await browser.http.request('GET', '/api/thing', { schema: thing });
    expect(browser.requests[0]?.headers.get('accept-language')).toBe(navigator.language.replace('_', '-'));
  });
});

describe('authorisation', () => {
  test('a held token is sent as a bearer; init sends Mixed {token} {refresh}; no token, no header', async () => {
    const session = new FakeSession(held());
    const { http, requests } = setup(() => json({ ok: true }), session);
    await http.call('logout', { body: {} });
    expect(requests[0]?.headers.get('authorization')).toBe(`Bearer ${session.held?.authorisationToken}`);
    await http.request('GET', '/api/v1/init/', { schema: z.unknown(), auth: 'mixed' });
    expect(requests[1]?.headers.get('authorization')).toBe(`Mixed ${session.held?.authorisationToken} refresh-token-0001`);
    session.held = null;
    await http.call('section', { params: { name: 'home' } } as never).catch(() => {});
    expect(requests[2]?.headers.has('authorization')).toBe(false);
  });

  test('a call only a signed-in viewer may make is not sent without a token: a local 401', async () => {
    const session = new FakeSession(null);
    const { http, requests } = setup(() => json({ ok: true }), session);
    await expect(http.call('consentAnswers')).rejects.toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
    expect(requests).toHaveLength(0);
  });

  test('a call begun for a viewer who signs out before it is sent (it waited on a refresh) is abandoned, not sent as nobody', async () => {
    const session = new FakeSession(held(NOW / 1000 - 60));
    let answerRefresh: (response: Response) => void = () => {};
    const { http, requests } = setup(
      (request) =>
        new URL(request.url).pathname === '/api/v1/token/refresh'
          ? new Promise<Response>((resolve) => (answerRefresh = resolve))
          : json({ ok: true }),
      session,
    );
    const pending = http.request('GET', '/api/v1/consent-prompt/answers', { schema: z.unknown() });
    await vi.waitFor(() => expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/api/v1/token/refresh']));
    // The sign-out, while the refresh is out: the session is cleared, the viewer's calls abandoned.
    session.held = null;
    http.abandonViewerRequests();
    answerRefresh(apiError(503, 'INTERNAL'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/api/v1/token/refresh']);
  });

  test('the bearer policy: operations with auth and every client call; a guest reads public content without it', () => {
    expect(bearerFor('init', false)).toBe('mixed');
    expect(bearerFor('init', true)).toBe('mixed');
    expect(bearerFor('userProfile', true)).toBe('bearer');
    expect(bearerFor('section', false)).toBe('bearer');
    expect(bearerFor('section', true)).toBe('none');
    expect(bearerFor('menu', true)).toBe('none');
    expect(bearerFor('guestCheckin', true)).toBe('bearer');
    expect(bearerFor('realmByName', false)).toBe('none');
  });
});

describe('response headers', () => {
  test('replacement-authorization swaps the token; date sets the clock offset; x-request-id is recorded', async () => {
    const session = new FakeSession(held());
    const replacement = tokenFor({ sub: 'user-1', exp: NOW / 1000 + 1800 });
    const serverDate = new Date(NOW + 120_000).toUTCString();
    const { http, requests } = setup(
      () => json({ name: 'ok' }, 200, { 'replacement-authorization': `Bearer ${replacement}`, date: serverDate, 'x-request-id': 'req-42' }),
      session,
    );
    await http.request('GET', '/api/thing', { schema: thing });
    expect(session.held?.authorisationToken).toBe(replacement);
    expect(session.offset).toBe(120_000);
    expect(session.requestIds).toEqual(['req-42']);
    await http.request('GET', '/api/thing', { schema: thing });
    expect(requests[1]?.headers.get('authorization')).toBe(`Bearer ${replacement}`);
  });

  test('block-reason VPN is reported, on errors too', async () => {
    const session = new FakeSession(null);
    const { http } = setup(() => new Response('{}', { status: 403, headers: { 'block-reason': 'VPN' } }), session);
    await expect(http.request('GET', '/api/thing', { schema: thing })).rejects.toBeInstanceOf(ApiRequestError);
    expect(session.blocks).toEqual(['VPN']);
  });

  test('an error body that is not JSON is an empty object: no code, no crash, the status kept', async () => {
    const { http } = setup(
      () => new Response('<html>oops</html>', { status: 401, headers: { 'content-type': 'text/html' } }),
      new FakeSession(held()),
    );
    const error = await http.request('GET', '/api/thing', { schema: thing }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 401, body: null });
  });
});

describe('refresh', () => {
  // A different token from the held one (another iat), as a refresh answers.
  const fresh = authTokensFor({ exp: NOW / 1000 + 900, iat: NOW / 1000 }, 'refresh-token-0002');

  test('401 TOKEN_EXPIRED refreshes once and retries with the new token', async () => {
    const session = new FakeSession(held());
    const old = session.held?.authorisationToken;
    const { http, requests } = setup((request) => {
      if (path(request) === '/api/v1/token/refresh') return json(fresh);
      return request.headers.get('authorization') === `Bearer ${old}`
        ? apiError(401, 'TOKEN_EXPIRED', 'sessionExpired')
        : json({ name: 'ok' });
    }, session);
    await expect(http.request('GET', '/api/thing', { schema: thing })).resolves.toEqual({ name: 'ok' });
    expect(requests.map(path)).toEqual(['/api/thing', '/api/v1/token/refresh', '/api/thing']);
    expect(JSON.parse((await requests[1]?.text()) ?? '')).toEqual({ refreshToken: 'refresh-token-0001' });
    expect(requests[1]?.headers.get('authorization')).toBe(`Bearer ${old}`);
    expect(requests[2]?.headers.get('authorization')).toBe(`Bearer ${fresh.authorisationToken}`);
  });

  test('concurrent expired calls share one refresh', async () => {
    const session = new FakeSession(held());
    const old = session.held?.authorisationToken;
    let refreshes = 0;
    const { http } = setup(async (request) => {
      if (path(request) === '/api/v1/token/refresh') {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return json(fresh);
      }
      return request.headers.get('authorization') === `Bearer ${old}` ? apiError(401, 'TOKEN_EXPIRED') : json({ name: 'ok' });
    }, session);
    const results = await Promise.all([1, 2, 3].map(() => http.request('GET', '/api/thing', { schema: thing })));
    expect(results).toEqual([{ name: 'ok' }, { name: 'ok' }, { name: 'ok' }]);
    expect(refreshes).toBe(1);
  });

  test('a token already expired by the server clock is refreshed before sending', async () => {
    const session = new FakeSession(held(NOW / 1000 + 60));
    // The device clock says a minute is left; the server is two minutes ahead.
    session.offset = 120_000;
    const { http, requests } = setup(
      (request) => (path(request) === '/api/v1/token/refresh' ? json(fresh) : json({ name: 'ok' })),
      session,
    );
    await http.request('GET', '/api/thing', { schema: thing });
    expect(requests.map(path)).toEqual(['/api/v1/token/refresh', '/api/thing']);
    expect(EXPIRY_MARGIN_MS).toBeLessThan(60_000);
  });

  test('a failed refresh ends the session (sessionExpired) and the original error propagates', async () => {
    const session = new FakeSession(held());
    const { http, requests } = setup(
      (request) =>
        path(request) === '/api/v1/token/refresh' ? apiError(401, 'REVOKED', 'sessionExpired') : apiError(401, 'TOKEN_EXPIRED'),
      session,
    );
    const error = await http.request('GET', '/api/thing', { schema: thing }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, body: { code: 'TOKEN_EXPIRED' } });
    expect(session.failedRefreshes).toBe(1);
    expect(requests.map(path)).toEqual(['/api/thing', '/api/v1/token/refresh']);
  });

  test('a refresh that cannot reach the server keeps the session, and the call is still sent (the worker may answer it)', async () => {
    const session = new FakeSession(held(NOW / 1000 - 60));
    const { http, requests } = setup((request) => {
      if (path(request) === '/api/v1/token/refresh') throw new TypeError('Failed to fetch');
      return json({ name: 'cached' });
    }, session);
    await expect(http.request('GET', '/api/thing', { schema: thing })).resolves.toEqual({ name: 'cached' });
    expect(session.failedRefreshes).toBe(0);
    expect(session.held).not.toBeNull();
    expect(requests.map(path)).toEqual(['/api/v1/token/refresh', '/api/thing']);
  });

  test('a token refused as signed out or revoked (UNAUTHORIZED) is refreshed once; a refused refresh ends the session', async () => {
    // Signed out on another device, or a password reset there: the refresh token is revoked too.
    const session = new FakeSession(held());
    const { http, requests } = setup(
      (request) =>
        path(request) === '/api/v1/token/refresh'
          ? apiError(401, 'REVOKED', 'sessionExpired')
          : apiError(401, 'UNAUTHORIZED', 'failedAuthentication'),
      session,
    );
    const error = await http.request('GET', '/api/thing', { schema: thing }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
    expect(requests.map(path)).toEqual(['/api/thing', '/api/v1/token/refresh']);
    expect(session.failedRefreshes).toBe(1);
  });

  test('a refused token whose refresh is granted is retried with the new one, once', async () => {
    const session = new FakeSession(held());
    const old = session.held?.authorisationToken;
    const { http, requests } = setup((request) => {
      if (path(request) === '/api/v1/token/refresh') return json(fresh);
      return request.headers.get('authorization') === `Bearer ${old}` ? apiError(401, 'UNAUTHORIZED') : json({ name: 'ok' });
    }, session);
    await expect(http.request('GET', '/api/thing', { schema: thing })).resolves.toEqual({ name: 'ok' });
    expect(requests.map(path)).toEqual(['/api/thing', '/api/v1/token/refresh', '/api/thing']);
    // Refused again after the refresh: the error is the caller's, with no second refresh.
    const { http: again, requests: sent } = setup(
      (request) => (path(request) === '/api/v1/token/refresh' ? json(fresh) : apiError(401, 'UNAUTHORIZED')),
      new FakeSession(held()),
    );
    await expect(again.request('GET', '/api/thing', { schema: thing })).rejects.toBeInstanceOf(ApiRequestError);
    expect(sent.map(path)).toEqual(['/api/thing', '/api/v1/token/refresh', '/api/thing']);
  });

  test('a 401 to a call sent without a token is not refreshed', async () => {
    const session = new FakeSession(held());
    const { http, requests } = setup(() => apiError(401, 'UNAUTHORIZED', 'failedAuthentication'), session);
    await expect(http.request('GET', '/api/thing', { schema: thing, auth: 'none' })).rejects.toBeInstanceOf(ApiRequestError);
    expect(requests).toHaveLength(1);
    expect(session.failedRefreshes).toBe(0);
  });
});

describe('challenge', () => {
  test('428 waits for the solver and retries once with the solved challenge', async () => {
    const session = new FakeSession(null);
    const asked: (string | null)[] = [];
    session.solver = async ({ id }) => {
      asked.push(id);
      return 'captcha-token';
    };
    const { http, requests } = setup(
      (request) =>
        request.headers.has('x-challenge') ? json({ name: 'ok' }) : apiError(428, 'CHALLENGE_REQUIRED', 'generic', { challengeId: 'ch-1' }),
      session,
    );
    await expect(http.request('POST', '/api/thing', { schema: thing, body: {} })).resolves.toEqual({ name: 'ok' });
    expect(asked).toEqual(['ch-1']);
    expect(JSON.parse(requests[1]?.headers.get('x-challenge') ?? '')).toEqual({
      id: 'ch-1',
      secrets: [{ type: 'CAPTCHA', value: 'captcha-token' }],
    });
  });

  test('the code alone counts as a challenge; a second challenge is an error', async () => {
    const session = new FakeSession(null);
    session.solver = async () => 'captcha-token';
    const { http, requests } = setup(() => apiError(403, 'CHALLENGE_REQUIRED'), session);
    await expect(http.request('POST', '/api/thing', { schema: thing, body: {} })).rejects.toMatchObject({ status: 403 });
    expect(requests).toHaveLength(2);
  });

  test('without a registered solver the challenge error propagates', async () => {
    const { http, requests } = setup(() => apiError(428, 'CHALLENGE_REQUIRED'), new FakeSession(null));
    await expect(http.request('POST', '/api/thing', { schema: thing, body: {} })).rejects.toMatchObject({ status: 428 });
    expect(requests).toHaveLength(1);
  });
});

describe('signing out', () => {
  test("abandoning the viewer's requests aborts those in flight with the token, not the public ones", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reached: () => void = () => {};
    const bothSent = new Promise<void>((resolve) => (reached = resolve));
    let sent = 0;
    // The server answers once released; like a real fetch, an aborted request rejects at once.
    const { http } = setup(async (request) => {
      if (++sent === 2) reached();
      const aborted = new Promise<never>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
      await Promise.race([gate, aborted]);
      return json({ name: request.headers.has('authorization') ? 'viewer' : 'public' });
    }, new FakeSession(held()));
    const forViewer = http.request('GET', '/api/mine', { schema: thing });
    const publicRead = http.request('GET', '/api/public', { schema: thing, auth: 'none' });
    await bothSent;
    http.abandonViewerRequests();
    release();
    await expect(forViewer).rejects.toBeTruthy();
    await expect(publicRead).resolves.toEqual({ name: 'public' });
    // A request made afterwards is not affected.
    await expect(http.request('GET', '/api/mine', { schema: thing })).resolves.toEqual({ name: 'viewer' });
  });
});
