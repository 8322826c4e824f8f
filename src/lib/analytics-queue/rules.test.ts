import { describe, expect, test } from 'vitest';
import { BACKOFF_MAX_MS, SESSION_TIMEOUT_MS, backoffDelay, sessionAt, uploadOutcome } from './rules.ts';

describe('upload status rules (spec §8), in their order', () => {
  test.each([
    [200, 'done'],
    [201, 'done'],
    [204, 'done'],
    [299, 'done'],
    // 5xx and 429 keep the batch: checked before "401 and above", which overlaps both.
    [500, 'retry'],
    [503, 'retry'],
    [599, 'retry'],
    [429, 'retry'],
    [401, 'stop'],
    [403, 'stop'],
    [404, 'stop'],
    [413, 'stop'],
    [499, 'stop'],
    // Others raise and retry: below 401, and no answer at all.
    [400, 'retry'],
    [304, 'retry'],
    [100, 'retry'],
    [null, 'retry'],
  ] as const)('%s → %s', (status, outcome) => {
    expect(uploadOutcome(status)).toBe(outcome);
  });
});

describe('backoff', () => {
  test('doubles per attempt from the batch interval, within the upper half of its step', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 0))).toEqual([250, 500, 1000, 2000]);
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 0.999999))).toEqual([500, 1000, 2000, 4000]);
  });

  test('stops growing at the maximum, however many attempts', () => {
    expect(backoffDelay(30, 0.999999)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(10_000, 0)).toBe(BACKOFF_MAX_MS / 2);
  });
});

describe('session timeout (30 minutes without an event)', () => {
  let n = 0;
  const newId = () => `s${++n}`;

  test('the first event starts a session; events within 30 minutes keep it and move its last activity', () => {
    const first = sessionAt(null, 1000, newId);
    const later = sessionAt(first, 1000 + SESSION_TIMEOUT_MS - 1, newId);
    expect(later).toEqual({ id: first.id, lastActivity: 1000 + SESSION_TIMEOUT_MS - 1 });
    // Measured from the last event, not the first.
    expect(sessionAt(later, later.lastActivity + SESSION_TIMEOUT_MS - 1, newId).id).toBe(first.id);
  });

  test('30 minutes of quiet start a new one', () => {
    const first = sessionAt(null, 0, newId);
    const next = sessionAt(first, SESSION_TIMEOUT_MS, newId);
    expect(next.id).not.toBe(first.id);
    expect(next.lastActivity).toBe(SESSION_TIMEOUT_MS);
  });
});
