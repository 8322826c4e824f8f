// The form pattern with a schema loader: nothing loads before the first submit; a failed load
// reads as a common error and the next submit loads it again.
import { act, renderHook } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { z } from 'zod';
import { useAppForm } from './use-app-form.ts';

const schema = z.object({ email: z.string().min(1, 'pleaseProvideYourEmail') });

function renderForm(load: () => Promise<typeof schema>, submit = vi.fn(async () => 'done')) {
  const hook = renderHook(() => useAppForm({ schema: load, defaultValues: { email: '' }, submit }));
  return { ...hook, submit };
}

test('a schema loader runs at the first submit only, and then validates as a schema would', async () => {
  const load = vi.fn(async () => schema);
  const { result, submit } = renderForm(load);
  expect(load).not.toHaveBeenCalled();

  await act(() => result.current.onSubmit());
  expect(load).toHaveBeenCalledTimes(1);
  expect(submit).not.toHaveBeenCalled();
  expect(result.current.commonError).toBe('pleaseProvideYourEmail');

  act(() => result.current.form.setValue('email', 'viewer@arena.example'));
  await act(() => result.current.onSubmit());
  expect(submit).toHaveBeenCalledWith({ email: 'viewer@arena.example' }, expect.any(AbortSignal));
  expect(load).toHaveBeenCalledTimes(1);
});

test('a schema that fails to load reads as a common error, and the next submit loads it again', async () => {
  const load = vi.fn<() => Promise<typeof schema>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
  load.mockResolvedValue(schema);
  const { result, submit } = renderForm(load);

  await act(() => result.current.onSubmit());
  expect(result.current.commonError).toBe('errorOccurredPleaseTryAgain');
  expect(result.current.pending).toBe(false);

  act(() => result.current.form.setValue('email', 'viewer@arena.example'));
  await act(() => result.current.onSubmit());
  expect(load).toHaveBeenCalledTimes(2);
  expect(submit).toHaveBeenCalledTimes(1);
  expect(result.current.commonError).toBeNull();
});
