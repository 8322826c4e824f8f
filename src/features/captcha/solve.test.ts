import { describe, expect, test } from 'vitest';
import { isSolvingChallenge } from '../../lib/core/challenge.ts';
import { ApiRequestError } from '../../lib/http-errors.ts';
import type { ChallengeRequest } from '../../lib/http.ts';
import { solveChallenge } from './solve.ts';
import { challengeBody, solves, testChallenge } from './test-challenges.ts';

const requestFor = (body: ReturnType<typeof challengeBody>, id: string | null = body.details?.challengeId as string): ChallengeRequest => ({
  id,
  path: '/api/v1/user',
  error: new ApiRequestError('/api/v1/user', 428, body),
});

describe('solveChallenge', () => {
  test('answers with a nonce that solves the challenge, marked as solving while it works', async () => {
    const challenge = testChallenge({ difficulty: 10 });
    const solving = solveChallenge(requestFor(challengeBody(challenge)));
    expect(isSolvingChallenge()).toBe(true);
    const nonce = await solving;
    expect(isSolvingChallenge()).toBe(false);
    expect(solves(challenge, nonce)).toBe(true);
  });

  test.each([
    ['no challenge in the answer', requestFor({ ...challengeBody(testChallenge()), details: { challengeId: 'x' } }, 'x')],
    ['a challenge of another id', requestFor(challengeBody(testChallenge()), '00000000-0000-4000-8000-000000000000')],
    ['an algorithm it does not know', requestFor(challengeBody({ ...testChallenge(), algorithm: 'MD5' as 'SHA-256' }))],
    [
      'a challenge already expired',
      requestFor(challengeBody(testChallenge({ difficulty: 22, expiresAt: new Date(Date.now() - 1000).toISOString() }))),
    ],
  ])('fails with the server refusal itself on %s (the form shows "challenge failed")', async (_what, request) => {
    await expect(solveChallenge(request)).rejects.toBe(request.error);
    expect(isSolvingChallenge()).toBe(false);
  });
});
