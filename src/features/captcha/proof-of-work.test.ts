import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { leadingZeroBits, proofInput, type CaptchaChallenge } from '../../contracts/proof-of-work.ts';
import { BATCH, ChallengeNotSolved, SLICE_MS, findNonce } from './proof-of-work.ts';

const challenge = (difficulty: number, salt = 'dGVzdC1zYWx0LTAx'): CaptchaChallenge => ({
  id: '5f0c7a52-6a3e-4d55-9d0e-3b7f3c1e2a10',
  algorithm: 'SHA-256',
  salt,
  difficulty,
  expiresAt: '2030-01-01T00:00:00.000Z',
});

/** Checked with Node's own hash, not the code under test. */
const solves = (c: CaptchaChallenge, nonce: string) =>
  leadingZeroBits(createHash('sha256').update(proofInput(c.salt, nonce)).digest()) >= c.difficulty;

/** A hash that never has a zero bit at the front. */
const neverZero = async () => new Uint8Array(32).fill(0xff).buffer;

describe('findNonce', () => {
  test('finds the first nonce that solves the challenge, with crypto.subtle', async () => {
    for (const salt of ['c2FsdC1vbmU', 'c2FsdC10d28', 'c2FsdC10aHJlZQ']) {
      const c = challenge(10, salt);
      const nonce = await findNonce(c);
      expect(solves(c, nonce)).toBe(true);
      for (let n = 0; n < Number(nonce); n++) expect(solves(c, String(n))).toBe(false);
    }
  });

  test('asks for digests a batch at a time and gives the main thread back after each slice', async () => {
    let time = 0;
    let calls = 0;
    let inFlight = 0;
    let mostInFlight = 0;
    let pauses = 0;
    const search = findNonce(challenge(2), {
      digest: async () => {
        calls += 1;
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await Promise.resolve();
        inFlight -= 1;
        return neverZero();
      },
      // Each batch "takes" half a slice: a pause after every second one.
      clock: () => (time += SLICE_MS / 2),
      pause: async () => {
        pauses += 1;
      },
    });
    await expect(search).rejects.toBeInstanceOf(ChallengeNotSolved);
    // Given up after 2 ** (difficulty + 6) tries.
    expect(calls).toBe(2 ** 8);
    expect(mostInFlight).toBe(BATCH);
    expect(pauses).toBe(2 ** 8 / BATCH / 2);
  });

  test('stops once the challenge has expired (the server would refuse the answer)', async () => {
    let time = 1_000;
    let tried = 0;
    const search = findNonce(challenge(20), {
      digest: async () => {
        tried += 1;
        return neverZero();
      },
      clock: () => (time += 10),
      deadline: 1_050,
      pause: async () => {},
    });
    await expect(search).rejects.toThrow('expired');
    expect(tried).toBeLessThanOrEqual(BATCH * 5);
  });
});
