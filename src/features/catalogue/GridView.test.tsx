import { cleanup } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { cardFixture } from '../../lib/testing/fixtures.ts';
import { renderInApp } from '../../ui/testing/render.tsx';
import { GridView } from './GridView.tsx';
import { gridCardSizes } from './card-view.ts';

afterEach(cleanup);

test("a grid's first screen is asked for at once, its first row first; the rest waits for scrolling", async () => {
  const items = Array.from({ length: 12 }, (_, i) => cardFixture(`v${i}`, 'VOD_VIDEO'));
  const grid = { title: null, imageStyle: 'LANDSCAPE' as const, items, page: 1, totalPages: 1, totalItems: 12 };
  const { container } = await renderInApp(
    <GridView title="Releases" grid={grid} locale="en_US" pageHref={(p) => `?p=${p}`} emptyText="Nothing" />,
  );
  const images = [...container.querySelectorAll('img')];
  expect(images.map((img) => img.getAttribute('loading'))).toEqual([...Array(8).fill('eager'), ...Array(4).fill('lazy')]);
  expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high', ...Array(10).fill('auto')]);
  // The cell's own width on a phone (card-view.test.ts), not half the screen.
  expect(images[0]?.getAttribute('sizes')).toBe(gridCardSizes('LANDSCAPE'));
  expect(images[0]?.getAttribute('sizes')).toContain('(max-width: 513.98px) calc((100vw - 48px) / 2)');
});
