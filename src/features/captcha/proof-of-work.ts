// Looks for the nonce that solves a proof-of-work challenge (contracts/proof-of-work.ts)
// without holding up the page: the hashes go to crypto.subtle in batches (the browser computes
// them off the main thread and resumes this code as a new task), and after every slice of
// SLICE_MS the search yields outright, so taps, scrolling and the status text come first.
import { leadingZeroBits, proofInput, type CaptchaChallenge } from '../../contracts/proof-of-work.ts';
import { yieldToMain } from '../../lib/main-thread.ts';

/** Digests asked for at once: enough to keep the crypto thread busy, few enough to stop soon after a hit. */
export const BATCH = 32;
/** Longest run of work between yields, well under the 50 ms that input would feel. */
export const SLICE_MS = 8;

export type SearchOptions = {
  /** SHA-256 of the bytes; crypto.subtle by default. */
  digest?: (data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer>;
  /** Gives the main thread back between slices; yieldToMain by default. */
  pause?: () => Promise<void>;
  /** Milliseconds, for the slices and the deadline. */
  clock?: () => number;
  /** When (by `clock`) the challenge expires: the search stops there, the server would refuse it. */
  deadline?: number;
};

export class ChallengeNotSolved extends Error {
  override readonly name = 'ChallengeNotSolved';
}

export async function findNonce(challenge: CaptchaChallenge, options: SearchOptions = {}): Promise<string> {
  const digest = options.digest ?? ((data) => crypto.subtle.digest(challenge.algorithm, data));
  const pause = options.pause ?? yieldToMain;
  const clock = options.clock ?? Date.now;
  const encoder = new TextEncoder();
  // 64 times the expected number of tries: missing by then (a chance of e^-64) means the
  // challenge cannot be what it claims, and the device has worked long enough.
  const limit = 2 ** (challenge.difficulty + 6);
  let sliceStart = clock();
  for (let start = 0; start < limit; start += BATCH) {
    const inputs = Array.from({ length: BATCH }, (_, i) => encoder.encode(proofInput(challenge.salt, String(start + i))));
    const hashes = await Promise.all(inputs.map((input) => digest(input)));
    const hit = hashes.findIndex((hash) => leadingZeroBits(new Uint8Array(hash)) >= challenge.difficulty);
    if (hit >= 0) return String(start + hit);
    const now = clock();
    if (options.deadline !== undefined && now > options.deadline)
      throw new ChallengeNotSolved('The challenge expired before it was solved');
    if (now - sliceStart >= SLICE_MS) {
      await pause();
      sliceStart = clock();
    }
  }
  throw new ChallengeNotSolved(`No nonce within ${limit} tries`);
}
