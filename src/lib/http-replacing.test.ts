// The http client holding the viewer's calls while a new password, signing out everywhere or a
// confirmed email change replaces the session's tokens (lib/http.ts replacingSession, decision 0049).
import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { FakeSession, NOW, apiError, held, json, path, setup, thing, type Handler } from './testing/http-fakes.ts';
import { tokenFor } from './testing/tokens.ts';

describe('replacing the session (a new password, signing out everywhere)', () => {
  const oldToken = tokenFor({ exp: NOW / 1000 + 900, sub: 'user-1' });
  const newToken = tokenFor({ exp: NOW / 1000 + 900, sub: 'user-1', iat: NOW / 1000 + 1 });
  /** What the session holds once the change has answered. */
  const renewed = { ...held(undefined, false, newToken), refreshToken: 'refresh-token-0002' };

  /** A server that revokes `oldToken` once the replacing call has answered. */
  function revokingServer() {
    let revoked = false;
    let answerChange: () => void = () => {};
    const handler: Handler = async (request) => {
      const sent = request.headers.get('authorization')?.replace('Bearer ', '');
      if (new URL(request.url).pathname === '/api/v1/user/password') {
        await new Promise<void>((resolve) => (answerChange = resolve));
        revoked = true;
        return json({ authorisationToken: renewed.authorisationToken, refreshToken: renewed.refreshToken, exp: renewed.exp });
      }
      if (revoked && sent === oldToken) return apiError(401, 'REVOKED', 'sessionExpired');
      return json({ name: sent === newToken ? 'new' : sent === oldToken ? 'old' : 'nobody' });
    };
    return { handler, answer: () => answerChange() };
  }

  test("the viewer's calls made meanwhile wait, then go with the new tokens; public ones do not wait", async () => {
    const session = new FakeSession(held(undefined, false, oldToken));
    const server = revokingServer();
    const { http, requests } = setup(server.handler, session);
    const change = http.replacingSession(async (own) => {
      await own.request('POST', '/api/v1/user/password', { schema: z.unknown() });
      session.held = renewed;
    });
    await vi.waitFor(() => expect(requests.map(path)).toEqual(['/api/v1/user/password']));
    const mine = http.request('GET', '/api/mine', { schema: thing });
    await expect(http.request('GET', '/api/public', { schema: thing, auth: 'none' })).resolves.toEqual({ name: 'nobody' });
    expect(requests.map(path)).toEqual(['/api/v1/user/password', '/api/public']);
    server.answer();
    await change;
    await expect(mine).resolves.toEqual({ name: 'new' });
    expect(requests.map(path)).toEqual(['/api/v1/user/password', '/api/public', '/api/mine']);
  });

  test('a call sent just before, refused once the tokens are revoked, is sent again with the new ones (no refresh)', async () => {
    const session = new FakeSession(held(undefined, false, oldToken));
    const server = revokingServer();
    let answerEarly: () => void = () => {};
    const early = new Promise<void>((resolve) => (answerEarly = resolve));
    let refused: () => void = () => {};
    const slowRefused = new Promise<void>((resolve) => (refused = resolve));
    const { http, requests } = setup(async (request, body) => {
      if (path(request) !== '/api/slow') return server.handler(request, body);
      // The server reads this one only after the change has revoked the old token.
      await early;
      const answer = await server.handler(request, body);
      refused();
      return answer;
    }, session);
    const slow = http.request('GET', '/api/slow', { schema: thing });
    const change = http.replacingSession(async (own) => {
      await own.request('POST', '/api/v1/user/password', { schema: z.unknown() });
      answerEarly();
      await slowRefused;
      session.held = renewed;
    });
    await vi.waitFor(() => expect(requests.map(path)).toContain('/api/v1/user/password'));
    server.answer();
    await change;
    await expect(slow).resolves.toEqual({ name: 'new' });
    expect(session.failedRefreshes).toBe(0);
    expect(requests.map(path).filter((p) => p === '/api/v1/token/refresh')).toEqual([]);
  });

  test('after signing out everywhere, a viewer-only call that waited is not sent at all (a local 401)', async () => {
    const session = new FakeSession(held());
    let answerLogout: () => void = () => {};
    const { http, requests } = setup(async (request) => {
      if (path(request) === '/api/v1/logout') await new Promise<void>((resolve) => (answerLogout = resolve));
      return json({ ok: true });
    }, session);
    const everywhere = http.replacingSession(async (own) => {
      await own.call('logout', { body: { all: true } });
      session.held = null;
    });
    await vi.waitFor(() => expect(requests.map(path)).toEqual(['/api/v1/logout']));
    const answers = http.call('consentAnswers');
    answerLogout();
    await everywhere;
    await expect(answers).rejects.toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
    expect(requests.map(path)).toEqual(['/api/v1/logout']);
  });

  test('a failed replacement lets the waiting calls go with the tokens kept', async () => {
    const session = new FakeSession(held());
    const { http, requests } = setup(
      (request) => (path(request) === '/api/v1/user/password' ? apiError(400, 'VALIDATION') : json({ name: 'kept' })),
      session,
    );
    const kept = session.held?.authorisationToken;
    const change = http.replacingSession((own) => own.request('POST', '/api/v1/user/password', { schema: z.unknown() }));
    const mine = http.request('GET', '/api/mine', { schema: thing });
    await expect(change).rejects.toMatchObject({ status: 400 });
    await expect(mine).resolves.toEqual({ name: 'kept' });
    expect(requests[1]?.headers.get('authorization')).toBe(`Bearer ${kept}`);
  });
});
