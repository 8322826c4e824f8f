import { afterEach, describe, expect, it, vi } from 'vitest';
import { startWhenIdle } from './main-thread.ts';

/** A fake idle queue: each period grants `budget` ms, measured on a clock the jobs advance. */
function fakeIdle(budget: number) {
  let clock = 0;
  let periods = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => {
    periods += 1;
    const end = clock + budget;
    queueMicrotask(() => run({ didTimeout: false, timeRemaining: () => Math.max(0, end - clock) }));
    return periods;
  });
  return { advance: (ms: number) => (clock += ms), periods: () => periods };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('startWhenIdle', () => {
  it('starts quick jobs together in one idle period and returns their promises in order', async () => {
    const idle = fakeIdle(50);
    const started = await startWhenIdle([1, 2, 3].map((n) => () => Promise.resolve(n)));
    expect(await Promise.all(started)).toEqual([1, 2, 3]);
    expect(idle.periods()).toBe(1);
  });

  it('stops a slice after 5 ms even when the period has more to give', async () => {
    const idle = fakeIdle(50);
    const jobs = Array.from({ length: 6 }, () => () => Promise.resolve(idle.advance(2)));
    await startWhenIdle(jobs);
    // 2 ms a job: three jobs reach 6 ms, past the slice, so six jobs take two periods.
    expect(idle.periods()).toBe(2);
  });

  it("counts a job's own continuation towards the slice, and starts each job in a task of its own", async () => {
    const idle = fakeIdle(50);
    const order: string[] = [];
    const jobs = Array.from({ length: 6 }, (_, n) => async () => {
      order.push(`start ${n}`);
      await null;
      idle.advance(2);
      order.push(`continued ${n}`);
    });
    await startWhenIdle(jobs);
    expect(order.slice(0, 4)).toEqual(['start 0', 'continued 0', 'start 1', 'continued 1']);
    // 2 ms in each job's continuation: three jobs reach 6 ms, past the slice.
    expect(idle.periods()).toBe(2);
  });

  it('starts one job a period when the browser has no idle time to give', async () => {
    const idle = fakeIdle(0);
    const done: number[] = [];
    await startWhenIdle([1, 2, 3].map((n) => () => Promise.resolve(done.push(n))));
    expect(done).toEqual([1, 2, 3]);
    expect(idle.periods()).toBe(3);
  });

  it('starts nothing and waits for nothing without jobs', async () => {
    const idle = fakeIdle(50);
    expect(await startWhenIdle([])).toEqual([]);
    expect(idle.periods()).toBe(0);
  });
});
