// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { useMore, type PageOf } from './use-more.ts';

const page = (n: number, items: string[], totalPages = 3): PageOf<{ id: string }> => ({
  items: items.map((id) => ({ id })),
  page: n,
  totalPages,
});

async function withSecondPage(first: PageOf<{ id: string }>) {
  const view = renderHook(({ first }) => useMore(first, async (n) => page(n, [`c${n}`])), { initialProps: { first } });
  act(() => view.result.current.more());
  await waitFor(() => expect(view.result.current.items.map((i) => i.id)).toEqual(['a', 'b', 'c2']));
  return view;
}

test('the same first page answered again (a refresh on reconnect) keeps the pages loaded since', async () => {
  const view = await withSecondPage(page(1, ['a', 'b']));
  // A new answer is a new array holding the same items.
  view.rerender({ first: page(1, ['a', 'b']) });
  expect(view.result.current.items.map((i) => i.id)).toEqual(['a', 'b', 'c2']);
  expect(view.result.current.hasMore).toBe(true);
  act(() => view.result.current.more());
  await waitFor(() => expect(view.result.current.items.map((i) => i.id)).toEqual(['a', 'b', 'c2', 'c3']));
});

test('another first page (another screen, another language) starts the list again', async () => {
  const view = await withSecondPage(page(1, ['a', 'b']));
  view.rerender({ first: page(1, ['x', 'y']) });
  expect(view.result.current.items.map((i) => i.id)).toEqual(['x', 'y']);
});
