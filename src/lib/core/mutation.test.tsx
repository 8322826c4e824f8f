import { act, renderHook, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { useMutation } from './mutation.ts';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

test('a run while one is in flight joins it instead of calling the action again', async () => {
  const pending = deferred<string>();
  const action = vi.fn(() => pending.promise);
  const { result } = renderHook(() => useMutation(action));
  let first: Promise<string | undefined> = Promise.resolve(undefined);
  let second: Promise<string | undefined> = Promise.resolve(undefined);
  act(() => {
    first = result.current.run('a');
    second = result.current.run('b');
  });
  expect(first).toBe(second);
  expect(action).toHaveBeenCalledTimes(1);
  expect(result.current.pending).toBe(true);
  await act(async () => pending.resolve('done'));
  await expect(first).resolves.toBe('done');
  expect(result.current.state).toEqual({ status: 'success', data: 'done' });
});

test('a failure is kept as state with the typed error, and reset clears it', async () => {
  const failure = new Error('refused');
  const onError = vi.fn();
  const { result } = renderHook(() => useMutation(async () => Promise.reject(failure), { onError }));
  await act(async () => {
    await expect(result.current.run(undefined)).resolves.toBeUndefined();
  });
  expect(result.current.error).toBe(failure);
  expect(onError).toHaveBeenCalledWith(failure, undefined);
  act(() => result.current.reset());
  expect(result.current.state).toEqual({ status: 'idle' });
});

test('leaving the screen aborts the action and ignores its answer', async () => {
  const pending = deferred<string>();
  let signal: AbortSignal | null = null;
  const onSuccess = vi.fn();
  const { result, unmount } = renderHook(() =>
    useMutation(
      (_: undefined, s: AbortSignal) => {
        signal = s;
        return pending.promise;
      },
      { onSuccess },
    ),
  );
  let run: Promise<string | undefined> = Promise.resolve(undefined);
  act(() => {
    run = result.current.run(undefined);
  });
  unmount();
  expect((signal as AbortSignal | null)?.aborted).toBe(true);
  pending.resolve('late');
  await expect(run).resolves.toBeUndefined();
  await waitFor(() => expect(onSuccess).not.toHaveBeenCalled());
});
