// A part hydrated apart: its content hydrates in a commit after the rest of the page's, with
// no mismatch, and the hydration counts as committed only once the part has hydrated too.
import { useEffect, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { holdHydrationUntilIdle, hydrationCommitted, markHydrationCommitted } from '../lib/core/index.ts';
import { HydrateApart } from './HydrateApart.tsx';

// React's own scheduler, not act(): each commit is a task of its own, as in a browser, and the
// promise's callbacks run between them.
const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actEnvironment = global.IS_REACT_ACT_ENVIRONMENT;

afterEach(() => {
  global.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const log: string[] = [];

function Logged({ name }: { name: string }) {
  useLayoutEffect(() => void log.push(`${name} committed`), [name]);
  return <p>{name}</p>;
}

function Page() {
  useEffect(() => {
    log.push('root effects');
    markHydrationCommitted();
  }, []);
  return (
    <main>
      <Logged name="frame" />
      <HydrateApart>
        <Logged name="screen" />
        <HydrateApart>
          <Logged name="form" />
        </HydrateApart>
      </HydrateApart>
    </main>
  );
}

test('the part hydrates after the page around it, each nested part after its parent, without a mismatch', async () => {
  vi.stubGlobal('requestIdleCallback', () => 0);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  const serverParagraphs = [...container.querySelectorAll('p')];
  log.length = 0;
  holdHydrationUntilIdle((apply) => apply());
  void hydrationCommitted().then(() => log.push('hydration committed'));
  const errors: unknown[] = [];

  global.IS_REACT_ACT_ENVIRONMENT = false;
  hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
  await vi.waitFor(() => expect(log).toContain('hydration committed'));

  expect(errors).toEqual([]);
  expect(log).toEqual(['frame committed', 'root effects', 'screen committed', 'form committed', 'hydration committed']);
  // Hydrated, not rendered again: the server's elements are the ones on the page.
  expect([...container.querySelectorAll('p')]).toEqual(serverParagraphs);
});
