import { expect, test, vi } from 'vitest';
import { loadWithRetry } from './lazy-retry.ts';

test('retries a failed chunk load and returns the module once it arrives', async () => {
  const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ ok: true });
  await expect(loadWithRetry('home', load, 3, 1)).resolves.toEqual({ ok: true });
  expect(load).toHaveBeenCalledTimes(2);
});

test('gives up after the retries with the spec message', async () => {
  const load = vi.fn().mockRejectedValue(new Error('offline'));
  await expect(loadWithRetry('7', load, 3, 1)).rejects.toThrow('Loading chunk 7 failed after 3 retries');
  expect(load).toHaveBeenCalledTimes(4);
});
