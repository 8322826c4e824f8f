// The pattern for actions (favourite, purchase, sign-in): run an async call, expose pending and
// error state, ignore a second run while one is in flight (no double submits), and never set
// state after the screen is gone. The error is the http client's typed error; screens turn it
// into words with failureView.
import { useCallback, useEffect, useRef, useState } from 'react';

export type MutationState<O> =
  { status: 'idle' } | { status: 'pending' } | { status: 'success'; data: O } | { status: 'error'; error: unknown };

export type Mutation<I, O> = {
  /** Resolves with the result, or undefined when the action failed (the error is in state). */
  run(input: I): Promise<O | undefined>;
  state: MutationState<O>;
  pending: boolean;
  error: unknown;
  reset(): void;
};

export type MutationOptions<I, O> = {
  onSuccess?: (data: O, input: I) => void;
  onError?: (error: unknown, input: I) => void;
};

export function useMutation<I, O>(
  action: (input: I, signal: AbortSignal) => Promise<O>,
  options: MutationOptions<I, O> = {},
): Mutation<I, O> {
  const [state, setState] = useState<MutationState<O>>({ status: 'idle' });
  const inFlight = useRef<Promise<O | undefined> | null>(null);
  const controller = useRef<AbortController | null>(null);
  const latest = useRef({ action, options });
  latest.current = { action, options };

  useEffect(
    () => () => {
      controller.current?.abort();
      controller.current = null;
    },
    [],
  );

  const run = useCallback((input: I): Promise<O | undefined> => {
    if (inFlight.current) return inFlight.current;
    const abort = new AbortController();
    controller.current = abort;
    setState({ status: 'pending' });
    const promise = latest.current
      .action(input, abort.signal)
      .then(
        (data) => {
          if (abort.signal.aborted) return undefined;
          setState({ status: 'success', data });
          latest.current.options.onSuccess?.(data, input);
          return data;
        },
        (error: unknown) => {
          if (abort.signal.aborted) return undefined;
          setState({ status: 'error', error });
          latest.current.options.onError?.(error, input);
          return undefined;
        },
      )
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = promise;
    return promise;
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return {
    run,
    state,
    pending: state.status === 'pending',
    error: state.status === 'error' ? state.error : null,
    reset,
  };
}
