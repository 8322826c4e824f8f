import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ApiError } from '../../contracts/errors.ts';
import type { TokenClaims, ViewingProfile } from '../../contracts/session.ts';
import {
  EMPTY_SESSION,
  Provider,
  applyTokens,
  clearToasts,
  http,
  readyRealmAtom,
  sessionAtom,
  store,
  toastsAtom,
} from '../../lib/core/index.ts';
import { ApiRequestError } from '../../lib/http-errors.ts';
import { applyLabels } from '../../lib/i18n.ts';
import { readyRealmFixture, realmFixture } from '../../lib/testing/fixtures.ts';
import { testTheme } from '../../ui/testing/render.tsx';
import { ProfileSwitcher } from './ProfileSwitcher.tsx';

function token(claims: Partial<TokenClaims>): string {
  const full = {
    sub: 'u1',
    gue: false,
    rol: ['CUSTOMER'],
    exp: 4e9,
    iat: 1,
    aud: 'arena',
    loc: null,
    par: null,
    pro: null,
    apr: false,
    ads: null,
    ...claims,
  };
  const part = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part(full)}.sig`;
}
const tokens = (claims: Partial<TokenClaims>) => ({
  authorisationToken: token(claims),
  refreshToken: 'r'.repeat(20),
  exp: 4e9,
  missingInformationStatus: 'NONE' as const,
  lacksConfirmation: false,
});

const MAIN: ViewingProfile = { id: 'p-main', name: 'Main', type: 'ADULT', avatarColour: '#335' };
const KIDS: ViewingProfile = { id: 'p-kids', name: 'Kids', type: 'CHILD', avatarColour: '#a50' };

const forbidden = (messageKey: string) =>
  new ApiRequestError('/api', 403, { status: 403, code: 'FORBIDDEN', message: 'pin', messageKey, requestId: 'r' } satisfies ApiError);

let calls: { id: string; options: { body?: unknown; params?: unknown } }[] = [];
function stubHttp(handlers: Record<string, (options: { body?: unknown; params?: unknown }) => unknown>) {
  calls = [];
  vi.spyOn(http, 'call').mockImplementation((async (id: string, options: { body?: unknown; params?: unknown } = {}) => {
    calls.push({ id, options });
    const handler = handlers[id];
    if (!handler) throw new Error(`unexpected call ${id}`);
    return handler(options);
  }) as typeof http.call);
}

function HashProbe() {
  return <output data-testid="hash">{useLocation().hash}</output>;
}

async function open(hash = '#profiles', profileConfiguration: 'NONE' | 'ENABLED' = 'ENABLED') {
  store.set(readyRealmAtom, readyRealmFixture({ realm: realmFixture({ profileConfiguration: { status: profileConfiguration } }) }));
  await applyLabels('en_US', null);
  const router = createMemoryRouter(
    [
      {
        path: '/home',
        loader: () => null,
        Component: () => (
          <>
            <ProfileSwitcher />
            <HashProbe />
          </>
        ),
      },
    ],
    { initialEntries: [`/home${hash}`] },
  );
  render(
    <Provider store={store}>
      <ThemeProvider theme={testTheme()}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
}

// The dialog is loaded on first open; transform it once here rather than inside a test's wait.
beforeAll(() => import('./ProfileDialog.tsx'));

beforeEach(() => {
  store.set(sessionAtom, EMPTY_SESSION);
  applyTokens(tokens({ pro: { id: MAIN.id, type: 'a' } }), 'arena');
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.restoreAllMocks();
});

describe('profile switcher', () => {
  test('opens on #profiles, lists the profiles with the current one marked, and switches to a kids profile', async () => {
    stubHttp({ profiles: () => [MAIN, KIDS], profileSelect: () => tokens({ pro: { id: KIDS.id, type: 'c' } }) });
    await open();
    const dialog = await screen.findByRole('dialog', { name: "Who's watching?" });
    const main = await within(dialog).findByRole('button', { name: /Main/ });
    expect(main.getAttribute('aria-current')).toBe('true');
    await userEvent.click(within(dialog).getByRole('button', { name: /Kids/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.id === 'profileSelect')?.options).toMatchObject({ params: { id: KIDS.id }, body: {} });
    expect(store.get(sessionAtom).claims?.pro).toEqual({ id: KIDS.id, type: 'c' });
    expect(screen.getByTestId('hash').textContent).toBe('');
    // Announced once the dialog is gone, when the page is no longer hidden from screen readers.
    expect(store.get(toastsAtom).map((toast) => toast.message)).toEqual(['Now watching as Kids']);
  });

  test('asks for the parental PIN when the server requires it, and says when it is wrong', async () => {
    applyTokens(tokens({ pro: { id: KIDS.id, type: 'c' } }), 'arena');
    stubHttp({
      profiles: () => [MAIN, KIDS],
      profileSelect: ({ body }) => {
        const pin = (body as { pin?: string }).pin;
        if (!pin) throw forbidden('pinRequired');
        if (pin !== '1234') throw forbidden('pinIncorrect');
        return tokens({ pro: { id: MAIN.id, type: 'a' } });
      },
    });
    await open('#profilesFromLogin');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Main/ }));
    // A kids profile may switch but not manage profiles or the PIN.
    expect(within(dialog).queryByRole('button', { name: 'Manage profiles' })).toBeNull();
    const pin = await within(dialog).findByLabelText('PIN');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch profile' }));
    expect(await within(dialog).findAllByText('The PIN has 4 digits')).not.toHaveLength(0);
    await userEvent.type(pin, '9999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch profile' }));
    await waitFor(() => expect(within(dialog).getByTestId('form-error').textContent).toBe('Incorrect PIN'));
    await userEvent.clear(pin);
    await userEvent.type(pin, '1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.get(sessionAtom).claims?.pro).toEqual({ id: MAIN.id, type: 'a' });
  });

  test('adds a kids profile through the form and reloads the list', async () => {
    const list = [MAIN];
    stubHttp({
      profiles: () => [...list],
      profileCreate: ({ body }) => {
        const created = { id: 'p-new', avatarColour: '#000', ...(body as { name: string; type: 'CHILD' }) };
        list.push(created);
        return created;
      },
    });
    await open();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Manage profiles' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add profile' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save profile' }));
    expect(await within(dialog).findAllByText('This field is required')).not.toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Profile name' }), 'Little one');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Kids profile/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save profile' }));
    expect(await within(dialog).findByTestId('profile-Little one')).toBeTruthy();
    expect(calls.find((c) => c.id === 'profileCreate')?.options.body).toEqual({ name: 'Little one', type: 'CHILD' });
  });

  test('a failed load offers a retry; Escape closes and clears the hash', async () => {
    let fail = true;
    stubHttp({
      profiles: () => {
        if (fail) throw new ApiRequestError('/api', 500, null);
        return [MAIN];
      },
    });
    await open();
    const dialog = await screen.findByRole('dialog');
    const retry = await within(dialog).findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await within(dialog).findByTestId('profile-Main')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('hash').textContent).toBe('');
  });

  test('stays closed when the realm has no profiles, or for a guest', async () => {
    stubHttp({ profiles: () => [MAIN] });
    await open('#profiles', 'NONE');
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    applyTokens(tokens({ gue: true, rol: ['GUEST'] }), 'arena');
    await open('#profiles');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });
});
