import Button from '@mui/material/Button';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import type { ApiError } from '../../contracts/errors.ts';
import { serverFormErrors } from '../../lib/form/server-errors.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { ApiRequestError, NetworkFailure } from '../../lib/http-errors.ts';
import { renderInApp } from '../testing/render.tsx';
import { FormErrorArea } from './FormErrorArea.tsx';
import { FormTextField } from './FormTextField.tsx';

afterEach(cleanup);

const validation = (fields: { field: string; problem: string; messageKey?: string }[]) =>
  new ApiRequestError('/api/user', 400, {
    status: 400,
    code: 'VALIDATION',
    message: 'Invalid body',
    messageKey: 'generic',
    details: { where: 'body', fields },
    requestId: 'r1',
  } satisfies ApiError);

describe('server errors onto a form', () => {
  test('each field problem goes to its field and the first one to the common area', () => {
    const error = validation([
      { field: 'password', problem: 'too common' },
      { field: 'email', problem: 'taken', messageKey: 'emailTaken' },
    ]);
    expect(serverFormErrors(error, ['email', 'password'])).toEqual({
      fields: [
        { field: 'password', message: 'too common' },
        { field: 'email', message: 'emailTaken' },
      ],
      common: 'too common',
    });
  });

  test('a problem with a field the form does not show still reaches the common area', () => {
    const error = validation([{ field: 'consentAnswers.0', problem: 'required' }]);
    expect(serverFormErrors(error, ['email'])).toEqual({ fields: [], common: 'required' });
  });

  test('failures that name no field become a common message only', () => {
    const refused = new ApiRequestError('/api/user', 500, null);
    expect(serverFormErrors(refused, ['email'])).toEqual({ fields: [], common: 'errorOccurredPleaseTryAgain' });
    expect(serverFormErrors(new NetworkFailure('/api/user'), ['email']).fields).toEqual([]);
  });
});

const signUp = z.object({
  email: z.string().trim().min(1, 'Enter your email').email('Enter a valid email'),
  password: z.string().min(8, 'Use at least 8 characters'),
});

function SignUpForm({ submit }: { submit: (values: z.output<typeof signUp>) => Promise<unknown> }) {
  const { form, onSubmit, pending, commonError } = useAppForm({
    schema: signUp,
    defaultValues: { email: '', password: '' },
    submit: (values) => submit(values),
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Sign up">
      <FormErrorArea message={commonError} />
      <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
      <FormTextField control={form.control} name="password" label="Password" type="password" autoComplete="new-password" />
      <Button type="submit" disabled={pending}>
        Create account
      </Button>
    </form>
  );
}

describe('the form pattern', () => {
  test('client validation marks the fields, fills the common area, and sends nothing', async () => {
    const submit = vi.fn(async () => ({}));
    await renderInApp(<SignUpForm submit={submit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByTestId('form-error')).textContent).toBe('Enter your email');
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
    // No native validation: the browser never blocks or bubbles its own messages.
    expect(screen.getByRole('form', { name: 'Sign up' }).hasAttribute('novalidate')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Email' }).hasAttribute('required')).toBe(false);
  });

  test("the server's field errors land on the right fields, the first in the common area", async () => {
    const submit = vi.fn(async () => {
      throw validation([
        { field: 'email', problem: 'This email is already registered' },
        { field: 'password', problem: 'This password is too common' },
      ]);
    });
    await renderInApp(<SignUpForm submit={submit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'viewer@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toBe('This email is already registered'));
    expect(submit).toHaveBeenCalledWith({ email: 'viewer@example.com', password: 'password1' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('This email is already registered');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This password is too common')).toBeTruthy();
  });

  test('the submit button waits while the request is pending, and a success clears the error area', async () => {
    let finish: (value: unknown) => void = () => {};
    let fail = true;
    const submit = vi.fn(() => {
      if (fail) return Promise.reject(validation([{ field: 'email', problem: 'This email is already registered' }]));
      return new Promise((resolve) => (finish = resolve));
    });
    await renderInApp(<SignUpForm submit={submit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'viewer@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password1');
    const button = screen.getByRole('button', { name: 'Create account' });
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toBe('This email is already registered'));
    fail = false;
    await userEvent.click(button);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    expect(screen.getByTestId('form-error').textContent).toBe('');
    finish({});
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
