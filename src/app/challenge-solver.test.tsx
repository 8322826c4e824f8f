// The captcha solver as the app registers it at start-up (session-effects.ts), with the
// sign-in screen: a challenged sign-in is solved without the visitor doing anything, and one
// the server still refuses shows the spec's "challenge failed" message.
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { HEADER } from '../contracts/headers.ts';
import { leadingZeroBits, proofInput, type CaptchaChallenge } from '../contracts/proof-of-work.ts';
import { LoginScreen } from '../features/session/LoginScreen.tsx';
import { EMPTY_SESSION, bootStateAtom, readyRealmAtom, sessionAtom, store } from '../lib/core/index.ts';
import { applyLabels } from '../lib/i18n.ts';
import { readyRealmFixture } from '../lib/testing/fixtures.ts';
import { renderRoutes } from '../ui/testing/render.tsx';
import { useChallengeSolver } from './session-effects.ts';

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

const now = () => Math.floor(Date.now() / 1000);
const tokens = () => ({
  authorisationToken: jwt({
    sub: 'u1',
    gue: false,
    rol: ['CUSTOMER'],
    exp: now() + 900,
    iat: now(),
    aud: 'arena',
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

const challenge: CaptchaChallenge = {
  id: '9a7e4a2c-1d2b-4c3d-8e4f-5a6b7c8d9e0f',
  algorithm: 'SHA-256',
  salt: 'bG9naW4tc2FsdA',
  difficulty: 8,
  expiresAt: new Date(Date.now() + 120_000).toISOString(),
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const challenged = () =>
  json(
    {
      status: 428,
      code: 'CHALLENGE_REQUIRED',
      message: 'Solve the challenge and send the answer',
      messageKey: 'challengeFailed',
      details: { challengeId: challenge.id, challenge },
      requestId: 'r1',
    },
    428,
  );

/** The nonce the request answers the challenge with, checked with Node's own SHA-256. */
async function solvedBy(request: Request): Promise<boolean> {
  const header = request.headers.get(HEADER.challenge);
  if (!header) return false;
  const answer = JSON.parse(header) as { id: string; secrets: { type: string; value: string }[] };
  const value = answer.secrets[0]?.value ?? '';
  const { createHash } = await import('node:crypto');
  const hash = createHash('sha256').update(proofInput(challenge.salt, value)).digest();
  return answer.id === challenge.id && answer.secrets[0]?.type === 'CAPTCHA' && leadingZeroBits(hash) >= challenge.difficulty;
}

let reply: (request: Request) => Promise<Response>;
const requests: Request[] = [];

beforeEach(async () => {
  await applyLabels('en_US', null);
  store.set(sessionAtom, EMPTY_SESSION);
  requests.length = 0;
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

function WithSolver({ children }: { children: ReactNode }) {
  useChallengeSolver();
  return children;
}

function renderLogin() {
  store.set(readyRealmAtom, readyRealmFixture({ prefixRealm: null }));
  store.set(bootStateAtom, { status: 'ready' });
  return renderRoutes(
    [
      {
        path: '/login',
        element: (
          <WithSolver>
            <LoginScreen />
          </WithSolver>
        ),
      },
      { path: '/', element: <p>default target</p> },
    ],
    '/login',
  );
}

async function signIn(): Promise<void> {
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'viewer@cinema.example');
  await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo-pass-1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('a challenged sign-in', () => {
  test('is solved and sent again without the visitor doing anything', async () => {
    reply = async (request) => ((await solvedBy(request)) ? json(tokens()) : challenged());
    renderLogin();
    await signIn();
    await screen.findByText('default target');
    expect(store.get(sessionAtom).claims?.sub).toBe('u1');
    expect(requests).toHaveLength(2);
    expect(await solvedBy(requests[1] as Request)).toBe(true);
  });

  test('still refused after the answer: the security check failed, and the visitor can try again', async () => {
    reply = async () => challenged();
    renderLogin();
    await signIn();
    const area = screen.getByTestId('form-error');
    await waitFor(() => expect(area.textContent).toBe('The security check failed. Please try again'));
    await waitFor(() => expect(document.activeElement).toBe(area));
    expect(requests).toHaveLength(2);
    expect(screen.getByTestId('challenge-status').textContent).toBe('');
  });

  test('once the shell is gone the solver is too: a challenge is an error at once', async () => {
    reply = async () => challenged();
    renderLogin();
    cleanup();
    const { http } = await import('../lib/core/index.ts');
    await expect(http.call('login', { body: { email: 'a@b.example', secret: 'whatever' } })).rejects.toMatchObject({ status: 428 });
    expect(requests).toHaveLength(1);
  });
});
