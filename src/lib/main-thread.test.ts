import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWhenIdle, whenQuiet } from './main-thread.ts';

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

describe('whenQuiet', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Idle callbacks answered by hand, `gap` ms of the page's clock after each other. */
  function idleQueue() {
    let clock = 0;
    const waiting: IdleRequestCallback[] = [];
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => waiting.push(run));
    const deadline = { didTimeout: false, timeRemaining: () => 50 };
    return {
      /** Answers the pending callback after `gap` ms; false when none was pending. */
      answer(gap: number): boolean {
        const run = waiting.shift();
        if (!run) return false;
        clock += gap;
        run(deadline);
        return true;
      },
    };
  }

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return async () => {
      await Promise.resolve();
      await Promise.resolve();
      return done;
    };
  };

  it('resolves once the idle periods come one after another, and asks for no more', async () => {
    const idle = idleQueue();
    const isDone = settled(whenQuiet(3, 10_000));
    expect(idle.answer(50)).toBe(true);
    expect(idle.answer(50)).toBe(true);
    expect(await isDone()).toBe(false);
    expect(idle.answer(50)).toBe(true);
    expect(await isDone()).toBe(true);
    expect(idle.answer(50)).toBe(false);
  });

  it('starts counting again after a gap in which the page was busy', async () => {
    const idle = idleQueue();
    const isDone = settled(whenQuiet(3, 10_000));
    idle.answer(50);
    idle.answer(50);
    // 300 ms between two periods: the main thread had work in between.
    idle.answer(300);
    idle.answer(50);
    idle.answer(50);
    expect(await isDone()).toBe(false);
    idle.answer(50);
    expect(await isDone()).toBe(true);
  });

  it('resolves at the timeout on a page that never rests', async () => {
    idleQueue();
    const isDone = settled(whenQuiet(3, 10_000));
    vi.advanceTimersByTime(9_999);
    expect(await isDone()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await isDone()).toBe(true);
  });

  it('waits for the timeout where the browser has no idle callbacks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const isDone = settled(whenQuiet(3, 2_000));
    vi.advanceTimersByTime(2_000);
    expect(await isDone()).toBe(true);
  });
});
