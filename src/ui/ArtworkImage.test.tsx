import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { hydratedAtom, store } from '../lib/core/index.ts';
import { ArtworkImage } from './ArtworkImage.tsx';
import { renderInApp } from './testing/render.tsx';

afterEach(() => {
  store.set(hydratedAtom, true);
  cleanup();
});

const image = (deferred: boolean) => (
  <ArtworkImage src="/api/artwork/arena/card-1" alt="" width={480} height={270} sizes="240px" deferred={deferred} />
);

describe('deferred artwork', () => {
  test('is only the placeholder until the page has hydrated, then the image', async () => {
    store.set(hydratedAtom, false);
    const { container } = await renderInApp(
      <>
        {image(true)}
        {image(false)}
      </>,
    );
    expect(container.querySelectorAll('img')).toHaveLength(1);
    act(() => store.set(hydratedAtom, true));
    // Off-screen rows (a list's, the schedule's, the fighters') get their artwork too.
    expect(container.querySelectorAll('img')).toHaveLength(2);
  });

  test('shows at once on a page the client rendered', async () => {
    const { container } = await renderInApp(image(true));
    expect(container.querySelector('img')?.getAttribute('src')).toContain('/api/artwork/arena/card-1');
  });
});
