// Whether the app is working on a captcha challenge right now (spec §4: a challenged request
// waits for the solved challenge before it is sent again). The captcha solver marks the work;
// the session forms show a status while it lasts. Not exported from the core's index: only
// code loaded on demand reads or writes it, so the first chunk does not carry it.
import { atom, store, useAtomValue } from './store.ts';

/** How many solves are under way (two forms could be challenged at once). */
const solvingAtom = atom(0);

/** Runs `work` marked as solving a challenge. */
export async function whileSolving<T>(work: () => Promise<T>): Promise<T> {
  store.set(solvingAtom, (n) => n + 1);
  try {
    return await work();
  } finally {
    store.set(solvingAtom, (n) => n - 1);
  }
}

export function isSolvingChallenge(): boolean {
  return store.get(solvingAtom) > 0;
}

export function useSolvingChallenge(): boolean {
  return useAtomValue(solvingAtom) > 0;
}
