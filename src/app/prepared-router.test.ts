// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { bootStateAtom, readyRealmAtom, store } from '../lib/core/index.ts';
import { readyRealmFixture } from '../lib/testing/fixtures.ts';
import { prepareAppRouter, takeAppRouter } from './router.tsx';

beforeEach(() => {
  store.set(readyRealmAtom, readyRealmFixture());
  store.set(bootStateAtom, { status: 'ready' });
  // The shell's loader may ask the server (a guest check-in); these tests only look at which router is handed out.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});

afterEach(() => {
  vi.unstubAllGlobals();
  // A prepared router nobody took must not leak into the next test.
  takeAppRouter('/').dispose();
});

test('the router prepared before hydration is the one the app takes, once', () => {
  window.history.replaceState(null, '', '/login');
  prepareAppRouter('/');
  const first = takeAppRouter('/');
  const second = takeAppRouter('/');
  expect(first).not.toBe(second);
  expect(first.state.location.pathname).toBe('/login');
  first.dispose();
  second.dispose();
});

test('a router prepared for another basename is not handed out', () => {
  prepareAppRouter('/realm/arena');
  const router = takeAppRouter('/realm/cinema');
  expect(router.basename).toBe('/realm/cinema');
  router.dispose();
});
