// Deterministic randomness for generated artwork: the same words always draw the same picture,
// so artwork URLs can be cached forever.
import { createHash } from 'node:crypto';
import { rngFromState, type Rng } from '../lib/rng.ts';

export type Random = Rng;

/** Seeded from a SHA-256 of the words, so near-identical seeds still draw unrelated pictures. */
export function randomFrom(...words: string[]): Random {
  return rngFromState(createHash('sha256').update(words.join('\u0000')).digest().readUInt32LE(0));
}
