// What the signed-in fuzz tests share (account-fuzz, commerce-fuzz): a body mutated from a valid
// one by the seeded generator, and the tally of answers every such test checks — never a 5xx,
// every refusal in the spec's error shape, and both answers and refusals of several kinds seen
// (a fuzz that only ever met one refusal tested nothing).
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { refusal } from './account-helpers.ts';

export type Pick = <T>(list: readonly T[]) => T;
export type Chance = (p: number) => boolean;

/**
 * `value` with some of its parts swapped for `nasty` ones: each field with probability `field`,
 * and now and then (`extra`) a field it does not have, named from `extraKeys`.
 */
export function mutateBody(
  value: unknown,
  rng: { pick: Pick; chance: Chance },
  nasty: readonly unknown[],
  odds: { field: number; extra: number; extraKeys: readonly string[] },
): unknown {
  const { pick, chance } = rng;
  const again = (v: unknown) => mutateBody(v, rng, nasty, odds);
  if (Array.isArray(value)) return chance(0.3) ? pick(nasty) : value.map(again);
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(([k, v]) => [k, chance(odds.field) ? pick(nasty) : again(v)] as const);
    if (chance(odds.extra)) entries.push([pick(odds.extraKeys), pick(nasty)]);
    return Object.fromEntries(entries);
  }
  return chance(0.5) ? pick(nasty) : value;
}

export function fuzzTally() {
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  return {
    /** One answer: a 5xx, or a refusal out of shape, is a failure named by `what`. */
    record(what: string, res: LightMyRequestResponse): void {
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const line = `${what} → ${res.statusCode}`;
      if (res.statusCode >= 500) failures.push(`${line}: ${res.body.slice(0, 200)}`);
      else if (res.statusCode >= 400) {
        try {
          refusal(res);
        } catch (error) {
          failures.push(`${line}: ${String(error)}`);
        }
      }
    },
    /** No failure, and more than `answers` kinds of success and `refusals` kinds of refusal seen. */
    expectSound(least: { answers: number; refusals: number }): void {
      expect(failures.slice(0, 10)).toEqual([]);
      expect([...statuses.keys()].filter((s) => s < 300).length).toBeGreaterThan(least.answers);
      expect([...statuses.keys()].filter((s) => s >= 400).length).toBeGreaterThan(least.refusals);
    },
  };
}
