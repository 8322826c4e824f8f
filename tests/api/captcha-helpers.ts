// What the API tests need of the built-in captcha: reading the challenge of a 428 answer,
// solving it as the app does (a nonce whose SHA-256 of `salt:nonce` has the zero bits), and
// calling an operation the way the app's http client does — once, and again with the solved
// challenge when the realm asks for one.
import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { challengeDetails, type ChallengeDetails } from '../../src/contracts/captcha.ts';
import { HEADER } from '../../src/contracts/headers.ts';
import type { OperationId } from '../../src/contracts/operations.ts';
import { leadingZeroBits, proofInput, type CaptchaChallenge } from '../../src/contracts/proof-of-work.ts';
import type { Harness } from './harness.ts';
import { call, errorOf, type CallOptions } from './session-helpers.ts';

/** The details of a 428 answer, checked against the contract. */
export function challengeOf(res: LightMyRequestResponse): ChallengeDetails {
  if (res.statusCode !== 428) throw new Error(`expected a challenge, got ${res.statusCode}: ${res.body}`);
  return challengeDetails.parse(errorOf(res).details);
}

/** Whether `nonce` solves `challenge`, hashed here independently of the server's code. */
export function solvesChallenge(challenge: CaptchaChallenge, nonce: string): boolean {
  return leadingZeroBits(createHash('sha256').update(proofInput(challenge.salt, nonce)).digest()) >= challenge.difficulty;
}

/** The first nonce (counting from `from`) that does, or does not, solve the challenge. */
export function findNonce(challenge: CaptchaChallenge, { solving = true, from = 0 } = {}): string {
  for (let n = from; ; n++) if (solvesChallenge(challenge, String(n)) === solving) return String(n);
}

/** The `x-challenge` header answering `challenge` with `nonce` (spec §3 challenge answer). */
export function answerHeader(challenge: { id: string }, nonce: string): Record<string, string> {
  return { [HEADER.challenge]: JSON.stringify({ id: challenge.id, secrets: [{ type: 'CAPTCHA', value: nonce }] }) };
}

/** Calls once; when the answer is a challenge, solves it and calls again with the answer. */
export async function callSolving<Id extends OperationId>(
  h: Harness,
  realm: string,
  id: Id,
  options: CallOptions<Id> = {},
): Promise<LightMyRequestResponse> {
  const first = await call(h, realm, id, options);
  if (first.statusCode !== 428) return first;
  const { challenge } = challengeOf(first);
  return call(h, realm, id, { ...options, headers: { ...options.headers, ...answerHeader(challenge, findNonce(challenge)) } });
}
