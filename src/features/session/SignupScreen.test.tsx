import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ApiError } from '../../contracts/errors.ts';
import type { SignupForm } from '../../contracts/session.ts';
import { EMPTY_SESSION, bootStateAtom, readyRealmAtom, sessionAtom, store } from '../../lib/core/index.ts';
import { applyLabels } from '../../lib/i18n.ts';
import { readyRealmFixture, realmFixture } from '../../lib/testing/fixtures.ts';
import { renderRoutes } from '../../ui/testing/render.tsx';
import { SignupScreen } from './SignupScreen.tsx';

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}
const now = () => Math.floor(Date.now() / 1000);
const tokens = (lacksConfirmation: boolean) => ({
  authorisationToken: jwt({
    sub: 'u2',
    gue: false,
    rol: ['CUSTOMER'],
    exp: now() + 900,
    iat: now(),
    aud: 'arena',
    loc: 'en_US',
    par: null,
    pro: null,
    apr: lacksConfirmation,
    ads: null,
  }),
  refreshToken: 'refresh-token-0123456789',
  exp: now() + 900,
  missingInformationStatus: 'NONE',
  lacksConfirmation,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const FORM: SignupForm = {
  fields: [
    {
      fieldName: 'fullName',
      fieldType: 'TEXT',
      fieldLabel: 'signupFullName',
      fieldSize: 'FULL',
      regexValidation: "^[\\p{L}][\\p{L} .'-]{1,127}$",
      invalidMessageLabel: 'signupFullNameInvalid',
      isRequiredMessageLabel: null,
      required: true,
      order: 0,
      addressCountryRestriction: null,
      functionalPurpose: null,
    },
  ],
  consentPrompts: [
    { fieldName: 'termsAndConditions', label: 'I accept the terms', functionalPurpose: 'TERMS_AND_CONDITIONS', required: true },
  ],
};

let reply: (request: Request) => Response = () => json(tokens(false));
const bodies: unknown[] = [];

beforeEach(async () => {
  await applyLabels('en_US', null);
  store.set(sessionAtom, EMPTY_SESSION);
  store.set(readyRealmAtom, readyRealmFixture({ realm: realmFixture(), prefixRealm: null }));
  store.set(bootStateAtom, { status: 'ready' });
  bodies.length = 0;
  reply = () => json(tokens(false));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    bodies.push(await request.clone().json());
    return reply(request);
  });
});

afterEach(async () => {
  await act(async () => {});
  cleanup();
  vi.unstubAllGlobals();
});

function renderSignup() {
  return renderRoutes(
    [
      { path: '/signup', loader: () => FORM, Component: SignupScreen, HydrateFallback: () => null },
      { path: '/', element: <p>default target</p> },
    ],
    '/signup',
  );
}

async function fillValid() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }, { timeout: 5000 }), 'new@arena.example');
  await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'fresh-pass-9');
  await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), 'Zoë Lima');
  await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
}

describe('the sign-up screen', () => {
  test("the realm's fields and consents are checked before anything is sent", async () => {
    renderSignup();
    // The first render waits for the loader and the lazily built schema; slow on a busy machine.
    await userEvent.click(await screen.findByRole('button', { name: 'Create account' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toBe('Please provide your email'));
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(screen.getByText('Please accept to continue')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' }).getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), '42');
    expect(await screen.findByText('Please enter your full name using letters')).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });

  test('a valid form sends meta_fields and consents, signs in and lands on the default target', async () => {
    renderSignup();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('default target');
    expect(bodies[0]).toEqual({
      email: 'new@arena.example',
      secret: 'fresh-pass-9',
      consentAnswers: [{ promptField: 'termsAndConditions', answer: true }],
      meta_fields: { fullName: 'Zoë Lima' },
    });
    expect(store.get(sessionAtom).claims?.sub).toBe('u2');
  });

  test('an account that lacks confirmation is told to check the email given', async () => {
    reply = () => json(tokens(true));
    renderSignup();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByTestId('signup-confirmation-sent')).textContent).toContain('new@arena.example');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Check your email');
  });

  test("the server's field errors land on the fields, the first in the common area", async () => {
    reply = () =>
      json(
        {
          status: 400,
          code: 'VALIDATION',
          message: 'Invalid body',
          messageKey: 'generic',
          details: {
            where: 'body',
            fields: [
              { field: 'secret', problem: 'passwordTooCommon' },
              { field: 'meta_fields.fullName', problem: 'signupFullNameInvalid' },
            ],
          },
          requestId: 'r1',
        } satisfies ApiError,
        400,
      );
    renderSignup();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getByTestId('form-error').textContent).toBe('This password is too common. Please choose another one'),
    );
    expect(screen.getByLabelText('Password', { selector: 'input' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Full name' }).getAttribute('aria-invalid')).toBe('true');
  });

  test('an address already registered reads as such', async () => {
    reply = () => json({ status: 409, code: 'CONFLICT', message: 'taken', messageKey: 'generic', requestId: 'r1' } satisfies ApiError, 409);
    renderSignup();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toBe('An account with this email already exists'));
  });
});
