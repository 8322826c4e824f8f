import { cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, expect, test } from 'vitest';
import { ScrollRow } from './ScrollRow.tsx';

afterEach(cleanup);

/** Gives the list a layout jsdom has not: `width` shown of `total`, scrolled by `left`. */
function layOut(list: HTMLElement, { width, total, left }: { width: number; total: number; left: number }) {
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: total });
  Object.defineProperty(list, 'scrollLeft', { configurable: true, value: left });
  list.dispatchEvent(new Event('scroll'));
}

test('the row says where more items wait, as it scrolls, without rendering again', () => {
  const commits: string[] = [];
  render(
    <Profiler id="row" onRender={(_, phase) => commits.push(phase)}>
      <ScrollRow previousLabel="Previous" nextLabel="Next" testId="row">
        <li>one</li>
        <li>two</li>
      </ScrollRow>
    </Profiler>,
  );
  const row = screen.getByTestId('row');
  const list = row.querySelector('ul');
  if (!list) throw new Error('no list');
  // jsdom lays nothing out: everything fits.
  expect(row.hasAttribute('data-more-before') || row.hasAttribute('data-more-after')).toBe(false);

  layOut(list, { width: 300, total: 900, left: 0 });
  expect([row.hasAttribute('data-more-before'), row.hasAttribute('data-more-after')]).toEqual([false, true]);
  layOut(list, { width: 300, total: 900, left: 300 });
  expect([row.hasAttribute('data-more-before'), row.hasAttribute('data-more-after')]).toEqual([true, true]);
  layOut(list, { width: 300, total: 900, left: 600 });
  expect([row.hasAttribute('data-more-before'), row.hasAttribute('data-more-after')]).toEqual([true, false]);
  expect(commits).toEqual(['mount']);
});
