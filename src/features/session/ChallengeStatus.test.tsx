import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { whileSolving } from '../../lib/core/challenge.ts';
import { renderInApp } from '../../ui/testing/render.tsx';
import { ChallengeStatus } from './ChallengeStatus.tsx';

afterEach(cleanup);

test('"Checking this is you…" in a status region while a challenge is being solved, and only then', async () => {
  await renderInApp(<ChallengeStatus />);
  const region = screen.getByRole('status');
  expect(region.textContent).toBe('');
  let finish: () => void = () => {};
  let solving: Promise<void> = Promise.resolve();
  act(() => {
    solving = whileSolving(() => new Promise<void>((resolve) => (finish = resolve)));
  });
  expect(region.textContent).toBe('Checking this is you…');
  await act(async () => {
    finish();
    await solving;
  });
  expect(screen.getByRole('status')).toBe(region);
  expect(region.textContent).toBe('');
});

test('a failed solve clears the status too', async () => {
  await renderInApp(<ChallengeStatus />);
  await act(async () => {
    await whileSolving(() => Promise.reject(new Error('no'))).catch(() => {});
  });
  expect(screen.getByRole('status').textContent).toBe('');
});
