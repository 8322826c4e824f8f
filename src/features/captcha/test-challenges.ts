// Challenges and 428 answers for the captcha's unit tests, and an independent check of a
// solution (Node's own SHA-256, not the code under test).
import { createHash } from 'node:crypto';
import type { ApiError } from '../../contracts/errors.ts';
import { leadingZeroBits, proofInput, type CaptchaChallenge } from '../../contracts/proof-of-work.ts';

export function testChallenge(overrides: Partial<CaptchaChallenge> = {}): CaptchaChallenge {
  return {
    id: '5f0c7a52-6a3e-4d55-9d0e-3b7f3c1e2a10',
    algorithm: 'SHA-256',
    salt: 'dGVzdC1zYWx0LTAx',
    difficulty: 8,
    expiresAt: new Date(Date.now() + 120_000).toISOString(),
    ...overrides,
  };
}

/** The server's 428 body for `challenge` (src/server/services/captcha). */
export function challengeBody(challenge: CaptchaChallenge, reason?: string): ApiError {
  return {
    status: 428,
    code: 'CHALLENGE_REQUIRED',
    message: 'Solve the challenge and send the answer',
    messageKey: 'challengeFailed',
    details: { challengeId: challenge.id, challenge, ...(reason ? { reason } : {}) },
    requestId: 'req-428',
  };
}

export function solves(challenge: CaptchaChallenge, nonce: string): boolean {
  return leadingZeroBits(createHash('sha256').update(proofInput(challenge.salt, nonce)).digest()) >= challenge.difficulty;
}

/** The nonce of an `x-challenge` header, when it answers `challenge`'s id with one CAPTCHA secret. */
export function answeredNonce(header: string | null, challenge: CaptchaChallenge): string | null {
  if (!header) return null;
  const answer = JSON.parse(header) as { id?: unknown; secrets?: { type?: unknown; value?: unknown }[] };
  const secret = answer.secrets?.[0];
  if (answer.id !== challenge.id || answer.secrets?.length !== 1 || secret?.type !== 'CAPTCHA') return null;
  return typeof secret.value === 'string' ? secret.value : null;
}
