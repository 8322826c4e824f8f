// An action a screen runs once on arrival (verify a link's token, sign out): in the browser
// only, once per key even when React runs effects twice in development (a one-time token must
// not be spent twice), and its outcome kept as state. The first render — on the server and
// while hydrating — is always 'pending', so both renders agree.
import { useEffect, useRef, useState } from 'react';

export type OnceState<T> = { status: 'pending' } | { status: 'done'; data: T } | { status: 'failed'; error: unknown };

export function useOnce<T>(key: string | null, action: () => Promise<T>): OnceState<T> {
  const [state, setState] = useState<OnceState<T>>({ status: 'pending' });
  const started = useRef<string | null>(null);
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (key === null || started.current === key) return;
    started.current = key;
    latest.current().then(
      (data) => setState({ status: 'done', data }),
      (error: unknown) => setState({ status: 'failed', error }),
    );
  }, [key]);
  return state;
}
