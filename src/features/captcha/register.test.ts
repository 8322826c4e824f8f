// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { HEADER } from '../../contracts/headers.ts';
import { http } from '../../lib/core/index.ts';
import { ApiRequestError } from '../../lib/http-errors.ts';
import { registerCaptchaSolver } from './register.ts';
import { answeredNonce, challengeBody, solves, testChallenge } from './test-challenges.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const challenge = testChallenge({ difficulty: 9 });
const requests: Request[] = [];
let reply: (request: Request) => Response;

beforeEach(() => {
  requests.length = 0;
  // The server of the captcha realm: a challenge, then `{ ok }` for a right answer.
  reply = (request) => {
    const nonce = answeredNonce(request.headers.get(HEADER.challenge), challenge);
    if (nonce !== null && solves(challenge, nonce)) return json({ ok: true });
    return json(challengeBody(challenge, nonce === null ? undefined : 'wrong'), 428);
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return reply(request);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const ask = () => http.call('passwordRequest', { body: { email: 'viewer@cinema.example' } });

describe('the registered solver', () => {
  test("answers the app client's challenges: the call is sent again once, with the solved challenge", async () => {
    const unregister = registerCaptchaSolver();
    try {
      await expect(ask()).resolves.toEqual({ ok: true });
    } finally {
      unregister();
    }
    expect(requests).toHaveLength(2);
    expect(requests[0]?.headers.has(HEADER.challenge)).toBe(false);
    const nonce = answeredNonce(requests[1]?.headers.get(HEADER.challenge) ?? null, challenge);
    expect(nonce !== null && solves(challenge, nonce)).toBe(true);
  });

  test('a challenge it cannot meet ends as the server refusal, without another request', async () => {
    const expired = testChallenge({ difficulty: 22, expiresAt: new Date(Date.now() - 1000).toISOString() });
    reply = () => json(challengeBody(expired), 428);
    const unregister = registerCaptchaSolver();
    try {
      const failure = await ask().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiRequestError);
      expect(failure).toMatchObject({ status: 428, body: { messageKey: 'challengeFailed' } });
    } finally {
      unregister();
    }
    expect(requests).toHaveLength(1);
  });

  test('unregistered, a challenge is the caller’s error again', async () => {
    registerCaptchaSolver()();
    await expect(ask()).rejects.toMatchObject({ status: 428 });
    expect(requests).toHaveLength(1);
  });

  test('the registration loads the solver only on demand (no static import of it)', () => {
    const source = readFileSync(join(process.cwd(), 'src/features/captcha/register.ts'), 'utf8');
    expect(source).toMatch(/import\('\.\/solve\.ts'\)/);
    expect(source).not.toMatch(/^import[^;]*from '\.\/(solve|proof-of-work)\.ts'/m);
  });
});
