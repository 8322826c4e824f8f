import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { clearToasts, createRequestStore, store, toastsAtom } from '../core/index.ts';
import { EMPTY_FAVOURITES, adoptOwner, favouritesAtom, setFavouriteIds, toggleFavourite } from './state.ts';

let target: ReturnType<typeof createRequestStore>;

beforeEach(() => {
  target = createRequestStore();
  adoptOwner('user-1:', target);
  setFavouriteIds('user-1:', ['a'], target);
});
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

const ids = () => [...target.get(favouritesAtom).ids].sort();

test('a toggle flips the item at once and keeps it when the server agrees', async () => {
  let resolve: () => void = () => {};
  const send = vi.fn(() => new Promise<void>((r) => (resolve = r)));
  const done = toggleFavourite('b', true, send, 'favouriteFailed', target);
  expect(ids()).toEqual(['a', 'b']);
  expect(target.get(favouritesAtom).pending.has('b')).toBe(true);
  resolve();
  expect(await done).toBe(true);
  expect(ids()).toEqual(['a', 'b']);
  expect(target.get(favouritesAtom).pending.size).toBe(0);
  expect(send).toHaveBeenCalledWith('b', true);
});

test('a refused toggle rolls back and shows an error toast', async () => {
  const send = vi.fn(() => Promise.reject(new Error('offline')));
  const done = toggleFavourite('a', false, send, 'favouriteFailed', target);
  expect(ids()).toEqual([]);
  expect(await done).toBe(false);
  expect(ids()).toEqual(['a']);
  expect(store.get(toastsAtom)).toMatchObject([{ message: 'favouriteFailed', type: 'error' }]);
});

test('a second click while the first is under way is ignored', async () => {
  let resolve: () => void = () => {};
  const send = vi.fn(() => new Promise<void>((r) => (resolve = r)));
  const first = toggleFavourite('b', true, send, 'favouriteFailed', target);
  expect(await toggleFavourite('b', false, send, 'favouriteFailed', target)).toBe(false);
  resolve();
  await first;
  expect(send).toHaveBeenCalledTimes(1);
  expect(ids()).toEqual(['a', 'b']);
});

test("another viewer's ids are dropped, and a late answer for the previous one is ignored", async () => {
  let reject: (e: Error) => void = () => {};
  const send = () => new Promise<void>((_, r) => (reject = r));
  const done = toggleFavourite('c', true, send, 'favouriteFailed', target);
  adoptOwner('user-2:', target);
  expect(target.get(favouritesAtom)).toEqual({ ...EMPTY_FAVOURITES, owner: 'user-2:' });
  reject(new Error('late'));
  await done;
  expect(ids()).toEqual([]);
  setFavouriteIds('user-1:', ['x'], target);
  expect(target.get(favouritesAtom).loaded).toBe(false);
});

test('a list arriving after a toggle began keeps the toggle', () => {
  const fresh = createRequestStore();
  adoptOwner('u:', fresh);
  void toggleFavourite('n', true, () => new Promise(() => {}), 'favouriteFailed', fresh);
  setFavouriteIds('u:', ['m'], fresh);
  expect([...fresh.get(favouritesAtom).ids].sort()).toEqual(['m', 'n']);
});
